// Start-up prefetch of the home page's data (spec §2.3): main.tsx calls it before the first render
// when the visitor lands on a home path, so the announcements, game menu, hot games and winner
// boards are requested in parallel with the translations and the site configuration instead of
// after them. The first w_home banner (the page's largest image) is preloaded as soon as it is
// known, ahead of the render that shows it.
import type { QueryClient } from '@tanstack/react-query';
import { apiLanguage } from '@/shared/i18n/languages';
import { announcementsQuery } from './use-announcements';
import { gameMenuQuery } from './use-game-menu';
import { hotGamesQuery } from './use-hot-games';
import { winnersQuery } from './use-winners';

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register']);

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(pathname);
}

function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

export function prefetchHome(queryClient: QueryClient, i18nLanguage: string): void {
  const language = apiLanguage(i18nLanguage);
  void queryClient.prefetchQuery(announcementsQuery(language)).then(() => {
    const banners = queryClient.getQueryData(announcementsQuery(language).queryKey)?.banners ?? [];
    const first = banners.filter((b) => b.groupName === 'w_home').sort((a, b) => a.sort - b.sort)[0];
    if (first) {
      preloadImage(first.url);
    }
  });
  void queryClient.prefetchQuery(gameMenuQuery(language));
  void queryClient.prefetchQuery(hotGamesQuery(language));
  void queryClient.prefetchQuery(winnersQuery('JACKPOT'));
  void queryClient.prefetchQuery(winnersQuery('BIG_WIN'));
}
