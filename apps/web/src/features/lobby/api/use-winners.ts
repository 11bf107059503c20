// The winner board (spec §7: gameCategory ALL, limitNum 20), per win type: jackpot winners and
// biggest wins (the home page shows the first 9 of those).
import { useQuery } from '@tanstack/react-query';
import { WINNER_LIMIT, type TWinner } from '@pavilion/contracts/content';
import { api } from '@/shared/api/http';

export function useWinners(winType: TWinner['winType']) {
  return useQuery({
    queryKey: ['lobby', 'winners', winType],
    queryFn: () => api<TWinner[]>('/content/winners', { query: { gameCategory: 'ALL', limitNum: WINNER_LIMIT, winType } }),
    staleTime: 60_000,
  });
}
