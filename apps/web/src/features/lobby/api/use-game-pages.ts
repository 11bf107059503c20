// A game list centre's games as pages of 20 (spec §7 GET games). The grid asks for the pages of
// the rows on screen, so the scrollbar spans the whole list from the first answer's total and a
// jump to the end fetches only the last page rather than every page before it.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TGameItem, TGamePage } from '@pavilion/contracts/games';
import { GAME_PAGE_SIZE } from '@pavilion/contracts/games-constants';
import { pagesForRange, type TGameFilters } from '../lib/game-query';
import { useApiLanguage } from '@/shared/i18n/use-api-language';
import { gamePageQuery } from './prefetch-game-list';

/** Visible-page updates wait this long so a fast fling does not fetch every page it passes. */
const RANGE_SETTLE_MS = 80;

export function useGamePages(filters: TGameFilters) {
  const language = useApiLanguage();
  const queryClient = useQueryClient();
  const baseKey = useMemo(() => ['lobby', 'games', language, filters] as const, [language, filters]);
  const filterKey = JSON.stringify(baseKey);

  // the router may have started this one with the navigation (prefetch-game-list.ts)
  const first = useQuery(gamePageQuery(filters, language, 1));
  const [visible, setVisible] = useState<{ key: string; pages: number[] }>({ key: filterKey, pages: [] });
  const pages = visible.key === filterKey ? visible.pages : [];
  const results = useQueries({
    queries: pages.filter((p) => p > 1).map((p) => gamePageQuery(filters, language, p)),
  });

  const loaded = `${first.dataUpdatedAt}:${results.map((r) => r.dataUpdatedAt).join()}`;

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setRange = useCallback(
    (firstIndex: number, lastIndex: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const next = pagesForRange(firstIndex, lastIndex);
        setVisible((prev) =>
          prev.key === filterKey && prev.pages.join() === next.join()
            ? prev
            : { key: filterKey, pages: next },
        );
      }, RANGE_SETTLE_MS);
    },
    [filterKey],
  );

  const getGame = useCallback(
    (index: number): TGameItem | undefined => {
      const page = queryClient.getQueryData<TGamePage>([...baseKey, Math.floor(index / GAME_PAGE_SIZE) + 1]);
      return page?.content[index % GAME_PAGE_SIZE];
    },
    // `loaded` changes whenever a page arrives: a new getter makes the grid re-render its cells
    [queryClient, baseKey, loaded],
  );

  return {
    total: first.data?.total ?? 0,
    isPending: first.isPending,
    isError: first.isError || results.some((r) => r.isError),
    refetch: () => {
      void first.refetch();
      results.filter((r) => r.isError).forEach((r) => void r.refetch());
    },
    getGame,
    setRange,
  };
}
