// The player site's pages (spec §2.1), as patterns (`:name` matches one path segment). The web router
// declares each of them (a test holds the two equal); the server answers any other page path with
// the web app and HTTP 404, so the app shows its not-found screen and crawlers and monitors see a 404.
import { CATEGORY_PATHS } from './games-constants.ts';

const PLAYER_PAGES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/member',
  '/help',
  '/helpmc',
  '/favorite',
  '/recent',
  '/hot',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/promotions',
  '/download',
  '/news',
  '/about',
  '/guide',
  '/pointMall',
  '/seamless',
  '/coming-soon',
  '/reset-password',
  '/auth/return',
  '/agent',
  '/agentHome',
] as const;

/** Verticals with a lobby and a page per table, room or sea. */
const WITH_DETAIL = [CATEGORY_PATHS.LIVE, CATEGORY_PATHS.BINGO, CATEGORY_PATHS.FISH, CATEGORY_PATHS.PVP];
const DETAIL_PARAM: Record<string, string> = {
  [CATEGORY_PATHS.LIVE]: ':tableId',
  [CATEGORY_PATHS.BINGO]: ':roomId',
  [CATEGORY_PATHS.FISH]: ':seaId',
  [CATEGORY_PATHS.PVP]: ':tableId',
};

export const WEB_PAGE_PATHS: readonly string[] = [
  ...PLAYER_PAGES,
  ...Object.values(CATEGORY_PATHS),
  ...WITH_DETAIL.map((p) => `${p}/${DETAIL_PARAM[p]}`),
];

const PATTERNS = WEB_PAGE_PATHS.map((p) => p.split('/').slice(1));

/** Whether a path (no query) is one of the site's pages; a trailing slash is ignored. */
export function isWebPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const parts = trimmed.split('/').slice(1);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      // the router matches case-insensitively, as here
      pattern.every((seg, i) =>
        seg.startsWith(':') ? parts[i] !== '' : seg.toLowerCase() === parts[i]?.toLowerCase(),
      ),
  );
}
