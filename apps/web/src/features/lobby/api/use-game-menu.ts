// The game menu (spec §7 GET game menu): categories with their vendor cards. Drives the top
// navigation, side categories, home sections and vendor tabs; cached under `gameVendor`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_KEYS } from '@pavilion/contracts/constants';
import type { TGameCategory, TGameMenu, TMenuEntry } from '@pavilion/contracts/games';
import { api } from '@/shared/api/http';
import { homeRequests } from './home-requests';
import { readSessionCache, SESSION_CACHE_FRESH_MS, writeSessionCache } from './session-cache';
import { useApiLanguage, type TApiLanguage } from '@/shared/i18n/use-api-language';

export function gameMenuQuery(language: TApiLanguage) {
  return queryOptions({
    queryKey: ['lobby', 'menu', language],
    queryFn: async () => {
      const { path, query } = homeRequests.menu(language);
      const menu = await api<TGameMenu>(path, { query });
      writeSessionCache(SESSION_KEYS.gameVendor, language, menu);
      return menu;
    },
    initialData: () => readSessionCache<TGameMenu>(SESSION_KEYS.gameVendor, language)?.data,
    initialDataUpdatedAt: () => readSessionCache<TGameMenu>(SESSION_KEYS.gameVendor, language)?.savedAt,
    staleTime: SESSION_CACHE_FRESH_MS,
  });
}

export function useGameMenu() {
  return useQuery(gameMenuQuery(useApiLanguage()));
}

export function useMenuEntry(category: TGameCategory): TMenuEntry | undefined {
  return useGameMenu().data?.categories.find((c) => c.gameCategory === category);
}
