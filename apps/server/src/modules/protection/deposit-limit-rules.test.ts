import { describe, expect, it } from 'vitest';
import { LIMIT_INCREASE_DELAY_MS } from '@pavilion/contracts/protection';
import { findBreach, limitInForce, planLimitChange } from './deposit-limit-rules.ts';

const now = new Date('2026-01-10T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('deposit limit rules', () => {
  it('has no limit without a row, and applies a pending raise once its time has come', () => {
    expect(limitInForce(undefined, now)).toEqual({ amount: null, pending: null });
    const stored = { amount: 100, pendingAmount: 500, pendingEffectiveAt: later(1000) };
    expect(limitInForce(stored, now)).toEqual({
      amount: 100,
      pending: { amount: 500, effectiveAt: later(1000) },
    });
    expect(limitInForce(stored, later(1000))).toEqual({ amount: 500, pending: null });
  });

  it('lowers at once and raises (or removes) only after 24 hours', () => {
    expect(planLimitChange(undefined, 1000, now)).toEqual({
      amount: 1000,
      pendingAmount: null,
      pendingEffectiveAt: null,
    });
    const current = { amount: 1000, pendingAmount: null, pendingEffectiveAt: null };
    expect(planLimitChange(current, 400, now)).toEqual({
      amount: 400,
      pendingAmount: null,
      pendingEffectiveAt: null,
    });
    expect(planLimitChange(current, 5000, now)).toEqual({
      amount: 1000,
      pendingAmount: 5000,
      pendingEffectiveAt: later(LIMIT_INCREASE_DELAY_MS),
    });
    expect(planLimitChange(current, null, now)).toEqual({
      amount: 1000,
      pendingAmount: null,
      pendingEffectiveAt: later(LIMIT_INCREASE_DELAY_MS),
    });
  });

  it('cancels a pending raise when the member asks for the limit in force, or lowers it', () => {
    const pending = { amount: 1000, pendingAmount: 5000, pendingEffectiveAt: later(3600_000) };
    expect(planLimitChange(pending, 1000, now)).toEqual({
      amount: 1000,
      pendingAmount: null,
      pendingEffectiveAt: null,
    });
    expect(planLimitChange(pending, 200, now)).toEqual({
      amount: 200,
      pendingAmount: null,
      pendingEffectiveAt: null,
    });
  });

  it('a second raise restarts the 24-hour wait from the limit in force', () => {
    const pending = { amount: 1000, pendingAmount: 5000, pendingEffectiveAt: later(3600_000) };
    const plan = planLimitChange(pending, 8000, later(60_000));
    expect(plan).toEqual({
      amount: 1000,
      pendingAmount: 8000,
      pendingEffectiveAt: later(60_000 + LIMIT_INCREASE_DELAY_MS),
    });
  });

  it('reports the window with the least room left, and none when every window allows the amount', () => {
    const windows = [
      { period: '24h' as const, limit: 1000, used: 100 },
      { period: '7d' as const, limit: 2000, used: 1500 },
      { period: '30d' as const, limit: null, used: 9000 },
    ];
    expect(findBreach(windows, 500)).toBeNull();
    expect(findBreach(windows, 501)).toEqual({ period: '7d', limit: 2000, remaining: 500 });
    expect(findBreach([{ period: '24h', limit: 100, used: 300 }], 1)).toEqual({
      period: '24h',
      limit: 100,
      remaining: 0,
    });
  });
});
