// A live bet's money, with the seamless wallet's semantics (decisions 009, 050): one bet at placement
// and one win at settlement (0 on a loss; it closes the bet's round). Transaction ids derive from the
// bet id, so a retry repeats them and the wallet applies each once:  bet lb<id>-bet, win lb<id>-win,
// and for a bet of a voided round (instead of the win) rollback lb<id>-bet-rb. Bets and wins are sent
// in groups through the functions of migration 0051 under these same ids (live-bets.service.ts,
// live-settlement.service.ts); a rollback is a single call here.
// The vendor is LIVE (migration 0042), called in process; a bet's launch token is issued once per
// session and kept while the session plays.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { createInProcessSeamlessClient } from '@/modules/inhouse/inprocess-seamless.ts';
import { SeamlessCallError, type TSeamlessClient } from '@/modules/inhouse/seamless-client.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';

export const LIVE_VENDOR_CODE = 'LIVE';

export const liveRoundOf = (betId: number) => `lb${betId}`;
export const liveBetTx = (betId: number) => `lb${betId}-bet`;
export const liveWinTx = (betId: number) => `lb${betId}-win`;
export const liveRollbackTx = (betId: number) => `lb${betId}-bet-rb`;

export type TLiveConfig = Pick<TConfig, 'SESSION_IDLE_MINUTES'>;

/** The wallet as seen from `db`: a transaction handle makes the bet part of that transaction. */
export function liveSeamless(db: TDb, config: TLiveConfig): TSeamlessClient {
  return createInProcessSeamlessClient({ db, config, vendorCode: LIVE_VENDOR_CODE });
}

const KEEP_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;
const tokens = new WeakMap<object, Map<number, { token: string; at: number }>>();

export async function liveLaunchToken(
  db: TDb,
  config: TLiveConfig,
  player: { memberId: number; sessionId: number },
): Promise<string> {
  let cache = tokens.get(db);
  if (!cache) {
    cache = new Map();
    tokens.set(db, cache);
  }
  const hit = cache.get(player.sessionId);
  if (hit && Date.now() - hit.at < KEEP_MS) {
    return hit.token;
  }
  const { token } = await issueLaunchToken(db, {
    memberId: player.memberId,
    vendorCode: LIVE_VENDOR_CODE,
    nodeId: null,
    // the tables are no catalogue node: their bets are recorded under the LIVE category
    gameType: 'LIVE',
    sessionId: player.sessionId,
    config,
  });
  if (cache.size >= MAX_ENTRIES) {
    cache.clear();
  }
  cache.set(player.sessionId, { token, at: Date.now() });
  return token;
}

/** Forgets a token the wallet refused (its session ended). */
export function forgetLiveToken(db: TDb, sessionId: number): void {
  tokens.get(db)?.delete(sessionId);
}

/** Refunds a bet of a voided round (or tombstones a bet the wallet never took); the same ids on every retry. */
export async function rollbackLiveBet(
  seamless: TSeamlessClient,
  bet: { id: number; member_id: number },
): Promise<void> {
  try {
    await seamless.rollback({
      playerId: String(bet.member_id),
      transactionId: liveRollbackTx(bet.id),
      betTransactionId: liveBetTx(bet.id),
      roundId: liveRoundOf(bet.id),
    });
  } catch (error) {
    const done =
      error instanceof SeamlessCallError &&
      (error.code === 'BET_NOT_FOUND' || error.code === 'BET_ROLLED_BACK');
    if (!done) {
      throw error;
    }
  }
}
