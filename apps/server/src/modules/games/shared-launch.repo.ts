// The ids of the shared seas, card tables and bingo rooms of one kind, in lobby order (decision 056):
// the place a FISH, PVP or BINGO title opens. Read only; their own modules own the rows.
import type { TSharedRoundKind } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';

export async function placesOfKind(db: TDb, kind: TSharedRoundKind): Promise<{ id: string }[]> {
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
