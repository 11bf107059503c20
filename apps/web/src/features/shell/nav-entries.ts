// The navigation entries of spec §2.2 in their order, with the route and icon of each. Static for
// now; the catalogue later hides categories without vendors.
import { CATEGORY_PATHS, NAV_ORDER, type TGameCategory, type TMenuCode } from '@pavilion/contracts/games';
import type { TIconName } from '@/shared/ui/icon';

export type TNavCode = TGameCategory | TMenuCode;
export type TNavEntry = { code: TNavCode; path: string; icon: TIconName; loginRequired: boolean };

const MENU_PATHS: Record<TMenuCode, string> = {
  HOME: '/',
  HOT: '/hot',
  PROMOTIONS: '/promotions',
  FAVORITE: '/favorite',
};

export const NAV_ICONS: Record<TNavCode, TIconName> = {
  HOME: 'home',
  HOT: 'flame',
  FAVORITE: 'star',
  PROMOTIONS: 'gift',
  ELOTT: 'ticket',
  LOTT: 'balls',
  LIVE: 'video',
  SPORTS: 'ball',
  FISH: 'fish',
  RNG: 'slot',
  PVP: 'cards',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'rooster',
  BINGO: 'grid',
  BGS: 'dice',
};

function pathOf(code: TNavCode): string {
  return code in MENU_PATHS ? MENU_PATHS[code as TMenuCode] : CATEGORY_PATHS[code as TGameCategory];
}

export const NAV_ENTRIES: TNavEntry[] = NAV_ORDER.map((code) => ({
  code,
  path: pathOf(code),
  icon: NAV_ICONS[code],
  loginRequired: code === 'FAVORITE',
}));

/** Game categories only (the footer's product list). */
export const CATEGORY_ENTRIES = NAV_ENTRIES.filter((entry) => entry.code in CATEGORY_PATHS);

/** Pages that are games themselves hide the side menu (spec §2.1). */
const GAME_PAGE_PATHS = ['/seamless', '/lottery', '/lottert', '/vnlottery', '/sealottery'];

export function isGamePage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return GAME_PAGE_PATHS.includes(path);
}

/** The navigation entry a path belongs to (case-insensitive, as the router matches). */
export function entryForPath(pathname: string): TNavEntry | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return NAV_ENTRIES.find((entry) => entry.path.toLowerCase() === path);
}
