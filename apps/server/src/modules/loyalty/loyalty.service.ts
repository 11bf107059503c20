// Loyalty rules over the database (decision 035): a member's VIP level is refreshed under a lock on
// its row (relegation review of the month, upgrades, level rewards, referral rewards), rewards are
// claimed once through the ledger, and rebates move the member's watermark so no bet is rebated
// twice. Read-time work and the jobs (loyalty.jobs.ts) call the same functions.
import type {
  TClaimResult,
  TLoyaltyCounts,
  TRebateAccrued,
  TReward,
  TRewards,
  TVipLevel,
  TVipStatus,
} from '@pavilion/contracts/loyalty';
import type { TDb } from '@/db/database.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { getFlags } from '@/modules/site/site.service.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './loyalty.repo.ts';
import {
  SETTLE_LAG_MS,
  isBirthdayMonth,
  levelFor,
  levelsPassed,
  monthKey,
  progressTo,
  rebateLines,
  reviewMonth,
  startOfUtcMonth,
  type TTotals,
} from './loyalty-rules.ts';

const HISTORY_LIMIT = 50;

async function requireFlag(db: TDb, flag: string): Promise<void> {
  if ((await getFlags(db))[flag] !== true) {
    throw new AppError('FEATURE_DISABLED');
  }
}

const sumBets = (rows: { validBet: number }[]) => rows.reduce((s, r) => s + r.validBet, 0);

type TRefreshed = { level: number; totals: TTotals; levels: TVipLevel[] };

/** Referral rewards of a referrer: each friend whose lifetime deposits reached the rule's minimum, once. */
async function grantReferralRewards(trx: TLedgerDb, referrerId: number): Promise<void> {
  const rule = await repo.readReferralRule(trx);
  if (!rule.enabled) {
    return;
  }
  for (const friendId of await repo.lockUnrewardedFriends(trx, referrerId)) {
    if ((await repo.depositsSince(trx, friendId, null)) >= rule.minDeposit) {
      await repo.insertReward(trx, {
        memberId: referrerId,
        kind: 'referral',
        period: `friend-${friendId}`,
        amount: rule.reward,
      });
      await repo.markFriendRewarded(trx, friendId);
    }
  }
}

/**
 * Brings a member's level and rewards up to date at `now`, in one transaction holding the level
 * row: the month's level-keep review (once a month, not for a level reached since the start of last
 * month), upgrades with their bonuses (each level once, ever), the month's and the birthday's bonus
 * of the level held, and referral rewards. Idempotent: every reward has a unique (kind, period).
 */
export async function refreshMember(db: TDb, memberId: number, now: Date): Promise<TRefreshed> {
  return db.transaction().execute(async (trx) => {
    const month = monthKey(now);
    const row = await repo.lockMemberLevel(trx, memberId, month);
    const levels = await repo.listLevels(trx);
    let state = { level: row.level, depositOffset: row.depositOffset, betOffset: row.betOffset };
    let countedFrom = row.countedFrom;
    if (row.reviewedMonth !== month && row.reachedAt < startOfUtcMonth(now, 1)) {
      const lastMonth = await repo.validBetsBetween(
        trx,
        memberId,
        startOfUtcMonth(now, 1),
        startOfUtcMonth(now),
      );
      const reviewed = reviewMonth(levels, state, sumBets(lastMonth));
      if (reviewed.relegated) {
        state = {
          level: reviewed.level,
          depositOffset: reviewed.depositOffset,
          betOffset: reviewed.betOffset,
        };
        countedFrom = startOfUtcMonth(now);
      }
    }
    const totals = {
      deposit: state.depositOffset + (await repo.depositsSince(trx, memberId, countedFrom)),
      validBet: state.betOffset + sumBets(await repo.validBetsBetween(trx, memberId, countedFrom, null)),
    };
    const level = Math.max(state.level, levelFor(levels, totals));
    const levelOf = (l: number) => levels.find((x) => x.level === l);
    for (const passed of levelsPassed(state.level, level)) {
      await repo.insertReward(trx, {
        memberId,
        kind: 'vip_upgrade',
        period: `level-${passed}`,
        amount: levelOf(passed)?.upgradeBonus ?? 0,
      });
    }
    await repo.saveMemberLevel(trx, memberId, {
      ...state,
      level,
      countedFrom,
      reviewedMonth: month,
      levelChanged: level !== row.level,
    });
    const held = levelOf(level);
    if (held && level >= 1) {
      await repo.insertReward(trx, {
        memberId,
        kind: 'vip_monthly',
        period: month,
        amount: held.monthlyBonus,
      });
      if (isBirthdayMonth(await repo.birthdayOf(trx, memberId), now)) {
        await repo.insertReward(trx, {
          memberId,
          kind: 'vip_birthday',
          period: month.slice(0, 4),
          amount: held.birthdayBonus,
        });
      }
    }
    await grantReferralRewards(trx, memberId);
    return { level, totals, levels };
  });
}

