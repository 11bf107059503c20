// The ids of the shared places of one kind, in lobby order (decisions 050, 056): the live tables of one
// game, the fishing seas, the Hold'em or niuniu tables, the bingo rooms. The place a LIVE, FISH, PVP or
// BINGO title opens. Read only; their own modules own the rows.
import type { TLiveTableGame, TSharedRoundKind } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';

/** A kind of shared place: a shared-round kind, or the live tables of one game. */
export type TSharedPlaceKind = TSharedRoundKind | { liveTable: TLiveTableGame };

export async function placesOfKind(db: TDb, kind: TSharedPlaceKind): Promise<{ id: string }[]> {
  if (typeof kind === 'object') {
    return db
      .selectFrom('live_tables')
      .select('id')
      .where('game', '=', kind.liveTable)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
  switch (kind) {
    case 'fishing':
      return db.selectFrom('fishing_seas').select('id').orderBy('sort').orderBy('id').execute();
    case 'bingo':
      return db
        .selectFrom('bingo_rooms')
        .select('id')
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    case 'holdem':
    case 'niuniu':
      return db
        .selectFrom('pvp_tables')
        .select('id')
        .where('game', '=', kind)
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
  }
}
