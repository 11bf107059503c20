import { describe, expect, it } from 'vitest';
import {
  agentRegisterConfig,
  downlineTypesOf,
  offerContractHref,
  teamPeriodRanges,
  ZTeamMembersQuerySchema,
  ZTeamTransferRequestSchema,
} from './agent-team.ts';
import type { TFieldConfig } from './site.ts';

const iso = (r: { from: Date; to: Date }) => [r.from.toISOString(), r.to.toISOString()];

describe('team overview periods', () => {
  it('cuts days, Monday weeks and months on the agent clock', () => {
    // Sunday 2026-03-01 01:30 at GMT+7 is Saturday 18:30 UTC
    const now = new Date('2026-02-28T18:30:00Z');
    const r = teamPeriodRanges(now, 420);
    expect(iso(r.today)).toEqual(['2026-02-28T17:00:00.000Z', '2026-03-01T17:00:00.000Z']);
    expect(iso(r.yesterday)).toEqual(['2026-02-27T17:00:00.000Z', '2026-02-28T17:00:00.000Z']);
    // the week began on Monday 23 February (local)
    expect(r.thisWeek.from.toISOString()).toBe('2026-02-22T17:00:00.000Z');
    // local 1 March: the month has just begun
    expect(r.thisMonth.from.toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(r.last7.from.toISOString()).toBe('2026-02-22T17:00:00.000Z');
    expect(r.last30.from.toISOString()).toBe('2026-01-30T17:00:00.000Z');
  });

  it('treats Monday as the first day of its own week and works west of UTC', () => {
    const monday = teamPeriodRanges(new Date('2026-11-23T10:00:00Z'), 0);
    expect(monday.thisWeek.from.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    const west = teamPeriodRanges(new Date('2026-11-23T02:00:00Z'), -300);
    expect(west.today.from.toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(west.thisWeek.from.toISOString()).toBe('2026-11-16T05:00:00.000Z');
  });

  it('every period ends at the next midnight and holds now', () => {
    const now = new Date('2026-12-31T23:59:59Z');
    for (const r of Object.values(teamPeriodRanges(now, 0))) {
      expect(r.from.getTime()).toBeLessThan(r.to.getTime());
      expect(r.to.toISOString() <= '2027-01-01T00:00:00.000Z').toBe(true);
    }
  });
});

describe('who registers whom (decision 024)', () => {
  it('lets every agent open players and its own line of agents, never a top-level one', () => {
    expect(downlineTypesOf(1)).toEqual([0, 2]);
    expect(downlineTypesOf(2)).toEqual([0, 2]);
    expect(downlineTypesOf(41)).toEqual([0, 42]);
    expect(downlineTypesOf(42)).toEqual([0, 42]);
    expect(downlineTypesOf(0)).toEqual([]);
    expect(downlineTypesOf(4)).toEqual([]);
  });

  it('drops captcha, SMS code and invitation codes from the form config', () => {
    const f = (field: TFieldConfig['field']): TFieldConfig => ({
      field,
      enabled: true,
      required: false,
      acceptedPattern: null,
      patternId: 'ANY',
      minLength: null,
      maxLength: null,
    });
    const kept = agentRegisterConfig(
      (['username', 'captcha', 'email', 'affiliateCode', 'referralCode', 'verificationCode'] as const).map(f),
    );
    expect(kept.map((c) => c.field)).toEqual(['username', 'email']);
  });
});

describe('team schemas', () => {
  it('refuses unknown filters and malformed dates', () => {
    expect(ZTeamMembersQuerySchema.safeParse({ pageNo: '2', depth: '1' }).success).toBe(true);
    expect(ZTeamMembersQuerySchema.safeParse({ agentId: '5' }).success).toBe(false);
    expect(ZTeamMembersQuerySchema.safeParse({ registeredFrom: '1/2/2026' }).success).toBe(false);
    expect(ZTeamMembersQuerySchema.safeParse({ status: 'gone' }).success).toBe(false);
  });

  it('needs a positive integer amount, an encrypted fund password and a request id', () => {
    const ok = { memberId: 3, amount: 100, fundPassword: 'rsa:abc', requestId: 'req-12345678' };
    expect(ZTeamTransferRequestSchema.safeParse(ok).success).toBe(true);
    expect(ZTeamTransferRequestSchema.safeParse({ ...ok, amount: 0 }).success).toBe(false);
    expect(ZTeamTransferRequestSchema.safeParse({ ...ok, amount: 1.5 }).success).toBe(false);
    expect(ZTeamTransferRequestSchema.safeParse({ ...ok, fundPassword: '123456' }).success).toBe(false);
    expect(ZTeamTransferRequestSchema.safeParse({ ...ok, requestId: 'x' }).success).toBe(false);
  });

  it('links "offer contract" to the daily wage page with the member', () => {
    expect(offerContractHref('a b')).toBe('/agentHome?page=agentDailyWages2&member=a%20b');
  });
});
