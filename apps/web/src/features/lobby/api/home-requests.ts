// The requests of the home page (spec §2.3, §7): announcements, game menu, hot games and the two
// winner boards, as paths and queries. The query hooks send them; the early entry (src/early.ts)
// starts them on a home path before the application code has arrived, with the same addresses.
import { PLATFORM } from '@pavilion/contracts/constants';
import { WINNER_LIMIT } from '@pavilion/contracts/content-constants';
import type { TWinner } from '@pavilion/contracts/content';
import type { TApiRequest } from '@/shared/api/early-requests';
import { announcementsRequest } from '@/shared/content/announcements-request';
import type { TApiLanguage } from '@/shared/i18n/use-api-language';

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register']);

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(pathname);
}

export const homeRequests = {
  announcements: (language: TApiLanguage): TApiRequest => announcementsRequest(language),
  menu: (language: TApiLanguage): TApiRequest => ({ path: '/games/menu', query: { language } }),
  hot: (language: TApiLanguage): TApiRequest => ({
    path: '/games/hot',
    query: { isPlatform: 2, platform: PLATFORM, language },
  }),
  winners: (winType: TWinner['winType']): TApiRequest => ({
    path: '/content/winners',
    query: { gameCategory: 'ALL', limitNum: WINNER_LIMIT, winType },
  }),
};
