// The outflow gate (decision 061): the ONE function that every way money leaves a member's
// withdrawable balance calls, inside the same transaction as the posting that moves it. It locks the
// member's wallet row first, so the member's outflows (and bets, which update that row) run one at a
// time from here to the commit: every rule below reads a state nothing else can change before the
// posting lands, which makes the rules exact under any number of concurrent requests.
//
// Rules, in order: the account is active; an operator's restriction of this way (risk/restrictions,
// decision 075); the operator's verification rules for a withdrawal (kyc/kyc-rules.service.ts,
// decision 076); a time-out or self-exclusion stops transfers to other members (a withdrawal of one's
// own money stays possible); the way's daily limit; bonus money
// (bonus-money.service.ts) stays in the wallet. Per-transaction range checks need no state and stay
// with the way's service.
import type { Transaction } from 'kysely';
import type { TDatabase } from '@/db/tables.ts';
import { assertKycAllows } from '@/modules/kyc/kyc-rules.service.ts';
import { assertNotExcluded } from '@/modules/protection/exclusion.service.ts';
import { assertOutflowAllowed } from '@/modules/risk/restrictions.service.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './bonus-locks.repo.ts';
import { bonusPosition } from './bonus-money.service.ts';

export type TOutflowWay = 'withdrawal' | 'transfer_upline' | 'transfer_downline';

export type TDailyLimit = {
  limit: number;
  /** what the member has already moved this way today, read under the gate's lock */
  usedToday: (trx: Transaction<TDatabase>) => Promise<number>;
};

export type TOutflow = {
  memberId: number;
  amount: number;
  way: TOutflowWay;
  daily?: TDailyLimit | null;
  now?: Date;
};

export type TGateResult = { accountId: number; balance: number; locked: number };

/** The refusal of an amount over a daily limit (withdrawals here, deposits in the cashier). */
export function overDailyLimit(dailyLimit: number, usedToday: number): AppError {
  return new AppError('AMOUNT_OUT_OF_RANGE', {
    fields: { amount: 'AMOUNT_OUT_OF_RANGE' },
    data: { dailyLimit, usedToday },
  });
}

export async function passOutflowGate(trx: Transaction<TDatabase>, o: TOutflow): Promise<TGateResult> {
  const wallet = await lockMemberWallet(trx, o.memberId);
  await assertOutflowAllowed(trx, o.memberId, o.way);
  if (o.way === 'withdrawal') {
    await assertKycAllows(trx, { memberId: o.memberId, amount: o.amount, currency: wallet.currency });
  } else {
    await assertNotExcluded(trx, o.memberId, o.now);
  }
  if (o.daily) {
    const used = await o.daily.usedToday(trx);
    if (used + o.amount > o.daily.limit) {
      throw overDailyLimit(o.daily.limit, used);
    }
  }
  const bonus = await bonusPosition(trx, o.memberId, wallet.balance);
  if (bonus.locked > 0 && wallet.balance - o.amount < bonus.locked) {
    throw new AppError('TURNOVER_UNMET', {
      data: {
        locked: bonus.locked,
        withdrawable: Math.max(0, wallet.balance - bonus.locked),
        required: bonus.turnoverRequired,
        progress: bonus.turnoverProgress,
        remaining: bonus.turnoverRequired - bonus.turnoverProgress,
      },
    });
  }
  return { accountId: wallet.accountId, balance: wallet.balance, locked: bonus.locked };
}

/**
 * Takes the member's wallet row lock for the rest of the transaction and checks the account may move
 * money: the start of the outflow gate, and of every check-then-insert on a member's money (the
 * deposit daily limit) that must not race.
 */
export async function lockMemberWallet(
  trx: Transaction<TDatabase>,
  memberId: number,
): Promise<{ accountId: number; balance: number; currency: string }> {
  const row = await repo.lockWallet(trx, memberId);
  if (!row) {
    throw new AppError('PLAYER_NOT_FOUND');
  }
  if (row.status !== 'active') {
    throw new AppError('ACCOUNT_DISABLED');
  }
  return { accountId: Number(row.account_id), balance: Number(row.balance), currency: row.currency };
}
