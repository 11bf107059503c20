// Member info (spec §7 GET member info) for a logged-in session; keeps the session store in sync.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TMemberInfo } from '@pavilion/contracts/auth';
import { api, ApiError } from '@/shared/api/http';
import { MONEY_QUERY_META } from '@/shared/wallet/money-queries';
import { useSession } from './session-store';

export function useMember() {
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: ['me', token],
    queryFn: () => api<TMemberInfo>('/members/me'),
    enabled: token !== null,
    // member info carries the balance too
    meta: MONEY_QUERY_META,
    retry: false,
  });
  useEffect(() => {
    if (query.data) {
      useSession.getState().setMember(query.data);
    }
    if (query.error instanceof ApiError && query.error.status === 401) {
      useSession.getState().clear();
    }
  }, [query.data, query.error]);
  return query;
}
