// Launch routing of spec §2.1 on the browser side, as pure functions: who may launch, which
// vendor clicks stay in the lobby (an RNG vendor opens /rng?vassalage=, as the server would
// answer, without needing a session), what to do with the server's launch target, and the
// recommended games of a GAME_MAINTENANCE error.
import type { TGameItem, TLaunchTarget } from '@pavilion/contracts/games';
import {
  CATEGORY_PATHS,
  NOT_OPEN_VERTICALS,
  notOpenVerticalOf,
  SHARED_ROUND_CATEGORIES,
  sharedRoundOf,
  sportsbookCategoryOf,
  sportsbookPath,
  type TGameCategory,
  type TGameSubType,
  type TNotOpenVertical,
} from '@pavilion/contracts/games-constants';

/**
 * A single game (its code lets a guest open the demo; its category and sub type tell a vertical
 * that is not open yet without asking the server) or a vendor of a category.
 */
export type TLaunchRequest =
  | { nodeId: number; gameCode?: string; gameType?: TGameCategory; subType?: TGameSubType }
  | { vendor: string; gameType: TGameCategory; isVendorLaunch?: boolean };

/** The launch request of one game: what every game tile, card and list entry sends. */
export function gameLaunchRequest(
  game: Pick<TGameItem, 'nodeId' | 'gameCode' | 'gameType' | 'subType'>,
): TLaunchRequest {
  return { nodeId: game.nodeId, gameCode: game.gameCode, gameType: game.gameType, subType: game.subType };
}

/** The "not open yet" screen of a vertical (decision 021). */
export function comingSoonPath(vertical: TNotOpenVertical): string {
  return `/coming-soon?vertical=${vertical}`;
}

/**
 * Where a tile of a vertical that is not open goes instead of launching: its "not open yet" screen,
 * for guests too. Lotteries keep their own lottery pages (spec §2.1), which say the same.
 */
export function notOpenTarget(req: TLaunchRequest): string | null {
  if (req.gameType === undefined) {
    return null;
  }
  const vertical = notOpenVerticalOf({
    gameType: req.gameType,
    subType: 'nodeId' in req ? req.subType : undefined,
  });
  return vertical && vertical !== 'lottery' ? comingSoonPath(vertical) : null;
}

/** The vertical of a VERTICAL_NOT_OPEN launch error; null for any other error. */
export function notOpenVertical(error: { code: string; data: unknown }): TNotOpenVertical | null {
  if (error.code !== 'VERTICAL_NOT_OPEN' || typeof error.data !== 'object' || error.data === null) {
    return null;
  }
  const vertical = (error.data as { vertical?: unknown }).vertical;
  return (NOT_OPEN_VERTICALS as readonly unknown[]).includes(vertical)
    ? (vertical as TNotOpenVertical)
    : null;
}

/** Categories whose vendors open their game list rather than a game (spec §2.1: RNG). */
export const VENDOR_LIST_CATEGORIES: readonly TGameCategory[] = ['RNG'];

export type TLaunchGate = 'ok' | 'login';

/** Launching needs a session, and a real account rather than a trial one (spec §5, §6). */
export function launchGate(session: { isLogin: boolean; isTrial: boolean }): TLaunchGate {
  // Trial users play our in-house games with their trial credit (issue 4); favourites still
  // need a real account (spec §6), which the favourite toggle checks on its own.
  return session.isLogin ? 'ok' : 'login';
}

/** Where a guest can play a game with play money instead of logging in: the in-browser demo. */
export function demoPath(req: TLaunchRequest): string | null {
  // a LIVE title opens a shared table with real bets, and a fishing, card-room or bingo title a shared
  // sea, table or room (decision 056): no single-player demo stands in for them
  if (!('nodeId' in req) || req.gameType === 'LIVE') {
    return null;
  }
  if (
    req.gameType &&
    (sharedRoundOf({ gameType: req.gameType, subType: req.subType }) ?? 'lobby') !== 'lobby'
  ) {
    return null;
  }
  const code = req.gameCode ? `&gameCode=${encodeURIComponent(req.gameCode)}` : '';
  return `/seamless?nodeId=${req.nodeId}${code}`;
}

/**
 * The vendor list page of an RNG vendor, the sportsbook on its vertical for a sports, e-sports or
 * cockfight vendor (issue 16: guests browse the odds too), the tables' lobby of a LIVE vendor
 * (decision 050), the seas', card tables' or bingo rooms' lobby of a FISH, PVP or BINGO vendor
 * (decision 056; guests browse them too); null when the server must decide.
 */
export function localLaunchTarget(req: TLaunchRequest): TLaunchTarget | null {
  const sportsbook =
    req.gameType === undefined
      ? null
      : sportsbookCategoryOf({ gameType: req.gameType, subType: 'nodeId' in req ? req.subType : undefined });
  if (sportsbook) {
    return { kind: 'route', path: sportsbookPath(sportsbook, 'vendor' in req ? req.vendor : null) };
  }
  if (!('nodeId' in req) && req.isVendorLaunch !== true && req.gameType === 'LIVE') {
    return { kind: 'route', path: CATEGORY_PATHS.LIVE };
  }
  if (
    !('nodeId' in req) &&
    req.isVendorLaunch !== true &&
    (SHARED_ROUND_CATEGORIES as readonly TGameCategory[]).includes(req.gameType)
  ) {
    return { kind: 'route', path: CATEGORY_PATHS[req.gameType] };
  }
  if ('nodeId' in req || req.isVendorLaunch === true || !VENDOR_LIST_CATEGORIES.includes(req.gameType)) {
    return null;
  }
  return {
    kind: 'route',
    path: `${CATEGORY_PATHS[req.gameType]}?vassalage=${encodeURIComponent(req.vendor)}`,
  };
}

export type TLaunchStep =
  | { type: 'navigate'; to: string }
  | { type: 'assign'; url: string }
  | { type: 'popup'; title: string; games: TGameItem[] }
  | { type: 'invalid' };

function isSameOriginPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/** What the browser does with a launch target: in-app routes navigate, absolute https game URLs load. */
export function launchStep(target: TLaunchTarget): TLaunchStep {
  switch (target.kind) {
    case 'route':
      return isSameOriginPath(target.path) ? { type: 'navigate', to: target.path } : { type: 'invalid' };
    case 'popup':
      return { type: 'popup', title: target.title, games: target.games };
    case 'game':
      if (isSameOriginPath(target.url)) {
        return { type: 'navigate', to: target.url };
      }
      return /^https:\/\//i.test(target.url) ? { type: 'assign', url: target.url } : { type: 'invalid' };
  }
}

/**
 * Recommended games of a GAME_MAINTENANCE error; null for any other error. The schema (zod) is
 * fetched only when such an error happens, keeping zod off the home route.
 */
export async function maintenanceGames(error: { code: string; data: unknown }): Promise<TGameItem[] | null> {
  if (error.code !== 'GAME_MAINTENANCE') {
    return null;
  }
  const { ZGameMaintenanceErrorSchema } = await import('@pavilion/contracts/games');
  const parsed = ZGameMaintenanceErrorSchema.shape.error.shape.data.safeParse(error.data);
  return parsed.success ? parsed.data.recommended : [];
}
