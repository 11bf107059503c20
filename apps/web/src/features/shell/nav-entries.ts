// Static navigation facts of spec §2.1/§2.2 the shell needs without the catalogue: the game
// categories in navigation order (the footer's product list) and which paths are game pages.
import { CATEGORY_PATHS, NAV_ORDER, type TGameCategory } from '@pavilion/contracts/games-constants';

export type TCategoryEntry = { code: TGameCategory; path: string };

function isCategory(code: string): code is TGameCategory {
  return code in CATEGORY_PATHS;
}

export const CATEGORY_ENTRIES: TCategoryEntry[] = NAV_ORDER.filter(isCategory).map((code) => ({
  code,
  path: CATEGORY_PATHS[code],
}));

/** Pages that are games themselves hide the side menu (spec §2.1). */
const GAME_PAGE_PATHS = ['/seamless', '/lottery', '/lottert', '/vnlottery', '/sealottery'];

export function isGamePage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return GAME_PAGE_PATHS.includes(path);
}
