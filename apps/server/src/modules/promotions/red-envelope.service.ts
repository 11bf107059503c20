// Red envelope / raffle (spec §7 "POST raffle promotion", decision 034): timed events of a
// red-envelope activity. An event's pool is split into its shares when the event is created
// (splitRedEnvelope: random amounts that sum to the pool), so a grab only takes one free share:
// the pool can never pay out more than it holds, whatever the concurrency. One share per member per
// event (unique key); the money is a ledger 'bonus' posting keyed by (event, member).
import { randomInt } from 'node:crypto';
import { splitRedEnvelope, type TGrabReply } from '@pavilion/contracts/promotions';
import { payoutTurnover } from '@pavilion/contracts/reward-payout';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { grantBonus } from '@/modules/money/bonus-money.service.ts';
import {
  assertQualifyingDeposit,
  takeNoDepositClaim,
  type TClaimOrigin,
} from '@/modules/money/reward-claims.service.ts';
import * as repo from './red-envelope.repo.ts';

export type TEventView = {
  id: number;
  startsAt: string;
  endsAt: string;
  pool: number;
  sharesLeft: number;
  grabbed: number | null;
};

/** A float in [0, 1) from the operating system's generator (the split must not be predictable). */
const secureRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/** The event open now, else the next one, with what the member grabbed in it. */
export async function currentEvent(
  db: TDb,
  promotionId: number,
  memberId: number | null,
  now: Date,
): Promise<TEventView | null> {
  const event = await repo.currentOrNextEvent(db, promotionId, now);
  if (!event) {
    return null;
  }
  const [left, mine] = await Promise.all([
    repo.sharesLeft(db, Number(event.id)),
    memberId === null ? undefined : repo.memberShare(db, Number(event.id), memberId),
  ]);
  return {
    id: Number(event.id),
    startsAt: new Date(event.starts_at).toISOString(),
    endsAt: new Date(event.ends_at).toISOString(),
    pool: Number(event.pool),
    sharesLeft: left,
    grabbed: mine ? Number(mine.amount) : null,
  };
}

/** Creates an event with its shares (once per (activity, start): a second call changes nothing). */
export async function createEvent(
  db: TDb,
  opts: { promotionId: number; startsAt: Date; durationMinutes: number },
  random: () => number = secureRandom,
) {
  const activity = await repo.findRedEnvelopeActivity(db, opts.promotionId);
  if (!activity || activity.rules.kind !== 'red_envelope') {
    throw new AppError('PROMOTION_NOT_FOUND');
  }
  const { pool, shares } = activity.rules;
  const endsAt = new Date(opts.startsAt.getTime() + opts.durationMinutes * 60_000);
  if (opts.startsAt < new Date(activity.starts_at) || endsAt > new Date(activity.ends_at)) {
    throw new AppError('VALIDATION_FAILED', { message: 'The event must lie inside the promotion window' });
  }
  const amounts = splitRedEnvelope(pool, shares, random);
  return db.transaction().execute(async (trx) => {
    const event = await repo.insertEvent(trx, {
      promotion_id: opts.promotionId,
      starts_at: opts.startsAt,
      ends_at: endsAt,
      pool,
      shares,
    });
    if (event) {
      await repo.insertShares(trx, Number(event.id), amounts);
      return event;
    }
    return repo.findEventAt(trx, opts.promotionId, opts.startsAt);
  });
}

/**
 * Takes one free share of the activity's open event for the member and pays it as the activity's
 * payout says (decision 063); a share that needs no deposit counts against the day's caps.
 */
export async function grabRedEnvelope(
  db: TDb,
  opts: { memberId: number; promotionId: number; origin: TClaimOrigin; now?: Date },
): Promise<TGrabReply> {
  const { memberId, promotionId, now = new Date() } = opts;
  // events already scheduled stay in the table; a disabled activity's are not grabbed
  const activity = await repo.findRedEnvelopeActivity(db, promotionId);
  if (!activity?.enabled || activity.rules.kind !== 'red_envelope') {
    throw new AppError('PROMOTION_NOT_FOUND');
  }
  const minDeposit = activity.payout_min_deposit === null ? null : Number(activity.payout_min_deposit);
  await assertQualifyingDeposit(db, memberId, minDeposit);
  const payout = { mode: activity.payout_mode, turnoverMultiplier: activity.rules.turnoverMultiplier };
  const event = await repo.openEvent(db, promotionId, now);
  if (!event) {
    throw new AppError('RED_ENVELOPE_NOT_OPEN');
  }
  const eventId = Number(event.id);
  if (await repo.memberShare(db, eventId, memberId)) {
    throw new AppError('RED_ENVELOPE_ALREADY_GRABBED');
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const share = await repo.takeShare(trx, eventId, memberId);
      if (!share) {
        throw new AppError('RED_ENVELOPE_EMPTY');
      }
      if (minDeposit === null) {
        await takeNoDepositClaim(trx, { memberId, origin: opts.origin, now });
      }
      const amount = Number(share.amount);
      // locked bonus money (decision 061) by default: a share needs no deposit, so it cannot be
      // sent up the tree until it is played through
      const posted = await grantBonus(trx, {
        memberId,
        amount,
        turnoverRequired: payoutTurnover(payout, amount),
        source: 'red_envelope',
        sourceRef: `${eventId}:${memberId}`,
        idempotencyKey: `red-envelope:${eventId}:${memberId}`,
        description: 'Red envelope',
        meta: { promotionId: String(promotionId), eventId: String(eventId) },
      });
      return { amount, balance: posted.balance };
    });
  } catch (error) {
    // the (event, member) unique key: a concurrent grab of the same member committed first
    if ((error as { code?: string }).code === '23505') {
      throw new AppError('RED_ENVELOPE_ALREADY_GRABBED');
    }
    throw error;
  }
}

/**
 * The daily schedule (job `red-envelope-schedule`): for every live red-envelope activity with a
 * daily start time, today's and tomorrow's events exist. Idempotent by (activity, start).
 */
export async function scheduleRedEnvelopes(db: TDb, now: Date): Promise<{ created: number }> {
  let created = 0;
  for (const a of await repo.liveRedEnvelopeActivities(db, now)) {
    if (a.rules.kind !== 'red_envelope' || a.rules.dailyAt === null) {
      continue;
    }
    const [hh, mm] = a.rules.dailyAt.split(':').map(Number);
    for (const dayOffset of [0, 1]) {
      const start = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + dayOffset, hh, mm),
      );
      const end = new Date(start.getTime() + a.rules.durationMinutes * 60_000);
      if (start < new Date(a.starts_at) || end > new Date(a.ends_at) || end <= now) {
        continue;
      }
      if (!(await repo.findEventAt(db, Number(a.id), start))) {
        await createEvent(db, {
          promotionId: Number(a.id),
          startsAt: start,
          durationMinutes: a.rules.durationMinutes,
        });
        created += 1;
      }
    }
  }
  return { created };
}
