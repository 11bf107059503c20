// Deposit limits per 24 hours, 7 days and 30 days. `assertDepositAllowed` is the cashier's entry
// point: it refuses a deposit during a time-out / self-exclusion and one that would take the
// credited deposits of any window above its limit (the lowest remaining amount is reported).
import type { TDb } from '@/db/database.ts';
import {
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_MS,
  type TDepositLimitPeriod,
  type TDepositLimits,
  type TSetDepositLimitRequest,
} from '@pavilion/contracts/protection';
import { AppError } from '@/shared/app-error.ts';
import {
  findBreach,
  limitInForce,
  planLimitChange,
  remainingOf,
  type TStoredLimit,
} from './deposit-limit-rules.ts';
import { assertNotExcluded } from './exclusion.service.ts';
import * as repo from './protection.repo.ts';

/** Credited deposits of a member since a time; the cashier's table by default. */
export type TCreditedDepositsSince = (db: TDb, memberId: number, since: Date) => Promise<number>;

async function storedLimits(db: TDb, memberId: number): Promise<Map<TDepositLimitPeriod, TStoredLimit>> {
  const rows = await repo.depositLimits(db, memberId);
  return new Map(
    rows.map((r) => [
      r.period,
      {
        amount: r.amount === null ? null : Number(r.amount),
        pendingAmount: r.pending_amount === null ? null : Number(r.pending_amount),
        pendingEffectiveAt: r.pending_effective_at,
      },
    ]),
  );
}

async function windows(db: TDb, memberId: number, now: Date, sumSince: TCreditedDepositsSince) {
  const stored = await storedLimits(db, memberId);
  return Promise.all(
    DEPOSIT_LIMIT_PERIODS.map(async (period) => {
      const inForce = limitInForce(stored.get(period), now);
      const used = await sumSince(db, memberId, new Date(now.getTime() - DEPOSIT_LIMIT_WINDOW_MS[period]));
      return { period, limit: inForce.amount, used, pending: inForce.pending };
    }),
  );
}

export async function getDepositLimits(
  db: TDb,
  memberId: number,
  now: Date = new Date(),
  sumSince: TCreditedDepositsSince = repo.creditedDepositsSince,
): Promise<TDepositLimits> {
  const all = await windows(db, memberId, now, sumSince);
  return {
    limits: all.map((w) => ({
      period: w.period,
      amount: w.limit,
      pending: w.pending
        ? { amount: w.pending.amount, effectiveAt: w.pending.effectiveAt.toISOString() }
        : null,
      used: w.used,
      remaining: remainingOf(w),
    })),
  };
}

/** A lower limit applies at once; a higher one (or none) waits 24 hours as a pending change. */
export async function setDepositLimit(
  db: TDb,
  memberId: number,
  request: TSetDepositLimitRequest,
  now: Date = new Date(),
): Promise<void> {
  const stored = await storedLimits(db, memberId);
  const plan = planLimitChange(stored.get(request.period), request.amount, now);
  await repo.upsertDepositLimit(db, { memberId, period: request.period, ...plan });
}

/**
 * Throws SELF_EXCLUDED {until} or DEPOSIT_LIMIT_EXCEEDED {limit, period, remaining}. Call it when a
 * deposit is requested and again right before it is credited; concurrent deposits may each pass
 * on their own, so the credit-time check is the one that holds.
 */
export async function assertDepositAllowed(
  db: TDb,
  memberId: number,
  amount: number,
  now: Date = new Date(),
  sumSince: TCreditedDepositsSince = repo.creditedDepositsSince,
): Promise<void> {
  await assertNotExcluded(db, memberId, now);
  const breach = findBreach(await windows(db, memberId, now, sumSince), amount);
  if (breach) {
    throw new AppError('DEPOSIT_LIMIT_EXCEEDED', {
      data: { limit: breach.limit, period: breach.period, remaining: breach.remaining },
    });
  }
}
