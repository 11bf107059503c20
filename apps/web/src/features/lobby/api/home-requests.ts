// The requests of the home page (spec §2.3, §7): announcements, game menu, hot games and the two
// winner boards, as paths and queries. The query hooks send them; the early entry (src/early.ts)
// starts them on a home path before the application code has arrived, with the same addresses.
import { PLATFORM } from '@pavilion/contracts/constants';
import { WINNER_LIMIT } from '@pavilion/contracts/content-constants';
import type { TAnnouncementType, TWinner } from '@pavilion/contracts/content';
import type { TApiLanguage } from './use-api-language';

export type TApiRequest = { path: string; query?: Record<string, string | number | boolean | undefined> };

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register']);
/** The announcement types the home page shows: banners, player notices, startup popups. */
export const HOME_ANNOUNCEMENT_TYPES: readonly TAnnouncementType[] = ['B', 'PL', 'PU'];

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(pathname);
}

export const homeRequests = {
  announcements: (language: TApiLanguage, types: readonly TAnnouncementType[] = HOME_ANNOUNCEMENT_TYPES): TApiRequest => ({
    path: '/content/announcements',
    query: { types: types.join(','), platform: PLATFORM, language },
  }),
  menu: (language: TApiLanguage): TApiRequest => ({ path: '/games/menu', query: { language } }),
  hot: (language: TApiLanguage): TApiRequest => ({ path: '/games/hot', query: { isPlatform: 2, platform: PLATFORM, language } }),
  winners: (winType: TWinner['winType']): TApiRequest => ({ path: '/content/winners', query: { gameCategory: 'ALL', limitNum: WINNER_LIMIT, winType } }),
};
