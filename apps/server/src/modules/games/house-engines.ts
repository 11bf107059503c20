// Which in-house engine honestly plays a catalogue game, or which vertical it waits for (decision
// 021). The engine registry maps any sub type to something playable; this module says when that
// would be a lie: a game of a vertical that is not open yet gets no engine, and its launch answers
// VERTICAL_NOT_OPEN without starting anything or touching the wallet. A LIVE title of a game the
// shared live tables deal (decision 050) opens that table, and a fishing, Hold'em, niuniu (PVP) or
// bingo title its shared sea, table or room (decision 056), not a single-player engine; a FISH, PVP
// or BINGO title of any other kind is played by nothing (the catalogue lists none).
import {
  liveTableGameOf,
  notOpenVerticalOf,
  SHARED_ROUND_CATEGORIES,
  sharedRoundOf,
  sportsbookCategoryOf,
  type TGameCategory,
  type TGameSubType,
  type TLiveTableGame,
  type TNotOpenVertical,
  type TSharedRoundKind,
} from '@pavilion/contracts/games';
import { engineForGame, type TEngineChoice } from '@pavilion/games/registry';
import { AppError } from '@/shared/app-error.ts';

export type THouseGameRef = { nodeId: number; gameType: TGameCategory; subType: TGameSubType };

export type THouseEngine =
  | { open: true; choice: TEngineChoice; liveTable?: undefined; shared?: undefined }
  | { open: true; choice: null; liveTable: TLiveTableGame; shared?: undefined }
  | { open: true; choice: null; shared: TSharedRoundKind; liveTable?: undefined }
  | { open: false; vertical: TNotOpenVertical | 'sportsbook' | 'no-engine' };

/** A FISH, PVP or BINGO title whose kind no shared engine plays: no single-player engine stands in. */
function isUnplayedSharedTitle(game: { gameType: TGameCategory; subType?: TGameSubType | null }): boolean {
  return (
    (SHARED_ROUND_CATEGORIES as readonly TGameCategory[]).includes(game.gameType) &&
    sharedRoundOf(game) === null
  );
}

/** `gameType` is the category the member sees (after the spec §9 regrouping). */
export function houseEngineOf(game: THouseGameRef): THouseEngine {
  // a sports, e-sports or cockfight title opens the sportsbook (issue 16), never an engine
  if (sportsbookCategoryOf(game)) {
    return { open: false, vertical: 'sportsbook' };
  }
  const vertical = notOpenVerticalOf(game);
  if (vertical) {
    return { open: false, vertical };
  }
  const live = liveTableGameOf(game);
  if (live && live !== 'lobby') {
    return { open: true, choice: null, liveTable: live };
  }
  const shared = sharedRoundOf(game);
  if (shared && shared !== 'lobby') {
    return { open: true, choice: null, shared };
  }
  if (isUnplayedSharedTitle(game)) {
    return { open: false, vertical: 'no-engine' };
  }
  return {
    open: true,
    choice: engineForGame({ subType: game.subType, gameType: game.gameType, nodeId: game.nodeId }),
  };
}

/**
 * Throws VERTICAL_NOT_OPEN when the game (or, without a sub type, the vendor's category) is not open,
 * and NOT_FOUND for a sportsbook title: no house engine plays it (a typed /seamless address of one
 * must not open a slot); its launch opens the sportsbook instead. NOT_FOUND too for a title that
 * opens a shared live table, sea, card table or room (decisions 050, 056: a typed /seamless address of one must not deal it
 * single-player; its launch routes to the engine before asking this) and for a FISH, PVP or BINGO
 * title of a kind no shared engine plays.
 */
export function assertVerticalOpen(ref: {
  nodeId: number | null;
  gameType: TGameCategory;
  subType?: TGameSubType | null;
}): void {
  if (sportsbookCategoryOf(ref)) {
    throw new AppError('NOT_FOUND', {
      message: `Game ${ref.nodeId ?? ''} is a sportsbook title; it opens the sportsbook`,
    });
  }
  const shared = ref.subType ? (sharedRoundOf(ref) ?? liveTableGameOf(ref)) : null;
  if (shared) {
    throw new AppError('NOT_FOUND', {
      message: `Game ${ref.nodeId ?? ''} opens a shared ${shared} game, not a single-player one`,
    });
  }
  if (ref.subType && isUnplayedSharedTitle(ref)) {
    throw new AppError('NOT_FOUND', {
      message: `Game ${ref.nodeId ?? ''} is a ${ref.gameType} title no engine of ours plays`,
    });
  }
  const vertical = notOpenVerticalOf(ref);
  if (vertical) {
    throw new AppError('VERTICAL_NOT_OPEN', { data: { vertical, nodeId: ref.nodeId } });
  }
}
