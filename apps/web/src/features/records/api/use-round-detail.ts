// One in-house round for the detail modal (GET /api/play/rounds/:roundId, token required).
import { useQuery } from '@tanstack/react-query';
import type { TRound } from '@pavilion/contracts/play';
import { api } from '@/shared/api/http';

/** The call answers the round itself or, like the play calls, `{ round, balance }`. */
function roundOf(reply: TRound | { round: TRound }): TRound {
  return 'round' in reply ? reply.round : reply;
}

export function useRoundDetail(roundId: string) {
  return useQuery({
    queryKey: ['records', 'round', roundId],
    queryFn: async () =>
      roundOf(await api<TRound | { round: TRound }>(`/play/rounds/${encodeURIComponent(roundId)}`)),
    // the seed pair may be rotated while the modal is closed: reopening asks again
    staleTime: 0,
    retry: false,
  });
}
