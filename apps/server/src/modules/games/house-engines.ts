// Which in-house engine honestly plays a catalogue game, or which vertical it waits for (decision
// 021). The engine registry maps any sub type to something playable; this module says when that
// would be a lie: a game of a vertical that is not open yet gets no engine, and its launch answers
// VERTICAL_NOT_OPEN without starting anything or touching the wallet. A LIVE title of a game the
// shared live tables deal (decision 050) opens that table, not a single-player engine.
import {
  liveTableGameOf,
  notOpenVerticalOf,
  sportsbookCategoryOf,
  type TGameCategory,
  type TGameSubType,
  type TLiveTableGame,
  type TNotOpenVertical,
} from '@pavilion/contracts/games';
import { engineForGame, type TEngineChoice } from '@pavilion/games/registry';
import { AppError } from '@/shared/app-error.ts';

export type THouseGameRef = { nodeId: number; gameType: TGameCategory; subType: TGameSubType };

export type THouseEngine =
  | { open: true; choice: TEngineChoice; liveTable?: undefined }
  | { open: true; choice: null; liveTable: TLiveTableGame }
  | { open: false; vertical: TNotOpenVertical | 'sportsbook' };

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
  return {
    open: true,
    choice: engineForGame({ subType: game.subType, gameType: game.gameType, nodeId: game.nodeId }),
  };
}

/**
 * Throws VERTICAL_NOT_OPEN when the game (or, without a sub type, the vendor's category) is not open,
 * and NOT_FOUND for a sportsbook title: no house engine plays it (a typed /seamless address of one
 * must not open a slot); its launch opens the sportsbook instead.
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
  const vertical = notOpenVerticalOf(ref);
  if (vertical) {
    throw new AppError('VERTICAL_NOT_OPEN', { data: { vertical, nodeId: ref.nodeId } });
  }
}