export async function getVipStatus(db: TDb, memberId: number, now = new Date()): Promise<TVipStatus> {
  const { level, totals, levels } = await refreshMember(db, memberId, now);
  const progress = progressTo(levels, level, totals);
  const held = levels.find((l) => l.level === level);
  const month = await repo.validBetsBetween(db, memberId, startOfUtcMonth(now), null);
  return {
    level,
    name: held?.name ?? `VIP ${level}`,
    deposit: totals.deposit,
    validBet: totals.validBet,
    next: progress.next,
    depositProgress: progress.deposit,
    validBetProgress: progress.validBet,
    monthValidBet: sumBets(month),
    keepValidBet: held?.keepValidBet ?? 0,
    levels,
  };
}

export async function listLevels(db: TDb): Promise<TVipLevel[]> {
  return repo.listLevels(db);
}

export function toReward(r: repo.TRewardRow): TReward {
  return {
    id: r.id,
    kind: r.kind,
    period: r.period,
    amount: r.amount,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    claimedAt: r.claimedAt?.toISOString() ?? null,
    reason: r.reason,
  };
}

export async function getRewards(db: TDb, memberId: number, now = new Date()): Promise<TRewards> {
  await requireFlag(db, 'REWCEN3');
  await refreshMember(db, memberId, now);
  const rows = (await repo.listRewards(db, memberId, HISTORY_LIMIT)).map(toReward);
  const claimable = rows.filter((r) => r.status === 'claimable');
  return {
    claimable,
    claimableTotal: claimable.reduce((s, r) => s + r.amount, 0),
    history: rows.filter((r) => r.status !== 'claimable'),
  };
}

const ledgerKindOf = (kind: repo.TRewardRow['kind']) => (kind.startsWith('rebate') ? 'rebate' : 'bonus');

/** Pays a reward row through the ledger; the key is the reward's id, so a replay pays nothing more. */
async function payReward(trx: TLedgerDb, memberId: number, reward: repo.TRewardRow) {
  const posted = await postMemberMovement(trx, {
    idempotencyKey: `loyalty:reward:${reward.id}`,
    kind: ledgerKindOf(reward.kind),
    memberId,
    amount: reward.amount,
    counterparty: 'bonus',
    description: `Reward ${reward.kind} ${reward.period}`,
    meta: { rewardId: reward.id, kind: reward.kind, period: reward.period },
  });
  await repo.setRewardTx(trx, reward.id, posted.transactionId);
  return posted.balance;
}

/**
 * The member's notice of a reward decision (reference `#<reward id>`), after it committed; best
 * effort, as the cashier's: the payment or the rejection stands without it.
 */
export async function noticeReward(
  db: TDb,
  bus: TNotificationBus,
  n: { memberId: number; rewardId: number; amount: number; rejected?: string },
): Promise<void> {
  try {
    await notify(db, bus, {
      memberId: n.memberId,
      type: n.rejected === undefined ? 'reward_claimed' : 'reward_rejected',
      payload: {
        amount: n.amount,
        reference: `#${n.rewardId}`,
        ...(n.rejected === undefined ? {} : { reason: n.rejected }),
      },
    });
  } catch {
    // the stored decision is the record
  }
}

/**
 * Claims a reward: the guarded update lets one caller through; the ledger key pays once; the member
 * is told of the payment (a refused claim pays and tells nothing).
 */
export async function claimReward(
  db: TDb,
  bus: TNotificationBus,
  memberId: number,
  rewardId: number,
): Promise<TClaimResult> {
  await requireFlag(db, 'REWCEN3');
  const result = await db.transaction().execute(async (trx) => {
    const reward = await repo.markClaimed(trx, memberId, rewardId);
    if (!reward) {
      const existing = await repo.findReward(trx, memberId, rewardId);
      throw new AppError(
        !existing
          ? 'REWARD_NOT_FOUND'
          : existing.status === 'rejected'
            ? 'REWARD_ALREADY_DECIDED'
            : 'REWARD_ALREADY_CLAIMED',
      );
    }
    return { amount: reward.amount, balance: await payReward(trx, memberId, reward) };
  });
  await noticeReward(db, bus, { memberId, rewardId, amount: result.amount });
  return result;
}

