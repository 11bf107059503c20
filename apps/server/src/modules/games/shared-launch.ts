// Where a LIVE, fishing, Hold'em, niuniu or bingo catalogue title goes (decisions 050, 056): a live
// table of its game, or a sea, table or room of its own kind. Several titles of one kind spread over its
// places by node id, so a title always opens the same one (baccarat has two tables); a kind with nothing
// enabled sends the player to its lobby.
import { CATEGORY_PATHS, SHARED_ROUND_LOBBIES, type TLaunchTarget } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';
import { placesOfKind, type TSharedPlaceKind } from './shared-launch.repo.ts';

export async function sharedPlaceRoute(
  db: TDb,
  kind: TSharedPlaceKind,
  nodeId: number,
): Promise<TLaunchTarget> {
  const places = await placesOfKind(db, kind);
  const place = places[nodeId % Math.max(places.length, 1)];
  const lobby = typeof kind === 'object' ? CATEGORY_PATHS.LIVE : SHARED_ROUND_LOBBIES[kind];
  return { kind: 'route', path: place ? `${lobby}/${encodeURIComponent(place.id)}` : lobby };
}
