// Settlement of the live tables (decision 050), run by the job: each round whose settlesAt has come
// is claimed by one guarded update (status open -> settled; one instance wins, the others skip it),
// in the same transaction as its bets' payouts by the engine's rules; then each bet's win (0 on a
// loss) goes to the wallet under its own ids. A wallet step that fails stays `wallet_done = false`
// and is retried by the next run with the same ids, so nothing is paid twice. A bet whose player
// left the table is settled all the same: settlement never looks at connections.
import { settleLiveBets } from '@pavilion/games/live-tables/deal';
import type { TDb } from '@/db/database.ts';
import { topicBus } from '@/shared/topic-bus.ts';
import { refundVoided } from './live-admin.service.ts';
import { engineBets } from './live-bets.service.ts';
import { LIVE_VENDOR_CODE, type TLiveConfig } from './live-money.ts';
import { byHouseShardThenMember } from '@/modules/wallet/ledger.service.ts';
import { findSeamlessVendor } from '@/modules/vendors/vendors.service.ts';
import { ensureRounds, tableState } from './live-rounds.service.ts';
import * as repo from './live-tables.repo.ts';

export const liveTopic = (tableId: string) => `live-table:${tableId}`;

/** Settles one due round if nobody has; returns the number of bets it settled (null: not ours). */
export async function settleRound(db: TDb, roundId: number, now: Date): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const round = await repo.findRound(trx, roundId);
    if (!round || !(await repo.claimSettlement(trx, roundId, now))) {
      return null;
    }
    const bets = await repo.placedBets(trx, roundId);
    // the payouts by the engine's rules, written in one statement
    const payouts = bets.map((bet) => ({
      id: Number(bet.id),
      payout: settleLiveBets(round.result, engineBets(bet.bets)).payout,
    }));
    await repo.settleBets(trx, payouts, now);
    return bets.length;
  });
}

const PAY_BATCH = 500;
/** Wins per wallet call: one call (one statement, migration 0051) sends them all, each on its own. */
const PAY_GROUP = 100;

/**
 * Sends the wins of settled bets not yet confirmed by the wallet, PAY_GROUP at a time: each win is
 * the wallet's seamless_win under `lb<id>-win` (0 on a loss; it closes the bet's round) and marks
 * its bet paid in the same sub-transaction; a refused one stays unpaid for the next run.
 */
export async function payWins(db: TDb, _config: TLiveConfig): Promise<{ paid: number; failed: number }> {
  const vendor = await findSeamlessVendor(db, LIVE_VENDOR_CODE);
  if (!vendor?.enabled) {
    return { paid: 0, failed: 0 };
  }
  const unpaid = await repo.unpaidBets(db, PAY_BATCH);
  // the ledger locks a posting's house shard, then its wallet: one order for every group
  const queue = unpaid
    .map((b) => ({ id: Number(b.id), memberId: Number(b.member_id), amount: b.payout ?? 0 }))
    .sort((a, b) => byHouseShardThenMember(a.memberId, b.memberId) || a.id - b.id);
  let paid = 0;
  let failed = 0;
  for (let at = 0; at < queue.length; at += PAY_GROUP) {
    const group = queue.slice(at, at + PAY_GROUP);
    try {
      for (const out of await repo.payWinGroup(db, vendor.code, group)) {
        if (out.error === undefined) {
          paid += 1;
        } else {
          failed += 1;
        }
      }
    } catch {
      failed += group.length;
    }
  }
  return { paid, failed };
}

/** One run of the job: rounds made ahead, due rounds settled, wins paid, viewers told. */
export async function runLiveTick(
  db: TDb,
  config: TLiveConfig,
  now: Date,
): Promise<{ rounds: number; bets: number; paid: number; failed: number }> {
  for (const table of await repo.listTables(db)) {
    await ensureRounds(db, table, now);
  }
  let rounds = 0;
  let bets = 0;
  const tables = new Set<string>();
  for (const round of await repo.dueRounds(db, now)) {
    const settled = await settleRound(db, Number(round.id), now);
    if (settled !== null) {
      rounds += 1;
      bets += settled;
      tables.add(round.table_id);
    }
  }
  const { paid, failed } = await payWins(db, config);
  await refundVoided(db, config, null);
  for (const tableId of tables) {
    await topicBus(db).publish(liveTopic(tableId), {
      event: 'state',
      data: await tableState(db, tableId, now),
    });
  }
  return { rounds, bets, paid, failed };
}
