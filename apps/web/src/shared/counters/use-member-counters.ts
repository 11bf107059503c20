// The member counters of spec §3 (unread messages, claimable promotions, VIP, rewards, missions):
// one GET /api/member/counters behind every badge of the header's account menu and the member
// centre's menu (§2.7: a badge shows only above 0). Real members only: trial users have no unread
// fetch (§4), and nothing is asked before the member info says which kind of session this is. The
// notification stream invalidates COUNTERS_KEY when a message or a notification arrives.
import { useQuery } from '@tanstack/react-query';
import type { TMemberCounters } from '@pavilion/contracts/messages';
import { api } from '@/shared/api/http';
import { useSession } from '@/shared/session/session-store';

export const COUNTERS_KEY = ['member-counters'] as const;
/** Every query of the platform messages list starts with this key (the stream invalidates it). */
export const PLATFORM_MESSAGES_KEY = ['platform-messages'] as const;

export function useMemberCounters() {
  const token = useSession((s) => s.token);
  const known = useSession((s) => s.member !== null);
  const isTrial = useSession((s) => s.isTrial);
  return useQuery({
    queryKey: [...COUNTERS_KEY, token],
    queryFn: () => api<TMemberCounters>('/member/counters'),
    enabled: token !== null && known && !isTrial,
    staleTime: 60_000,
    retry: false,
  });
}

/** What a badge shows: nothing at 0, the number up to 99, then 99+. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) {
    return null;
  }
  return count > 99 ? '99+' : String(count);
}
