// Start-up prefetch of the home page's data (spec §2.3): main.tsx calls it before the first render
// when the visitor lands on a home path, so the announcements, game menu, hot games and winner
// boards are in the query cache before the page asks. The requests themselves were usually started
// earlier still by src/early.ts (with the page's largest image); the queries adopt them.
import type { QueryClient } from '@tanstack/react-query';
import { apiLanguage } from '@/shared/i18n/languages';
import { announcementsQuery } from '@/shared/content/use-announcements';
import { gameMenuQuery } from './use-game-menu';
import { hotGamesQuery } from './use-hot-games';
import { winnersQuery } from './use-winners';

export function prefetchHome(queryClient: QueryClient, i18nLanguage: string): void {
  const language = apiLanguage(i18nLanguage);
  void queryClient.prefetchQuery(announcementsQuery(language));
  void queryClient.prefetchQuery(gameMenuQuery(language));
  void queryClient.prefetchQuery(hotGamesQuery(language));
  void queryClient.prefetchQuery(winnersQuery('JACKPOT'));
  void queryClient.prefetchQuery(winnersQuery('BIG_WIN'));
}
