// Reads and writes of the games screens: the player catalogue search (/api/games, paged on the
// server) and menu (vendors with their maintenance), and the admin writes (games.write):
// maintenance of a game or a vendor, a game's hot flag, the vendor regrouping.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZGameMenuSchema,
  ZGamePageSchema,
  ZRegroupingSchema,
  type TGameCategory,
  type TRegrouping,
} from '@pavilion/contracts/games';
import { api } from '@/shared/http';

const GAMES = ['console', 'games'] as const;
export const SITE_LANGUAGE: Record<string, string> = { en: 'EN', zh: 'CN', km: 'KM' };

export type TGameFilters = {
  q?: string;
  vendor?: string;
  gameType?: TGameCategory;
  hot?: boolean;
  pageNo: number;
};
export const GAME_TABLE_SIZE = 20;

export function useGameSearch(filters: TGameFilters, language: string) {
  return useQuery({
    queryKey: [...GAMES, 'search', filters, language],
    queryFn: async () =>
      ZGamePageSchema.parse(
        await api('/api/games', {
          query: {
            q: filters.q,
            vendor: filters.vendor,
            gameType: filters.gameType,
            hot: filters.hot ? 1 : undefined,
            pageNo: filters.pageNo,
            pageSize: GAME_TABLE_SIZE,
            language,
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Vendors by category from the player menu (every category, both prize modes' vendors). */
export function useVendors(language: string) {
  return useQuery({
    queryKey: [...GAMES, 'vendors', language],
    queryFn: async () => {
      const menu = ZGameMenuSchema.parse(await api('/api/games/menu', { query: { language } }));
      return menu.categories.flatMap((c) => c.vendors);
    },
  });
}

export function useRegrouping() {
  return useQuery({
    queryKey: [...GAMES, 'regrouping'],
    queryFn: async () => ZRegroupingSchema.parse(await api('/api/admin/games/regrouping')),
  });
}

type TWrite =
  | { kind: 'game-maintenance'; nodeId: number; maintenance: boolean }
  | { kind: 'hot'; nodeId: number; hot: boolean }
  | { kind: 'vendor-maintenance'; code: string; gameType: TGameCategory; maintenance: boolean }
  | { kind: 'regrouping'; value: TRegrouping };

function request(w: TWrite): Promise<unknown> {
  switch (w.kind) {
    case 'game-maintenance':
      return api(`/api/admin/games/${w.nodeId}/maintenance`, {
        method: 'PUT',
        body: { maintenance: w.maintenance },
      });
    case 'hot':
      return api(`/api/admin/games/${w.nodeId}/hot`, { method: 'PUT', body: { hot: w.hot } });
    case 'vendor-maintenance':
      return api(`/api/admin/vendors/${encodeURIComponent(w.code)}/maintenance`, {
        method: 'PUT',
        body: { gameType: w.gameType, maintenance: w.maintenance },
      });
    case 'regrouping':
      return api('/api/admin/games/regrouping', { method: 'PUT', body: w.value });
  }
}

/** One admin write; every games query is read again after it. */
export function useGamesWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES }),
  });
}
