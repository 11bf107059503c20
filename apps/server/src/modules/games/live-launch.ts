// Where a LIVE catalogue title goes (decision 050): the shared table of its game. Several titles of
// one game (baccarat has two tables) spread over that game's tables by node id, so a title always
// opens the same table; a game with no table enabled sends the player to the lobby.
import type { TLaunchTarget, TLiveTableGame } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';
import { tablesOfGame } from './live-launch.repo.ts';

export async function liveTableRoute(db: TDb, game: TLiveTableGame, nodeId: number): Promise<TLaunchTarget> {
  const tables = await tablesOfGame(db, game);
  const table = tables[nodeId % Math.max(tables.length, 1)];
  return { kind: 'route', path: table ? `/live/${encodeURIComponent(table.id)}` : '/live' };
}
