// The first page of a game list centre as a query of its own, so the navigation can start it: the
// router's loader for the list paths calls prefetchGameList when a click (or a typed address)
// starts the route change, in parallel with the page's code, rather than ~500 ms later when the
// page has loaded and mounted (issue 11 §7). The page's useGamePages reads the same query.
import type { QueryClient } from '@tanstack/react-query';
import type { TGamePage } from '@pavilion/contracts/games';
import type { TGameCategory } from '@pavilion/contracts/games-constants';
import { api } from '@/shared/api/http';
import { apiLanguage } from '@/shared/i18n/languages';
import { categoryFromPath } from '../lib/category-path';
import { gameListParams, type TGameFilters } from '../lib/game-query';

export const GAME_PAGE_STALE_MS = 60_000;

/** Categories whose page is a game list (the others show vendor tiles: spec §2.1 game centres). */
const LIST_CATEGORIES: readonly TGameCategory[] = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS', 'BINGO'];

/** The filters a list page opens with: its category and ?vassalage= vendor, nothing else chosen. */
export function openingFilters(gameType: TGameCategory, vassalage: string | null): TGameFilters {
  return {
    gameType,
    vendor: vassalage?.toUpperCase() || null,
    subType: null,
    minBet1: false,
    lines25: false,
    q: '',
  };
}

export function gamePageQuery(filters: TGameFilters, language: string, pageNo: number) {
  return {
    queryKey: ['lobby', 'games', language, filters, pageNo] as const,
    queryFn: () => api<TGamePage>('/games', { query: gameListParams(filters, pageNo, language) }),
    staleTime: GAME_PAGE_STALE_MS,
  };
}

/**
 * Starts (or reuses) the first page of the list at `url`; false (and nothing fetched) when the
 * path is no game list centre.
 */
export function prefetchGameList(
  queryClient: QueryClient,
  url: { pathname: string; searchParams: URLSearchParams },
  i18nLanguage: string,
): boolean {
  const gameType = categoryFromPath(url.pathname);
  if (!gameType || !LIST_CATEGORIES.includes(gameType)) {
    return false;
  }
  const filters = openingFilters(gameType, url.searchParams.get('vassalage'));
  void queryClient.prefetchQuery(gamePageQuery(filters, apiLanguage(i18nLanguage), 1));
  return true;
}
