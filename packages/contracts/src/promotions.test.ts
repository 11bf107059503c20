// The activity-state transition table (every state × event), the derivation from clock and
// condition, the bonus and turnover maths, what an application's approval may pay (the Zalo bonus's
// maximum) and the red-envelope split, with fast-check properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_EVENTS,
  ACTIVITY_STATES,
  ACTIVITY_TRANSITIONS,
  activityAction,
  applicationGrant,
  ZPromotionRulesSchema,
  deriveActivityState,
  depositBonus,
  isActionable,
  nextActivityState,
  rebateBonus,
  splitRedEnvelope,
  turnoverProgress,
  turnoverRequired,
  ZApplicationRemarkSchema,
  ZPromotionCreateSchema,
  type TActivityState,
} from './promotions.ts';

describe('activity transition table', () => {
  it('names only known states, and the terminal states accept no event', () => {
    for (const state of ACTIVITY_STATES) {
      for (const event of ACTIVITY_EVENTS) {
        const next = nextActivityState(state, event);
        expect(next === null || ACTIVITY_STATES.includes(next)).toBe(true);
      }
    }
    for (const terminal of ['claimed', 'issued', 'rejected', 'close'] as TActivityState[]) {
      expect(Object.keys(ACTIVITY_TRANSITIONS[terminal])).toEqual([]);
    }
  });

  it('walks the paths of each kind and refuses the others', () => {
    expect(nextActivityState('join', 'qualify')).toBe('claim');
    expect(nextActivityState('claim', 'claim')).toBe('claimed');
    expect(nextActivityState('join', 'join')).toBe('process');
    expect(nextActivityState('coming_soon', 'join')).toBe('joined');
    expect(nextActivityState('joined', 'open')).toBe('process');
    expect(nextActivityState('process', 'qualify')).toBe('claim');
    expect(nextActivityState('join', 'apply')).toBe('applying');
    expect(nextActivityState('applying', 'approve')).toBe('issued');
    expect(nextActivityState('applying', 'reject')).toBe('rejected');
    // refusals
    expect(nextActivityState('join', 'claim')).toBeNull();
    expect(nextActivityState('claimed', 'claim')).toBeNull();
    expect(nextActivityState('coming_soon', 'claim')).toBeNull();
    expect(nextActivityState('applying', 'apply')).toBeNull();
    expect(nextActivityState('rejected', 'apply')).toBeNull();
    expect(nextActivityState('applying', 'close')).toBeNull();
    expect(nextActivityState('close', 'open')).toBeNull();
  });

  it('a claimed state is reached from nowhere but claim', () => {
    for (const state of ACTIVITY_STATES) {
      for (const event of ACTIVITY_EVENTS) {
        if (nextActivityState(state, event) === 'claimed') {
          expect([state, event]).toEqual(['claim', 'claim']);
        }
      }
    }
  });

  it('offers the action of each kind', () => {
    expect(activityAction('deposit_bonus', 'join')).toBeNull();
    expect(activityAction('deposit_bonus', 'claim')).toBe('claim');
    expect(activityAction('application', 'join')).toBe('apply');
    expect(activityAction('red_envelope', 'join')).toBe('grab');
    expect(activityAction('mission', 'coming_soon')).toBe('join');
    expect(activityAction('rebate', 'process')).toBeNull();
    expect(isActionable('claim')).toBe(true);
    expect(isActionable('applying')).toBe(false);
  });
});

describe('deriveActivityState', () => {
  const startsAt = new Date('2026-01-10T00:00:00Z');
  const endsAt = new Date('2026-01-20T00:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('follows the clock and the condition', () => {
    const base = { startsAt, endsAt, qualified: false, stored: null };
    expect(deriveActivityState({ ...base, now: at('2026-01-09T00:00:00Z') })).toBe('coming_soon');
    expect(deriveActivityState({ ...base, now: at('2026-01-11T00:00:00Z') })).toBe('join');
    expect(deriveActivityState({ ...base, now: at('2026-01-11T00:00:00Z'), qualified: true })).toBe('claim');
    expect(deriveActivityState({ ...base, now: at('2026-01-21T00:00:00Z') })).toBe('close');
    expect(deriveActivityState({ ...base, now: at('2026-01-11T00:00:00Z'), stored: 'joined' })).toBe(
      'process',
    );
    expect(deriveActivityState({ ...base, now: at('2026-01-21T00:00:00Z'), stored: 'applying' })).toBe(
      'applying',
    );
    expect(deriveActivityState({ ...base, now: at('2026-01-21T00:00:00Z'), stored: 'claimed' })).toBe(
      'claimed',
    );
  });

  it('property: a stored terminal state never changes, and the result is always a known state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TActivityState | null>(
          null,
          'joined',
          'process',
          'claimed',
          'applying',
          'issued',
          'rejected',
        ),
        fc.integer({ min: -20, max: 40 }),
        fc.boolean(),
        (stored, day, qualified) => {
          const now = new Date(startsAt.getTime() + day * 86_400_000);
          const state = deriveActivityState({ stored, now, startsAt, endsAt, qualified });
          expect(ACTIVITY_STATES).toContain(state);
          if (stored === 'claimed' || stored === 'issued' || stored === 'rejected') {
            expect(state).toBe(stored);
          }
          if (now < startsAt && stored === null) {
            expect(state).toBe('coming_soon');
          }
        },
      ),
    );
  });
});

