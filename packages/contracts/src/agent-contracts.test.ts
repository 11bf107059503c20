// The transition table exhaustively, the rate rule (with a property against a brute-force model) and
// the terms schemas' edges.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  CONTRACT_TRANSITIONS,
  mayAct,
  ratesAboveUpline,
  topRateBp,
  transitionFor,
  ZContractTermsSchema,
  type TContractSide,
  type TContractStatus,
  type TDailyTerms,
} from './agent-contracts.ts';

const SIDES: TContractSide[] = ['upline', 'downline'];

describe('transition table', () => {
  it('has at most one transition per (state, action)', () => {
    const keys = CONTRACT_TRANSITIONS.map((t) => `${t.from}:${t.action}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // the expected table, written out by hand: state → side → termination requester → actions
  const expected = (status: TContractStatus, side: TContractSide, by: TContractSide | null): string[] => {
    switch (status) {
      case 'offered':
        return side === 'downline' ? ['accept', 'reject'] : ['withdraw'];
      case 'active':
        return ['request_termination'];
      case 'termination_requested':
        if (by === null) {
          return [];
        }
        return by === side ? ['cancel_termination'] : ['confirm_termination', 'decline_termination'];
      default:
        return [];
    }
  };

  it('allows exactly the expected actions for every state, side and requester', () => {
    for (const status of CONTRACT_STATUSES) {
      for (const side of SIDES) {
        for (const by of [null, 'upline', 'downline'] as const) {
          expect(allowedActions(status, side, by), `${status}/${side}/${by}`).toEqual(
            expected(status, side, by),
          );
          for (const action of CONTRACT_ACTIONS) {
            expect(mayAct(status, action, side, by)).toBe(expected(status, side, by).includes(action));
          }
        }
      }
    }
  });

  it('ended states are final and every transition names a request type', () => {
    for (const s of ['rejected', 'withdrawn', 'terminated'] as const) {
      for (const a of CONTRACT_ACTIONS) {
        expect(transitionFor(s, a)).toBeUndefined();
      }
    }
    for (const t of CONTRACT_TRANSITIONS) {
      expect(t.request).toBe(t.from === 'offered' ? 'new' : 'termination');
    }
  });
});

const daily = (...tiers: [number, number, number][]): TDailyTerms => ({
  kind: 'daily',
  tiers: tiers.map(([minDailyBet, minActiveMembers, rateBp]) => ({ minDailyBet, minActiveMembers, rateBp })),
});

describe('rate rule', () => {
  it('refuses a rate above the upline at the same activity, and accepts an equal or lower one', () => {
    const parent = daily([10_000, 2, 50], [100_000, 5, 100]);
    expect(ratesAboveUpline(daily([10_000, 2, 50]), parent)).toEqual([]);
    expect(ratesAboveUpline(daily([10_000, 2, 51]), parent)).toEqual(['tiers.0.rateBp']);
    // a higher rate at a lower threshold than the parent pays it
    expect(ratesAboveUpline(daily([50_000, 2, 60]), parent)).toEqual(['tiers.0.rateBp']);
    expect(ratesAboveUpline(daily([100_000, 5, 100]), parent)).toEqual([]);
    // below every parent tier the parent pays 0
    expect(ratesAboveUpline(daily([0, 0, 1]), parent)).toEqual(['tiers.0.rateBp']);
    expect(ratesAboveUpline(daily([0, 0, 0], [100_000, 5, 90]), parent)).toEqual([]);
    expect(ratesAboveUpline(daily([1, 1, 1]), null)).toEqual(['contract']);
  });

  it('realtime: each rate at most the upline, the single-bet minimum at least the upline', () => {
    const p = { kind: 'realtime', profitRateBp: 20, lossRateBp: 50, minSingleBet: 1000 } as const;
    expect(ratesAboveUpline({ ...p }, p)).toEqual([]);
    expect(ratesAboveUpline({ ...p, profitRateBp: 21, lossRateBp: 51, minSingleBet: 999 }, p)).toEqual([
      'profitRateBp',
      'lossRateBp',
      'minSingleBet',
    ]);
  });

  it('dividends must share the upline period', () => {
    const tiers = [{ minActiveMembers: 1, minValidBet: 0, minLoss: 0, rateBp: 10 }];
    expect(
      ratesAboveUpline({ kind: 'dividend', period: 'W', tiers }, { kind: 'dividend', period: 'M', tiers }),
    ).toEqual(['period']);
  });

  // property: the rule holds exactly when, at every activity level, the child pays at most the parent
  const tier = fc.record({
    minDailyBet: fc.integer({ min: 0, max: 6 }),
    minActiveMembers: fc.integer({ min: 0, max: 6 }),
    rateBp: fc.integer({ min: 0, max: 20 }),
  });
  const payAt = (t: TDailyTerms, bet: number, members: number) =>
    Math.max(
      0,
      ...t.tiers.filter((x) => bet >= x.minDailyBet && members >= x.minActiveMembers).map((x) => x.rateBp),
    );
  it('matches a brute-force model over every activity level', () => {
    fc.assert(
      fc.property(
        fc.array(tier, { minLength: 1, maxLength: 4 }),
        fc.array(tier, { minLength: 1, maxLength: 4 }),
        (c, p) => {
          const child: TDailyTerms = { kind: 'daily', tiers: c };
          const parent: TDailyTerms = { kind: 'daily', tiers: p };
          let within = true;
          for (let bet = 0; bet <= 7; bet++) {
            for (let m = 0; m <= 7; m++) {
              if (payAt(child, bet, m) > payAt(parent, bet, m)) {
                within = false;
              }
            }
          }
          expect(ratesAboveUpline(child, parent).length === 0).toBe(within);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('terms schemas', () => {
  it('accepts each kind and rejects bad shapes', () => {
    expect(ZContractTermsSchema.safeParse(daily([0, 0, 10])).success).toBe(true);
    expect(
      ZContractTermsSchema.safeParse({ kind: 'hourly', tiers: [{ minHourlyBet: 0, rateBp: 10 }] }).success,
    ).toBe(true);
    const bad = [
      { kind: 'daily', tiers: [] },
      { kind: 'daily', tiers: [{ minDailyBet: 0, minActiveMembers: 0, rateBp: 10_001 }] },
      { kind: 'daily', tiers: [{ minDailyBet: 0.5, minActiveMembers: 0, rateBp: 1 }] },
      { kind: 'daily', tiers: [{ minDailyBet: -1, minActiveMembers: 0, rateBp: 1 }] },
      { kind: 'daily', tiers: [{ minDailyBet: 0, minActiveMembers: 0, rateBp: 1 }], extra: 1 },
      { kind: 'weekly', tiers: [] },
      { kind: 'dividend', tiers: [{ minActiveMembers: 1, minValidBet: 0, minLoss: 0, rateBp: 1 }] },
      {
        kind: 'dividend',
        period: 'Y',
        tiers: [{ minActiveMembers: 1, minValidBet: 0, minLoss: 0, rateBp: 1 }],
      },
      { kind: 'realtime', profitRateBp: 1, lossRateBp: 1 },
      { kind: 'hourly', tiers: Array.from({ length: 11 }, (_, i) => ({ minHourlyBet: i, rateBp: i })) },
    ];
    for (const b of bad) {
      expect(ZContractTermsSchema.safeParse(b).success, JSON.stringify(b)).toBe(false);
    }
  });

  it('tiers must ascend: thresholds and rates never fall, no two tiers alike', () => {
    expect(ZContractTermsSchema.safeParse(daily([0, 0, 10], [10, 1, 20])).success).toBe(true);
    expect(ZContractTermsSchema.safeParse(daily([10, 1, 10], [0, 0, 20])).success).toBe(false);
    expect(ZContractTermsSchema.safeParse(daily([0, 0, 20], [10, 1, 10])).success).toBe(false);
    expect(ZContractTermsSchema.safeParse(daily([10, 1, 10], [10, 1, 20])).success).toBe(false);
    expect(ZContractTermsSchema.safeParse(daily([10, 0, 10], [0, 5, 20])).success).toBe(false);
  });

  it('topRateBp is the highest rate of the terms', () => {
    expect(topRateBp(daily([0, 0, 10], [10, 1, 20]))).toBe(20);
    expect(topRateBp({ kind: 'realtime', profitRateBp: 5, lossRateBp: 7, minSingleBet: 0 })).toBe(7);
  });
});
