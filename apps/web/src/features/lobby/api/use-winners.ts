// The winner board (spec §7: gameCategory ALL, limitNum 20), per win type: jackpot winners and
// biggest wins (the home page shows the first 9 of those).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWinner } from '@pavilion/contracts/content';
import { api } from '@/shared/api/http';
import { homeRequests } from './home-requests';

export function winnersQuery(winType: TWinner['winType']) {
  return queryOptions({
    queryKey: ['lobby', 'winners', winType],
    queryFn: () => {
      const { path, query } = homeRequests.winners(winType);
      return api<TWinner[]>(path, { query });
    },
    staleTime: 60_000,
  });
}

export function useWinners(winType: TWinner['winType']) {
  return useQuery(winnersQuery(winType));
}
