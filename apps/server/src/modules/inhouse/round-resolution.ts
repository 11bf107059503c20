// Bringing a round's money to a final state. `settleRound` pays a final outcome (the same win id
// on every attempt); `resolveUnfinished` deals with a round a request left behind (crash,
// time-out): a final outcome is paid, or voided if its bet never landed; a first bet of unknown
// fate is voided and the round fails; an extra bet of unknown fate is voided and the round goes on.
// Used by requests that meet such a round and by settleOrphanedRounds at start-up.
import { z } from 'zod';
import { parseOutcome } from '@pavilion/games/lifecycle';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './rounds.repo.ts';
import { engineOf } from './round-engines.ts';
import { betTxId, payWin, voidBet, type TRoundMoneyRef } from './round-money.ts';
import { SeamlessCallError, type TSeamlessClient } from './seamless-client.ts';

export type TPlayDeps = { db: TDb; seamless: TSeamlessClient };
export type TResolution = 'settled' | 'failed' | 'voided-extra-bet' | 'left-open';

/** A round untouched for this long is taken to be abandoned by the request that opened it. */
export const STALE_ROUND_MS = 15_000;

/** Judged by the round's last write, so a hand played for minutes is not mistaken for an abandoned one. */
export const isStale = (row: repo.TRoundRow, now = Date.now()) =>
  now - new Date(row.updated_at).getTime() >= STALE_ROUND_MS;

const moneyRef = (row: repo.TRoundRow): TRoundMoneyRef => ({
  roundId: row.id,
  playerId: row.player_id ?? String(row.member_id),
});
const ZBetIdsSchema = z.array(z.string());
/** The seamless bet ids a round has placed, in order. */
export const betsOf = (row: repo.TRoundRow): string[] => ZBetIdsSchema.catch([]).parse(row.bets);

/**
 * Pays the final outcome of an open round. Extra bets (doubles, splits) are closed with a zero win
 * each first; the whole payout goes on the first bet with the win that closes the round.
 * `balanceBefore` is known when the first bet was just placed; at recovery it is derived from the
 * win's balance. A first bet the wallet never saw (BET_NOT_FOUND) is voided and the round fails.
 */
export async function settleRound(
  deps: TPlayDeps,
  row: repo.TRoundRow,
  balanceBefore?: number,
): Promise<{ status: 'settled' | 'failed'; balance: number | null }> {
  const ref = moneyRef(row);
  const final = parseOutcome(engineOf(row), row.outcome);
  const { payout, stake } = final;
  if (payout < 0) {
    throw new AppError('UNKNOWN_ERROR', { message: `round ${row.id} has no payout to settle` });
  }
  let balance: number;
  try {
    for (const extra of betsOf(row).filter((tx) => tx !== betTxId(row.id, 1))) {
      await deps.seamless.win({
        playerId: ref.playerId,
        transactionId: `${extra}-win`,
        betTransactionId: extra,
        roundId: String(row.id),
        amount: 0,
        endRound: false,
      });
    }
    balance = await payWin(deps.seamless, ref, payout);
  } catch (error) {
    if (
      error instanceof SeamlessCallError &&
      (error.code === 'BET_NOT_FOUND' || error.code === 'BET_ROLLED_BACK')
    ) {
      const after = await voidBet(deps.seamless, ref, betTxId(row.id, 1));
      await repo.updateOpenRound(deps.db, row.id, {
        status: 'failed',
        failure: error.code,
        settling: false,
        balance_after: after,
        settled_at: new Date(),
      });
      return { status: 'failed', balance: after };
    }
    throw error;
  }
  await repo.updateOpenRound(deps.db, row.id, {
    status: 'settled',
    settling: false,
    payout,
    stake,
    stake_debited: stake,
    bets: betsOf(row).length > 0 ? betsOf(row) : [betTxId(row.id, 1)],
    pending_bet: null,
    balance_before: balanceBefore ?? row.balance_before ?? balance - payout + stake,
    balance_after: balance,
    settled_at: new Date(),
  });
  return { status: 'settled', balance };
}

/** Finishes what an abandoned request left: see the header. */
export async function resolveUnfinished(deps: TPlayDeps, row: repo.TRoundRow): Promise<TResolution> {
  if (row.status !== 'open') {
    return 'left-open';
  }
  if (row.settling) {
    return (await settleRound(deps, row)).status;
  }
  const ref = moneyRef(row);
  if (Number(row.stake_debited) === 0) {
    const after = await voidBet(deps.seamless, ref, betTxId(row.id, 1));
    await repo.updateOpenRound(
      deps.db,
      row.id,
      {
        status: 'failed',
        failure: 'ABANDONED',
        settling: false,
        balance_after: after,
        settled_at: new Date(),
      },
      row.step,
    );
    return 'failed';
  }
  if (row.pending_bet) {
    await voidBet(deps.seamless, ref, row.pending_bet);
    await repo.updateOpenRound(deps.db, row.id, { pending_bet: null, step: row.step + 1 }, row.step);
    return 'voided-extra-bet';
  }
  return 'left-open';
}