/** Rate lookup of a VIP level (basis points; a game type without a rate earns nothing). */
async function rateLookup(db: TLedgerDb, level: number): Promise<(gameType: string) => number> {
  const rates = await repo.listRates(db);
  const map = new Map(rates.filter((r) => r.level === level).map((r) => [r.gameType as string, r.rateBp]));
  return (gameType) => map.get(gameType) ?? 0;
}

/**
 * Where the manual rebate's range ends (decision 059): bets settled and committed until now, held
 * back only by a transaction still open (never more than SETTLE_LAG_MS), so a bet settled a second
 * ago is claimable and one still being written is not skipped by the watermark.
 */
const manualCutoff = (db: TLedgerDb, now: Date) =>
  repo.rebateCutoff(db, now, new Date(now.getTime() - SETTLE_LAG_MS));

/** The rebate accrued since the watermark: bets settled and committed up to now (manualCutoff). */
export async function getAccruedRebate(db: TDb, memberId: number, now = new Date()): Promise<TRebateAccrued> {
  await requireFlag(db, 'MANPLAYREB3');
  const until = await manualCutoff(db, now);
  const cursor = await repo.readRebateCursor(db, memberId);
  const since = cursor && cursor.getTime() > repo.EPOCH.getTime() ? cursor : null;
  const level = await repo.readMemberLevel(db, memberId);
  const bets = since && since >= until ? [] : await repo.validBetsBetween(db, memberId, since, until);
  const { lines, total } = rebateLines(bets, await rateLookup(db, level));
  return { since: since?.toISOString() ?? null, until: until.toISOString(), level, lines, total };
}

/** Claims the accrued rebate now: under the watermark's lock, the range is rebated and the mark moves. */
export async function claimManualRebate(
  db: TDb,
  bus: TNotificationBus,
  memberId: number,
  now = new Date(),
): Promise<TClaimResult> {
  await requireFlag(db, 'MANPLAYREB3');
  const { rewardId, ...result } = await db.transaction().execute(async (trx) => {
    await repo.ensureRebateCursorRow(trx, memberId);
    const since = (await repo.lockRebateCursor(trx, memberId)) ?? repo.EPOCH;
    // after the lock: a concurrent claim's range is already committed when this one reads its own
    const until = await manualCutoff(trx, now);
    const bets = since >= until ? [] : await repo.validBetsBetween(trx, memberId, since, until);
    const { total } = rebateLines(bets, await rateLookup(trx, await repo.readMemberLevel(trx, memberId)));
    if (total <= 0) {
      throw new AppError('REBATE_NOTHING_TO_CLAIM');
    }
    await repo.advanceRebateCursor(trx, memberId, until);
    const period = until.toISOString();
    const id = await repo.insertReward(trx, {
      memberId,
      kind: 'rebate_manual',
      period,
      amount: total,
      claimed: true,
    });
    if (id === null) {
      throw new AppError('REBATE_NOTHING_TO_CLAIM');
    }
    const reward = await repo.findReward(trx, memberId, id);
    return {
      rewardId: id,
      amount: total,
      balance: await payReward(trx, memberId, reward as repo.TRewardRow),
    };
  });
  await noticeReward(db, bus, { memberId, rewardId, amount: result.amount });
  return result;
}

/**
 * The automatic rebate of one UTC day for every member (decision 035): bets settled in
 * (max(watermark, day start), day end] at the current level's rates become a claimable reward
 * keyed by the day, and the watermarks move to the day's end, in one transaction. A rerun finds the
 * watermarks past the day and creates nothing.
 */
export async function settleDailyRebates(db: TDb, day: string): Promise<number> {
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + 86_400_000);
  return db.transaction().execute(async (trx) => repo.settleDayRebates(trx, day, from, to));
}

/** Badge count: rewards waiting in the reward centre. */
export async function countClaimableRewards(db: TDb, memberId: number): Promise<number> {
  return repo.countClaimable(db, memberId);
}

/** The member's stored VIP level (0 without one): the eligibility of promotions reads it. */
export async function vipLevelOf(db: TDb, memberId: number): Promise<number> {
  return repo.readMemberLevel(db, memberId);
}

/** Counter hasVip (spec §3): the member holds a level above 0. */
export async function hasVip(db: TDb, memberId: number): Promise<boolean> {
  return (await repo.readMemberLevel(db, memberId)) > 0;
}

export async function getCounts(db: TDb, memberId: number): Promise<TLoyaltyCounts> {
  return { claimableRewards: await countClaimableRewards(db, memberId), hasVip: await hasVip(db, memberId) };
}
