// The enabled live tables of one game, in lobby order (the table a LIVE title opens).
import type { TLiveTableGame } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';

export function tablesOfGame(db: TDb, game: TLiveTableGame) {
  return db
    .selectFrom('live_tables')
    .select('id')
    .where('game', '=', game)
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
}
