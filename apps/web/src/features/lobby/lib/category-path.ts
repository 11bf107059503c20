// The game category of a lobby path (spec §2.1 category paths), e.g. /rng → RNG.
import { CATEGORY_PATHS, GAME_CATEGORIES, type TGameCategory } from '@pavilion/contracts/games-constants';

export function categoryFromPath(pathname: string): TGameCategory | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return GAME_CATEGORIES.find((c) => CATEGORY_PATHS[c] === path) ?? null;
}
