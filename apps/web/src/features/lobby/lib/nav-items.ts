// Top-navigation rules of spec §2.2, as pure functions over the game menu: which entries appear,
// in which order, and what a click on each does.
import type { TMenuEntry, TVendorCard } from '@pavilion/contracts/games';
import {
  NAV_ORDER,
  MENU_CODES,
  type TMenuCode,
  type TGameCategory,
} from '@pavilion/contracts/games-constants';

export type TNavCode = TMenuEntry['gameCategory'];

/** What a click on a navigation entry does. */
export type TNavAction = { kind: 'page'; path: string } | { kind: 'launch'; vendor: TVendorCard };

export type TNavItem = {
  code: TNavCode;
  path: string;
  loginRequired: boolean;
  vendors: TVendorCard[];
  action: TNavAction;
};

/** Entries that always open their page, whatever their vendor count (spec §2.2). */
const ALWAYS_PAGE: readonly TNavCode[] = ['HOME', 'PROMOTIONS', 'PVP', 'FISH', 'RNG', 'HOT', 'FAVORITE'];

const MENU_PATHS: Record<TMenuCode, string> = {
  HOME: '/',
  HOT: '/hot',
  PROMOTIONS: '/promotions',
  FAVORITE: '/favorite',
};

export function isMenuCode(code: TNavCode): code is TMenuCode {
  return (MENU_CODES as readonly string[]).includes(code);
}

export function isGameCategory(code: TNavCode): code is TGameCategory {
  return !isMenuCode(code);
}

function rank(code: TNavCode): number {
  const index = (NAV_ORDER as readonly string[]).indexOf(code);
  return index === -1 ? NAV_ORDER.length : index;
}

/** The click behaviour of one entry: its page, or a direct launch of its only vendor. */
export function navAction(entry: Pick<TMenuEntry, 'gameCategory' | 'path' | 'vendors'>): TNavAction {
  const [only] = entry.vendors;
  if (!ALWAYS_PAGE.includes(entry.gameCategory) && entry.vendors.length === 1 && only) {
    return { kind: 'launch', vendor: only };
  }
  return { kind: 'page', path: entry.path };
}

/**
 * The entries in display order: menu codes always, a game category only when it has vendors;
 * home and hot first, promotions and favourites last (NAV_ORDER). Without a menu (still loading
 * or failed) the menu codes alone are shown.
 */
export function buildNavItems(categories: readonly TMenuEntry[] | undefined): TNavItem[] {
  const source: TMenuEntry[] = categories?.length
    ? [...categories]
    : MENU_CODES.map((code) => ({
        gameCategory: code,
        path: MENU_PATHS[code],
        loginRequired: code === 'FAVORITE',
        vendors: [],
      }));
  return source
    .filter((entry) => isMenuCode(entry.gameCategory) || entry.vendors.length > 0)
    .sort((a, b) => rank(a.gameCategory) - rank(b.gameCategory))
    .map((entry) => ({
      code: entry.gameCategory,
      path: entry.path,
      loginRequired: entry.loginRequired || entry.gameCategory === 'FAVORITE',
      vendors: entry.vendors,
      action: navAction(entry),
    }));
}

/** Over this many vendors a drop menu uses its large layout (spec §2.2). */
export const LARGE_DROP_MENU_OVER = 10;

export function isLargeDropMenu(vendorCount: number): boolean {
  return vendorCount > LARGE_DROP_MENU_OVER;
}
