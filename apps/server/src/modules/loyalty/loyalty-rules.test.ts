// The loyalty rules (decision 035), with fast-check properties: levels are monotone in the totals
// and never skip a threshold, progress stays in 0..100, relegation drops one level with the lower
// level's credit, rebate amounts never exceed rate × bet and split by game type, the daily job's
// days are consecutive and closed, referral codes fit the registration field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TVipLevel } from '@pavilion/contracts/loyalty';
import {
  REFERRAL_CODE_LENGTH,
  dueRebateDays,
  isBirthdayMonth,
  levelFor,
  levelsPassed,
  maskAccount,
  progressTo,
  rebateLines,
  referralCodeFrom,
  reviewMonth,
} from './loyalty-rules.ts';

const lv = (level: number, dep: number, bet: number, keep = 0): TVipLevel => ({
  level,
  name: `VIP ${level}`,
  depositThreshold: dep,
  validBetThreshold: bet,
  keepValidBet: keep,
  upgradeBonus: 100 * level,
  monthlyBonus: 10 * level,
  birthdayBonus: 20 * level,
});
const LEVELS = [
  lv(0, 0, 0),
  lv(1, 50_000, 100_000, 20_000),
  lv(2, 200_000, 1_000_000, 100_000),
  lv(3, 1_000_000, 5_000_000, 500_000),
];

const levelsArb = fc
  .array(
    fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.nat(100_000)),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((steps) => {
    let dep = 0;
    let bet = 0;
    return [lv(0, 0, 0), ...steps.map(([d, b, k], i) => lv(i + 1, (dep += d), (bet += b), k))];
  });
const totalsArb = fc.record({ deposit: fc.nat(10_000_000), validBet: fc.nat(10_000_000) });

