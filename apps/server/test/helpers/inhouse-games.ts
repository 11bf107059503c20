// The first playable in-house game of each engine in the seeded catalogue: a top-level game, neither it
// nor its vendor in maintenance, of a vertical that is open and not the sportsbook's.
import type { TGameCategory, TGameSubType } from '@pavilion/contracts/games-constants';
import { notOpenVerticalOf, sportsbookCategoryOf } from '@pavilion/contracts/games-constants';
import type { TEngineId } from '@pavilion/games/engine-meta';
import { engineForGame } from '@pavilion/games/registry';
import type { TDb } from '@/db/database.ts';

export async function inhouseNodesByEngine(db: TDb): Promise<Partial<Record<TEngineId, number>>> {
  const games = await db
    .selectFrom('games')
    .innerJoin('game_vendors as v', (j) =>
      j.onRef('v.code', '=', 'games.vendor_code').onRef('v.game_type', '=', 'games.game_type'),
    )
    .select(['games.node_id', 'games.sub_type', 'games.game_type'])
    .where('games.is_game', '=', 'GAME')
    .where('games.parent_node_id', 'is', null)
    .where('games.maintenance', '=', false)
    .where('v.maintenance', '=', false)
    .orderBy('games.node_id')
    .execute();
  const nodes: Partial<Record<TEngineId, number>> = {};
  for (const g of games) {
    const ref = { gameType: g.game_type as TGameCategory, subType: g.sub_type as TGameSubType | null };
    if (!notOpenVerticalOf(ref) && !sportsbookCategoryOf(ref)) {
      nodes[engineForGame({ subType: g.sub_type, gameType: g.game_type, nodeId: g.node_id }).engine] ??=
        g.node_id;
    }
  }
  return nodes;
}
