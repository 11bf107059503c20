// The operator's side of the live tables (decision 050): the tables with the round on now and its
// bets, limits (the next bets are checked against them), pause/resume (a paused table makes no new
// round; rounds made ahead that have not opened are voided, so none opens while it is paused; the
// round on finishes and settles), and voiding a round not yet settled: one guarded update claims it
// against settlement, its bets turn void in the same transaction, and each is rolled back through the
// wallet under its own ids after commit. A second void of the same round only retries the refunds.
import type {
  TLiveAdminTables,
  TLiveLimitsUpdate,
  TLiveVoidReply,
} from '@pavilion/contracts/live-tables-admin';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as admin from './live-admin.repo.ts';
import { liveSeamless, rollbackLiveBet, type TLiveConfig } from './live-money.ts';
import { roundView } from './live-rounds.service.ts';
import * as repo from './live-tables.repo.ts';

export async function adminTables(db: TDb, now: Date): Promise<TLiveAdminTables> {
  const tables = await repo.listTables(db);
  const rounds = await Promise.all(tables.map((t) => repo.currentRound(db, t.id, now)));
  const ids = rounds.flatMap((r) => (r ? [Number(r.id)] : []));
  const totals = await admin.roundTotals(db, ids);
  return {
    items: tables.map((table, i) => {
      const round = rounds[i];
      const sums = round ? (totals.get(Number(round.id)) ?? { bets: 0, stake: 0 }) : null;
      return {
        id: table.id,
        game: table.game,
        minBet: table.min_bet,
        maxBet: table.max_bet,
        paused: table.paused,
        round:
          round && sums
            ? {
                id: String(round.id),
                roundNo: round.round_no,
                status: round.status,
                phase: roundView(round, table, now).phase,
                opensAt: round.opens_at.toISOString(),
                closesAt: round.closes_at.toISOString(),
                settlesAt: round.settles_at.toISOString(),
                ...sums,
              }
            : null,
      };
    }),
  };
}

export async function setLimits(db: TDb, id: string, limits: TLiveLimitsUpdate): Promise<void> {
  if (!(await admin.updateLimits(db, id, limits.minBet, limits.maxBet))) {
    throw new AppError('LIVE_TABLE_NOT_FOUND');
  }
}

export async function setPaused(db: TDb, id: string, paused: boolean, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await admin.setPaused(trx, id, paused))) {
      throw new AppError('LIVE_TABLE_NOT_FOUND');
    }
    if (paused) {
      await admin.voidUnopened(trx, id, now);
    }
  });
}

const REFUND_BATCH = 500;

/** Rolls back void bets the wallet has not confirmed (one round's, or any round's for the job). */
export async function refundVoided(db: TDb, config: TLiveConfig, roundId: number | null): Promise<number> {
  const seamless = liveSeamless(db, config);
  let failed = 0;
  for (const bet of await admin.unrefundedBets(db, roundId, REFUND_BATCH)) {
    try {
      await rollbackLiveBet(seamless, { id: Number(bet.id), member_id: Number(bet.member_id) });
      await repo.markPaid(db, Number(bet.id));
    } catch {
      // left wallet_done = false: the next run (or the next void call) repeats the same ids
      failed += 1;
    }
  }
  return failed;
}

export async function voidRound(
  deps: { db: TDb; config: TLiveConfig },
  tableId: string,
  roundId: number,
  now: Date,
): Promise<TLiveVoidReply> {
  await deps.db.transaction().execute(async (trx) => {
    const round = await admin.roundOfTable(trx, tableId, roundId);
    if (!round) {
      throw new AppError('LIVE_ROUND_NOT_FOUND');
    }
    if (round.status === 'settled') {
      throw new AppError('LIVE_ROUND_SETTLED');
    }
    if (await admin.claimVoid(trx, roundId, now)) {
      await admin.voidBets(trx, roundId, now);
      return;
    }
    // settlement claimed it between the read and the update
    const after = await admin.roundOfTable(trx, tableId, roundId);
    if (after?.status === 'settled') {
      throw new AppError('LIVE_ROUND_SETTLED');
    }
  });
  await refundVoided(deps.db, deps.config, roundId);
  return { roundId: String(roundId), status: 'void', ...(await admin.betCounts(deps.db, roundId)) };
}