describe('VIP levels', () => {
  it('needs both thresholds', () => {
    expect(levelFor(LEVELS, { deposit: 0, validBet: 0 })).toBe(0);
    expect(levelFor(LEVELS, { deposit: 50_000, validBet: 99_999 })).toBe(0);
    expect(levelFor(LEVELS, { deposit: 50_000, validBet: 100_000 })).toBe(1);
    expect(levelFor(LEVELS, { deposit: 199_999, validBet: 9_000_000 })).toBe(1);
    expect(levelFor(LEVELS, { deposit: 10_000_000, validBet: 10_000_000 })).toBe(3);
  });

  it('is monotone in the totals and meets every threshold up to the level (property)', () => {
    fc.assert(
      fc.property(levelsArb, totalsArb, totalsArb, (levels, a, more) => {
        const level = levelFor(levels, a);
        const b = { deposit: a.deposit + more.deposit, validBet: a.validBet + more.validBet };
        expect(levelFor(levels, b)).toBeGreaterThanOrEqual(level);
        for (const l of levels.filter((x) => x.level <= level)) {
          expect(a.deposit).toBeGreaterThanOrEqual(l.depositThreshold);
          expect(a.validBet).toBeGreaterThanOrEqual(l.validBetThreshold);
        }
      }),
    );
  });

  it('progress runs 0..100 and reaches 100 exactly at the next threshold', () => {
    expect(progressTo(LEVELS, 1, { deposit: 125_000, validBet: 100_000 })).toMatchObject({
      deposit: 50,
      validBet: 0,
    });
    expect(progressTo(LEVELS, 1, { deposit: 200_000, validBet: 1_000_000 })).toMatchObject({
      deposit: 100,
      validBet: 100,
    });
    expect(progressTo(LEVELS, 3, { deposit: 0, validBet: 0 })).toEqual({
      next: null,
      deposit: 100,
      validBet: 100,
    });
    fc.assert(
      fc.property(levelsArb, totalsArb, (levels, totals) => {
        const p = progressTo(levels, levelFor(levels, totals), totals);
        for (const v of [p.deposit, p.validBet]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('upgrades earn every level passed, once each', () => {
    expect(levelsPassed(0, 3)).toEqual([1, 2, 3]);
    expect(levelsPassed(2, 2)).toEqual([]);
    expect(levelsPassed(3, 1)).toEqual([]);
  });

  it('relegates one level when the month falls short of the keep requirement, with the lower credit', () => {
    const state = { level: 2, depositOffset: 0, betOffset: 0 };
    expect(reviewMonth(LEVELS, state, 100_000)).toEqual({ ...state, relegated: false });
    expect(reviewMonth(LEVELS, state, 99_999)).toEqual({
      level: 1,
      depositOffset: 50_000,
      betOffset: 100_000,
      relegated: true,
    });
    expect(reviewMonth(LEVELS, { level: 0, depositOffset: 0, betOffset: 0 }, 0).relegated).toBe(false);
    fc.assert(
      fc.property(levelsArb, fc.nat(8), fc.nat(1_000_000), (levels, at, month) => {
        const level = Math.min(at, levels.length - 1);
        const r = reviewMonth(levels, { level, depositOffset: 0, betOffset: 0 }, month);
        expect(level - r.level).toBe(r.relegated ? 1 : 0);
        // the credit keeps the member exactly at the new level
        if (r.relegated) {
          expect(
            levelFor(levels, { deposit: r.depositOffset, validBet: r.betOffset }),
          ).toBeGreaterThanOrEqual(r.level);
        }
      }),
    );
  });

  it('knows the birthday month', () => {
    expect(isBirthdayMonth('1990-11-03', new Date('2026-11-26T00:00:00Z'))).toBe(true);
    expect(isBirthdayMonth('1990-12-03', new Date('2026-11-26T00:00:00Z'))).toBe(false);
    expect(isBirthdayMonth(null, new Date())).toBe(false);
  });
});

describe('rebates', () => {
  it('floors per game type', () => {
    const rates: Record<string, number> = { LIVE: 30, RNG: 55 };
    const r = rebateLines(
      [
        { gameType: 'RNG', validBet: 12_345 },
        { gameType: 'LIVE', validBet: 10_000 },
        { gameType: 'RNG', validBet: 1 },
        { gameType: 'FISH', validBet: 5_000 },
      ],
      (g) => rates[g] ?? 0,
    );
    expect(r.lines).toEqual([
      { gameType: 'FISH', validBet: 5_000, rateBp: 0, amount: 0 },
      { gameType: 'LIVE', validBet: 10_000, rateBp: 30, amount: 30 },
      { gameType: 'RNG', validBet: 12_346, rateBp: 55, amount: 67 },
    ]);
    expect(r.total).toBe(97);
  });

  it('never pays more than rate × bet, and loses less than a unit per game type (property)', () => {
    const bet = fc.record({
      gameType: fc.constantFrom('LIVE', 'RNG', 'FISH', 'PVP'),
      validBet: fc.nat(1e12),
    });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 30 }), fc.integer({ min: 0, max: 500 }), (bets, rate) => {
        const { lines, total } = rebateLines(bets, () => rate);
        const exact = bets.reduce((s, b) => s + (b.validBet * rate) / 10_000, 0);
        expect(total).toBeLessThanOrEqual(exact + 1e-3);
        expect(exact - total).toBeLessThan(lines.length + 1e-3);
        expect(lines.reduce((s, l) => s + l.validBet, 0)).toBe(bets.reduce((s, b) => s + b.validBet, 0));
      }),
    );
  });

  it('owes closed UTC days after the last one done, consecutively', () => {
    const now = new Date('2026-11-26T00:00:30Z');
    // 30 s after midnight the 25th is not closed yet (settle lag of a minute)
    expect(dueRebateDays(null, now)).toEqual(['2026-11-24']);
    expect(dueRebateDays(null, new Date('2026-11-26T00:05:00Z'))).toEqual(['2026-11-25']);
    expect(dueRebateDays('2026-11-22', new Date('2026-11-26T06:00:00Z'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(dueRebateDays('2026-11-25', new Date('2026-11-26T06:00:00Z'))).toEqual([]);
  });
});

describe('referral', () => {
  it('codes are 8 characters of the registration pattern, without look-alikes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const code = referralCodeFrom(bytes);
        expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
        expect(code).toMatch(/^R[A-HJ-NP-Z2-9]{7}$/);
      }),
    );
  });

  it('masks friends’ accounts', () => {
    expect(maskAccount('friend01')).toBe('fr*****1');
    expect(maskAccount('abcd')).toBe('ab*d');
    expect(maskAccount('ab')).toBe('a**');
  });
});
