// Cashier limits operators edit (decision 053): withdrawal channels (min, max, daily limit, on/off,
// order) and the daily limits of deposit and withdrawal channels. A daily limit is per member and
// UTC day and counts what is pending or done (not what was cancelled, refused or rejected). It is read
// under the member's wallet row lock in the transaction that writes the request (the withdrawal's in
// the outflow gate, the deposit's in assertDepositDaily), so concurrent requests cannot both pass it.
import type { TWithdrawalChannel, TWithdrawalChannelUpdate } from '@pavilion/contracts/cashier';
import { AppError } from '@/shared/app-error.ts';
import { overDailyLimit } from '@/modules/money/outflow-gate.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';
import type { TCashierDeps } from './cashier.deps.ts';
import * as repo from './channels.repo.ts';

type TWithdrawalChannelRow = NonNullable<Awaited<ReturnType<typeof repo.findWithdrawalChannel>>>;

/** The payout channel withdrawals go through today (bank cards only). */
export const WITHDRAWAL_CHANNEL_ID = 'bank';

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function toWithdrawalChannel(row: TWithdrawalChannelRow): TWithdrawalChannel {
  return {
    id: row.id,
    name: row.name,
    minAmount: Number(row.min_amount),
    maxAmount: Number(row.max_amount),
    dailyLimit: row.daily_limit === null ? null : Number(row.daily_limit),
    enabled: row.enabled,
    sort: row.sort,
  };
}

export async function listWithdrawalChannels(deps: TCashierDeps): Promise<TWithdrawalChannel[]> {
  return (await repo.listWithdrawalChannels(deps.db)).map(toWithdrawalChannel);
}

/** min ≤ max of the result, else AMOUNT_OUT_OF_RANGE on minAmount. */
export function checkRange(min: number, max: number): void {
  if (min > max) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { fields: { minAmount: 'AMOUNT_OUT_OF_RANGE' } });
  }
}

export async function updateWithdrawalChannel(
  deps: TCashierDeps,
  id: string,
  body: TWithdrawalChannelUpdate,
): Promise<{ before: TWithdrawalChannel; after: TWithdrawalChannel }> {
  const current = await repo.findWithdrawalChannel(deps.db, id);
  if (!current) {
    throw new AppError('NOT_FOUND');
  }
  const min = body.minAmount ?? Number(current.min_amount);
  const max = body.maxAmount ?? Number(current.max_amount);
  checkRange(min, max);
  const row = await repo.updateWithdrawalChannel(deps.db, id, {
    min_amount: min,
    max_amount: max,
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
    ...(body.sort === undefined ? {} : { sort: body.sort }),
    ...(body.dailyLimit === undefined ? {} : { daily_limit: body.dailyLimit }),
  });
  return { before: toWithdrawalChannel(current), after: toWithdrawalChannel(row as TWithdrawalChannelRow) };
}

export type TWithdrawalLimits = { enabled: boolean; min: number; max: number; dailyLimit: number | null };

/** What a withdrawal must fit: the environment's range narrowed by the payout channel's. */
export async function withdrawalLimits(deps: TCashierDeps): Promise<TWithdrawalLimits> {
  const { WITHDRAWAL_MIN_AMOUNT: envMin, WITHDRAWAL_MAX_AMOUNT: envMax } = deps.config;
  const row = await repo.findWithdrawalChannel(deps.db, WITHDRAWAL_CHANNEL_ID);
  if (!row) {
    return { enabled: true, min: envMin, max: envMax, dailyLimit: null };
  }
  return {
    enabled: row.enabled,
    min: Math.max(envMin, Number(row.min_amount)),
    max: Math.min(envMax, Number(row.max_amount)),
    dailyLimit: row.daily_limit === null ? null : Number(row.daily_limit),
  };
}

/** Inside the deposit's transaction, after lockMemberWallet: nothing else adds to today's sum meanwhile. */
export async function assertDepositDaily(
  trx: TLedgerDb,
  memberId: number,
  channel: { id: string; daily_limit: number | null },
  amount: number,
): Promise<void> {
  if (channel.daily_limit === null) {
    return;
  }
  const dailyLimit = Number(channel.daily_limit);
  const used = await repo.depositedSince(trx, memberId, channel.id, startOfUtcDay(new Date()));
  if (used + amount > dailyLimit) {
    throw overDailyLimit(dailyLimit, used);
  }
}
