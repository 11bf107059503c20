// Restrictions short of a lock (issue 29 item 2, decision 075). Where each one holds:
// - withdrawals and transfers to other members: the outflow gate (money/outflow-gate.ts) calls
//   `assertOutflowAllowed` after it has locked the member's wallet row, in the posting's transaction;
// - bonuses: grantBonus (money/bonus-money.service.ts) calls `assertBonusAllowed` in its transaction;
// - the stake cap: ledger_post itself, for every bet of every vertical.
import type { TDb } from '@/db/database.ts';
import {
  NO_RESTRICTIONS,
  type TMemberRestrictionsReply,
  type TSetMemberRestrictions,
} from '@pavilion/contracts/risk';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './restrictions.repo.ts';

export type TRestrictedWay = 'withdrawal' | 'transfer_upline' | 'transfer_downline';

export async function memberRestrictions(db: TDb, memberId: number): Promise<TMemberRestrictionsReply> {
  const row = await repo.findRestrictions(db, memberId);
  if (!row) {
    return { ...NO_RESTRICTIONS, reason: null, operatorId: null, updatedAt: null };
  }
  return {
    noBonus: row.no_bonus,
    noWithdrawal: row.no_withdrawal,
    noTransfer: row.no_transfer,
    maxStake: row.max_stake === null ? null : Number(row.max_stake),
    reason: row.reason,
    operatorId: Number(row.operator_id),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function setMemberRestrictions(
  db: TDb,
  memberId: number,
  operatorId: number,
  r: TSetMemberRestrictions,
): Promise<TMemberRestrictionsReply> {
  await repo.upsertRestrictions(db, memberId, operatorId, r);
  return memberRestrictions(db, memberId);
}

/** Throws ACCOUNT_RESTRICTED {restriction} when an operator stopped this way out for the member. */
export async function assertOutflowAllowed(db: TDb, memberId: number, way: TRestrictedWay): Promise<void> {
  const row = await repo.findRestrictions(db, memberId);
  if (way === 'withdrawal' && row?.no_withdrawal) {
    throw new AppError('ACCOUNT_RESTRICTED', { data: { restriction: 'withdrawal' } });
  }
  if (way !== 'withdrawal' && row?.no_transfer) {
    throw new AppError('ACCOUNT_RESTRICTED', { data: { restriction: 'transfer' } });
  }
}

/** Throws ACCOUNT_RESTRICTED {restriction: 'bonus'} when the member may receive no bonus. */
export async function assertBonusAllowed(db: TDb, memberId: number): Promise<void> {
  const row = await repo.findRestrictions(db, memberId);
  if (row?.no_bonus) {
    throw new AppError('ACCOUNT_RESTRICTED', { data: { restriction: 'bonus' } });
  }
}
