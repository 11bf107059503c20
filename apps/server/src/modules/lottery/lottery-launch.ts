// Launch tokens of the lottery vendor, one per player session and game, kept in memory while the
// session plays so a slip costs no token insert (the same habit as the in-house games' cache). A
// token dies with its session; the wallet refuses a bet with it then, and the entry is dropped.
import type { TDb } from '@/db/database.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { LOTTERY_VENDOR_CODE, type TLotteryDeps } from './lottery.deps.ts';

const KEEP_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;
const caches = new WeakMap<TDb, Map<string, { token: string; at: number }>>();

export async function lotteryLaunch(
  deps: Pick<TLotteryDeps, 'db' | 'config'>,
  player: { memberId: number; sessionId: number },
  nodeId: number | null,
  gameCode: string,
): Promise<{ token: string }> {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new Map();
    caches.set(deps.db, cache);
  }
  const key = `${player.sessionId}:${gameCode}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) {
    return hit;
  }
  const launch = await issueLaunchToken(deps.db, {
    memberId: player.memberId,
    vendorCode: LOTTERY_VENDOR_CODE,
    nodeId,
    sessionId: player.sessionId,
    config: deps.config,
  });
  if (cache.size >= MAX_ENTRIES) {
    cache.clear();
  }
  const entry = { token: launch.token, at: Date.now() };
  cache.set(key, entry);
  return entry;
}

export function forgetLotteryLaunch(db: TDb, player: { sessionId: number }, gameCode: string): void {
  caches.get(db)?.delete(`${player.sessionId}:${gameCode}`);
}
