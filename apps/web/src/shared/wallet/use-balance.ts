// The member's wallet balance (spec §7 GET /api/wallet/balance, token required): the header shows
// it and anything that moves money refreshes it (money-queries.ts). The token is part of
// the key so a new session never sees the previous member's balance.
import { useQuery } from '@tanstack/react-query';
import type { TBalance } from '@pavilion/contracts/wallet';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';
import { MONEY_QUERY_META } from './money-queries';

export const BALANCE_QUERY_KEY = ['balance'] as const;

export function useBalance() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...BALANCE_QUERY_KEY, token],
    queryFn: () => api<TBalance>('/wallet/balance'),
    enabled: token !== null,
    meta: MONEY_QUERY_META,
    retry: false,
  });
}
