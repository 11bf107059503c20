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
import { payLiveBet, liveSeamless, type TLiveConfig } from './live-money.ts';
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
    for (const bet of bets) {
      const { payout } = settleLiveBets(round.result, engineBets(bet.bets));
      await repo.settleBet(trx, Number(bet.id), payout, now);
    }
    return bets.length;
  });
}

const PAY_BATCH = 500;
/** Wins sent at once: each is its own wallet transaction, so a few in parallel use the pool. */
const PAY_PARALLEL = 8;

/** Sends the wins of settled bets not yet confirmed by the wallet. */
export async function payWins(db: TDb, config: TLiveConfig): Promise<{ paid: number; failed: number }> {
  const seamless = liveSeamless(db, config);
  const queue = await repo.unpaidBets(db, PAY_BATCH);
  let paid = 0;
  let failed = 0;
  const worker = async () => {
    for (let bet = queue.shift(); bet; bet = queue.shift()) {
      try {
        await payLiveBet(seamless, {
          id: Number(bet.id),
          member_id: Number(bet.member_id),
          payout: bet.payout,
        });
        await repo.markPaid(db, Number(bet.id));
        paid += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: PAY_PARALLEL }, worker));
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
