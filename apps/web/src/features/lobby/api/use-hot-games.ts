// Hot games (spec §7 GET hot games, cut to 12), cached under `HOT_GAMES` per language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_KEYS } from '@pavilion/contracts/constants';
import type { TGameItem } from '@pavilion/contracts/games';
import { api } from '@/shared/api/http';
import { homeRequests } from './home-requests';
import { readSessionCache, SESSION_CACHE_FRESH_MS, writeSessionCache } from './session-cache';
import { useApiLanguage, type TApiLanguage } from '@/shared/i18n/use-api-language';

export function hotGamesQuery(language: TApiLanguage) {
  return queryOptions({
    queryKey: ['lobby', 'hot', language],
    queryFn: async () => {
      const { path, query } = homeRequests.hot(language);
      const games = await api<TGameItem[]>(path, { query });
      writeSessionCache(SESSION_KEYS.hotGames, language, games);
      return games;
    },
    initialData: () => readSessionCache<TGameItem[]>(SESSION_KEYS.hotGames, language)?.data,
    initialDataUpdatedAt: () => readSessionCache<TGameItem[]>(SESSION_KEYS.hotGames, language)?.savedAt,
    staleTime: SESSION_CACHE_FRESH_MS,
  });
}

export function useHotGames() {
  return useQuery(hotGamesQuery(useApiLanguage()));
}
