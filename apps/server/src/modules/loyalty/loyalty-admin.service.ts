// The operator's loyalty settings (decision 035): the VIP level table, rebate rates and the
// referral rule, each replaced whole in one transaction. New values apply from the next refresh
// or rebate; rewards already recorded keep their amounts. Also the operator's list of rewards and
// the rejection of a reward not yet claimed (the member is told why); the list is paged for the
// console (issue 15).
import type {
  TAdminRewards,
  TRebateRates,
  TReferralRule,
  TRewardStatus,
  TVipLevelsInput,
} from '@pavilion/contracts/loyalty';
import type { TDb } from '@/db/database.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './loyalty.repo.ts';
import { noticeReward, toReward } from './loyalty.service.ts';

export async function replaceLevels(db: TDb, input: TVipLevelsInput): Promise<void> {
  await db.transaction().execute(async (trx) => repo.replaceLevels(trx, input.levels));
}

export async function replaceRates(db: TDb, input: TRebateRates): Promise<void> {
  const seen = new Set<string>();
  for (const r of input.rates) {
    const key = `${r.gameType}:${r.level}`;
    if (seen.has(key)) {
      throw new AppError('VALIDATION_FAILED', { fields: { rates: 'DUPLICATE' } });
    }
    seen.add(key);
  }
  await db.transaction().execute(async (trx) => repo.replaceRates(trx, input.rates));
}

export async function writeReferralRule(db: TDb, rule: TReferralRule): Promise<void> {
  await repo.writeReferralRule(db, rule);
}

export const readRates = (db: TDb) => repo.listRates(db);
export const readReferralRule = (db: TDb) => repo.readReferralRule(db);

export async function listRewards(
  db: TDb,
  opts: { status: TRewardStatus; account?: string | undefined; pageNo: number; pageSize: number },
): Promise<TAdminRewards> {
  const filter = { status: opts.status, account: opts.account };
  const [rows, total] = await Promise.all([
    repo.listRewardsForOperator(db, {
      ...filter,
      limit: opts.pageSize,
      offset: (opts.pageNo - 1) * opts.pageSize,
    }),
    repo.countRewardsForOperator(db, filter),
  ]);
  return {
    rewards: rows.map((r) => ({ ...toReward(r), memberAccount: r.memberAccount })),
    pageNo: opts.pageNo,
    totalPages: Math.max(1, Math.ceil(total / opts.pageSize)),
    total,
  };
}

/** Rejects a claimable reward once (a claimed or rejected one: REWARD_ALREADY_DECIDED); the member is told. */
export async function rejectReward(
  db: TDb,
  bus: TNotificationBus,
  opts: { rewardId: number; reason: string },
): Promise<void> {
  const reward = await repo.markRejected(db, opts.rewardId, opts.reason);
  if (!reward) {
    throw new AppError(
      (await repo.findRewardById(db, opts.rewardId)) ? 'REWARD_ALREADY_DECIDED' : 'REWARD_NOT_FOUND',
    );
  }
  await noticeReward(db, bus, {
    memberId: reward.memberId,
    rewardId: reward.id,
    amount: reward.amount,
    rejected: opts.reason,
  });
}