describe('bonus and turnover maths', () => {
  const rules = { percentBp: 5_000, cap: 50_000, minDeposit: 10_000 };

  it('pays a percentage of the deposit, capped, nothing below the minimum', () => {
    expect(depositBonus(rules, 9_999)).toBe(0);
    expect(depositBonus(rules, 10_000)).toBe(5_000);
    expect(depositBonus(rules, 20_001)).toBe(10_000);
    expect(depositBonus(rules, 1_000_000)).toBe(50_000);
    expect(rebateBonus({ rateBp: 80, cap: 1_000 }, 100_000)).toBe(800);
    expect(rebateBonus({ rateBp: 80, cap: 500 }, 100_000)).toBe(500);
    expect(turnoverRequired(3, 10_000, 20_000)).toBe(90_000);
  });

  it('property: a bonus is never negative, never above the cap, never above the percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (percentBp, cap, minDeposit, deposit) => {
          const bonus = depositBonus({ percentBp, cap, minDeposit }, deposit);
          expect(Number.isSafeInteger(bonus)).toBe(true);
          expect(bonus).toBeGreaterThanOrEqual(0);
          expect(bonus).toBeLessThanOrEqual(cap);
          expect(bonus * 10_000).toBeLessThanOrEqual(deposit * percentBp);
          if (deposit < minDeposit) {
            expect(bonus).toBe(0);
          }
        },
      ),
    );
  });

  it('property: progress is within [0, required] and met exactly when the bets cover it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e10 }), (required, valid) => {
        const { progress, met } = turnoverProgress(required, valid);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(required);
        expect(met).toBe(valid >= required);
      }),
    );
  });
});

describe('splitRedEnvelope', () => {
  const seeded = (seed: number) => {
    let s = seed >>> 0 || 1;
    return () => {
      s = (s * 1_664_525 + 1_013_904_223) >>> 0;
      return s / 2 ** 32;
    };
  };

  it('property: the shares always sum to the pool, each at least 1, as many as asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer(),
        (shares, extra, seed) => {
          const pool = shares + extra;
          const split = splitRedEnvelope(pool, shares, seeded(seed));
          expect(split).toHaveLength(shares);
          expect(split.reduce((a, b) => a + b, 0)).toBe(pool);
          expect(Math.min(...split)).toBeGreaterThanOrEqual(1);
          expect(split.every((x) => Number.isSafeInteger(x))).toBe(true);
        },
      ),
    );
  });

  it('holds with the extreme random values and refuses a pool below one per share', () => {
    expect(splitRedEnvelope(100, 10, () => 0).reduce((a, b) => a + b)).toBe(100);
    expect(splitRedEnvelope(100, 10, () => 0.999_999_9).reduce((a, b) => a + b)).toBe(100);
    expect(splitRedEnvelope(5, 5, () => 0.5)).toEqual([1, 1, 1, 1, 1]);
    expect(() => splitRedEnvelope(4, 5, Math.random)).toThrow(RangeError);
  });
});

describe('schemas', () => {
  it('limits the remark to 140 characters', () => {
    expect(ZApplicationRemarkSchema.safeParse('x'.repeat(140)).success).toBe(true);
    expect(ZApplicationRemarkSchema.safeParse('x'.repeat(141)).success).toBe(false);
  });

  it('refuses a window that ends before it starts and rules of an unknown kind', () => {
    const base = {
      title: 'T',
      startsAt: '2026-01-10T00:00:00Z',
      endsAt: '2026-01-20T00:00:00Z',
      rules: { kind: 'application', reward: 100, turnoverMultiplier: 1 },
    };
    expect(ZPromotionCreateSchema.safeParse(base).success).toBe(true);
    expect(ZPromotionCreateSchema.safeParse({ ...base, endsAt: '2026-01-01T00:00:00Z' }).success).toBe(false);
    expect(ZPromotionCreateSchema.safeParse({ ...base, rules: { kind: 'lottery' } }).success).toBe(false);
  });
});

describe('applicationGrant (an approval pays up to the maximum)', () => {
  const zalo = { reward: 1_000_000, maxReward: 13_100_000 };
  it('pays the reward when no amount is named, the amount up to the maximum, nothing over it', () => {
    expect(applicationGrant(zalo)).toBe(1_000_000);
    expect(applicationGrant(zalo, 13_100_000)).toBe(13_100_000);
    expect(applicationGrant(zalo, 13_100_001)).toBeNull();
    expect(applicationGrant(zalo, 0)).toBeNull();
    expect(applicationGrant({ reward: 5_000 }, 5_001)).toBeNull();
    expect(applicationGrant({ reward: 5_000 }, 4_000)).toBe(4_000);
  });
  it('never grants more than the maximum, nor less than 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: -10, max: 2 * 10 ** 9 }),
        (max, amount) => {
          const got = applicationGrant({ reward: 1, maxReward: max }, amount);
          return got === null ? amount < 1 || amount > max : got === amount && got >= 1 && got <= max;
        },
      ),
    );
  });
  it('the rules accept a maximum at or above the reward and a known contact only', () => {
    const rules = { kind: 'application', reward: 100, turnoverMultiplier: 1 };
    expect(ZPromotionRulesSchema.safeParse({ ...rules, maxReward: 100, contact: 'zalo' }).success).toBe(true);
    expect(ZPromotionRulesSchema.safeParse({ ...rules, maxReward: 99 }).success).toBe(false);
    expect(ZPromotionRulesSchema.safeParse({ ...rules, contact: 'icq' }).success).toBe(false);
  });
});
