// Where a fishing, Hold'em, niuniu or bingo catalogue title goes (decision 056): a sea, table or room
// of its own kind. Several titles of one kind spread over its places by node id, so a title always
// opens the same one; a kind with nothing enabled sends the player to its lobby.
import { SHARED_ROUND_LOBBIES, type TLaunchTarget, type TSharedRoundKind } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';
import { placesOfKind } from './shared-launch.repo.ts';

export async function sharedRoundRoute(
  db: TDb,
  kind: TSharedRoundKind,
  nodeId: number,
): Promise<TLaunchTarget> {
  const places = await placesOfKind(db, kind);
  const place = places[nodeId % Math.max(places.length, 1)];
  const lobby = SHARED_ROUND_LOBBIES[kind];
  return { kind: 'route', path: place ? `${lobby}/${encodeURIComponent(place.id)}` : lobby };
}
