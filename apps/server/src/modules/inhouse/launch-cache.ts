// Launch tokens of the in-house vendor, one per player session and game, kept in memory while
// the session plays, so a round costs no extra token insert. A token dies with its session; the
// routes have just checked the session, so a cached token is live whenever a bet uses it.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { INHOUSE_VENDOR_CODE } from '@/modules/vendors/inhouse-vendor.ts';

export type TLaunch = { token: string; playerId: string };

const KEEP_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;
const caches = new WeakMap<TDb, Map<string, TLaunch & { at: number }>>();

export async function launchFor(
  db: TDb,
  config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>,
  player: { memberId: number; sessionId: number },
  nodeId: number,
): Promise<TLaunch> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${player.sessionId}:${nodeId}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) {
    return hit;
  }
  const launch = await issueLaunchToken(db, {
    memberId: player.memberId,
    vendorCode: INHOUSE_VENDOR_CODE,
    nodeId,
    sessionId: player.sessionId,
    config,
  });
  if (cache.size >= MAX_ENTRIES) {
    cache.clear();
  }
  cache.set(key, { ...launch, at: Date.now() });
  return launch;
}

/** Forgets a token the wallet refused (its session ended between the check and the bet). */
export function forgetLaunch(db: TDb, player: { sessionId: number }, nodeId: number): void {
  caches.get(db)?.delete(`${player.sessionId}:${nodeId}`);
}
