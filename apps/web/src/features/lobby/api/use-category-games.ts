// The first games of a category for its home section (two carousel views of 6 × 2).
import { useQuery } from '@tanstack/react-query';
import type { TGameCategory, TGamePage } from '@pavilion/contracts/games';
import { api } from '@/shared/api/http';
import { gameListParams } from '../lib/game-query';
import { useApiLanguage } from '@/shared/i18n/use-api-language';

export const HOME_SECTION_GAMES = 24;

export function useCategoryGames(gameType: TGameCategory, enabled: boolean) {
  const language = useApiLanguage();
  return useQuery({
    queryKey: ['lobby', 'section', language, gameType],
    queryFn: () =>
      api<TGamePage>('/games', {
        query: gameListParams(
          { gameType, vendor: null, subType: null, minBet1: false, lines25: false, q: '' },
          1,
          language,
          HOME_SECTION_GAMES,
        ),
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
