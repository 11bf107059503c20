// Agent settlement (issue 12, spec §3, §4, §9; decision 026): the periods salaries and dividends are
// settled over, the payout maths of each contract kind, and the API shapes of "my income", the
// settlement records and the operator's runs. Pure: the server and the web share it.
//
// Periods are in the site's time zone, which must be DST-free (default Asia/Phnom_Penh, UTC+7): a
// period is a half-open interval [start, end) of instants, computed from a fixed UTC offset.
// Money is integer minor units, rates integer basis points; every payout rounds DOWN (floor) to a
// whole minor unit, computed in BigInt so no product loses precision.
import { z } from 'zod';
import type {
  TContractKind,
  TContractTerms,
  TDailyTerms,
  TDividendPeriod,
  TDividendTerms,
  THourlyTerms,
  TRealtimeTerms,
} from './agent-contracts.ts';

// ---------------------------------------------------------------- periods
export const PERIOD_UNITS = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type TPeriodUnit = (typeof PERIOD_UNITS)[number];
export const DEFAULT_SETTLEMENT_TIME_ZONE = 'Asia/Phnom_Penh';
/** Minutes of one real-time salary window. */
export const REALTIME_WINDOW_MINUTES = 5;

/** The dividend period codes of spec §3 (D, W, H = half month, M) as period units. */
export const DIVIDEND_PERIOD_UNITS: Record<TDividendPeriod, TPeriodUnit> = {
  D: 'daily',
  W: 'weekly',
  H: 'semimonthly',
  M: 'monthly',
};

/** The period unit a contract is settled over. */
export function periodUnitOf(kind: TContractKind, dividendPeriod?: TDividendPeriod | null): TPeriodUnit {
  if (kind === 'dividend') {
    return DIVIDEND_PERIOD_UNITS[dividendPeriod ?? 'D'];
  }
  return kind;
}

export type TPeriod = {
  unit: TPeriodUnit;
  /** `2026-11-24T13:05` | `2026-11-24T13` | `2026-11-24` | `2026-W48` | `2026-11-H2` | `2026-11` */
  key: string;
  /** first instant of the period (inclusive) */
  start: Date;
  /** first instant after the period (exclusive) */
  end: Date;
};

const MINUTE = 60_000;
const DAY = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * UTC offset (minutes) of a time zone, refused when the zone observes DST (its offsets in January and
 * July differ, or it is unknown): settlement periods need a fixed offset.
 */
export function fixedZoneOffsetMinutes(timeZone: string, year = 2026): number {
  const offsetAt = (at: Date) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(at);
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
    const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return Math.round((local - at.getTime()) / MINUTE);
  };
  const jan = offsetAt(new Date(Date.UTC(year, 0, 15)));
  const jul = offsetAt(new Date(Date.UTC(year, 6, 15)));
  if (jan !== jul) {
    throw new Error(`time zone ${timeZone} observes daylight saving time`);
  }
  return jan;
}

/** ISO-8601 week of a local calendar date (ms of its local midnight as if UTC): [year, week]. */
function isoWeek(localMidnight: number): [number, number] {
  const d = new Date(localMidnight);
  const dow = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = localMidnight + (3 - dow) * DAY;
  const year = new Date(thursday).getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1);
  return [year, Math.floor((thursday - jan1) / DAY / 7) + 1];
}

/** Local start (ms, local wall clock expressed as UTC) of the period holding a local instant. */
function localStartOf(unit: TPeriodUnit, local: number): number {
  const d = new Date(local);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  switch (unit) {
    case 'realtime':
      return (
        local -
        (((local % (REALTIME_WINDOW_MINUTES * MINUTE)) + REALTIME_WINDOW_MINUTES * MINUTE) %
          (REALTIME_WINDOW_MINUTES * MINUTE))
      );
    case 'hourly':
      return Date.UTC(y, m, day, d.getUTCHours());
    case 'daily':
      return Date.UTC(y, m, day);
    case 'weekly':
      return Date.UTC(y, m, day) - ((d.getUTCDay() + 6) % 7) * DAY;
    case 'semimonthly':
      return Date.UTC(y, m, day <= 15 ? 1 : 16);
    case 'monthly':
      return Date.UTC(y, m, 1);
  }
}

function localEndOf(unit: TPeriodUnit, localStart: number): number {
  const d = new Date(localStart);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (unit) {
    case 'realtime':
      return localStart + REALTIME_WINDOW_MINUTES * MINUTE;
    case 'hourly':
      return localStart + 3_600_000;
    case 'daily':
      return localStart + DAY;
    case 'weekly':
      return localStart + 7 * DAY;
    case 'semimonthly':
      return d.getUTCDate() === 1 ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1);
    case 'monthly':
      return Date.UTC(y, m + 1, 1);
  }
}

function keyOf(unit: TPeriodUnit, localStart: number): string {
  const d = new Date(localStart);
  const ym = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
  const ymd = `${ym}-${pad(d.getUTCDate())}`;
  switch (unit) {
    case 'realtime':
      return `${ymd}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    case 'hourly':
      return `${ymd}T${pad(d.getUTCHours())}`;
    case 'daily':
      return ymd;
    case 'weekly': {
      const [wy, w] = isoWeek(localStart);
      return `${wy}-W${pad(w)}`;
    }
    case 'semimonthly':
      return `${ym}-H${d.getUTCDate() === 1 ? 1 : 2}`;
    case 'monthly':
      return ym;
  }
}

function periodAtLocalStart(unit: TPeriodUnit, localStart: number, offsetMinutes: number): TPeriod {
  const shift = offsetMinutes * MINUTE;
  return {
    unit,
    key: keyOf(unit, localStart),
    start: new Date(localStart - shift),
    end: new Date(localEndOf(unit, localStart) - shift),
  };
}

/** The period of `unit` holding instant `at`, in a zone `offsetMinutes` east of UTC. */
export function periodOf(unit: TPeriodUnit, at: Date, offsetMinutes: number): TPeriod {
  const local = at.getTime() + offsetMinutes * MINUTE;
  return periodAtLocalStart(unit, localStartOf(unit, local), offsetMinutes);
}

/** The period right after `p`. */
export function nextPeriod(p: TPeriod, offsetMinutes: number): TPeriod {
  return periodOf(p.unit, p.end, offsetMinutes);
}

/** The period right before `p`. */
export function previousPeriod(p: TPeriod, offsetMinutes: number): TPeriod {
  return periodOf(p.unit, new Date(p.start.getTime() - 1), offsetMinutes);
}

const KEY_PATTERNS: Record<TPeriodUnit, RegExp> = {
  realtime: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/,
  hourly: /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/,
  daily: /^(\d{4})-(\d{2})-(\d{2})$/,
  weekly: /^(\d{4})-W(\d{2})$/,
  semimonthly: /^(\d{4})-(\d{2})-H([12])$/,
  monthly: /^(\d{4})-(\d{2})$/,
};

/** The period a key names, or null when the key is malformed or names no real period. */
export function periodFromKey(unit: TPeriodUnit, key: string, offsetMinutes: number): TPeriod | null {
  const m = KEY_PATTERNS[unit].exec(key);
  if (!m) {
    return null;
  }
  const n = m.slice(1).map(Number);
  let local: number;
  if (unit === 'weekly') {
    const [year, week] = n as [number, number];
    // ISO week 1 holds 4 January
    const jan4 = Date.UTC(year, 0, 4);
    const week1Monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY;
    local = week1Monday + (week - 1) * 7 * DAY;
  } else if (unit === 'semimonthly') {
    local = Date.UTC(n[0]!, n[1]! - 1, n[2] === 1 ? 1 : 16);
  } else if (unit === 'monthly') {
    local = Date.UTC(n[0]!, n[1]! - 1, 1);
  } else {
    local = Date.UTC(n[0]!, n[1]! - 1, n[2]!, n[3] ?? 0, n[4] ?? 0);
  }
  const p = periodAtLocalStart(unit, localStartOf(unit, local), offsetMinutes);
  return p.key === key ? p : null;
}

/**
 * The completed periods of `unit` that end after `from` and no later than `now`, oldest first, at
 * most `limit` of them: what a settlement job still has to settle when it last settled up to `from`.
 */
export function completedPeriodsSince(
  unit: TPeriodUnit,
  from: Date,
  now: Date,
  offsetMinutes: number,
  limit = Number.POSITIVE_INFINITY,
): TPeriod[] {
  const out: TPeriod[] = [];
  let p = periodOf(unit, from, offsetMinutes);
  while (p.end.getTime() <= now.getTime() && out.length < limit) {
    out.push(p);
    p = nextPeriod(p, offsetMinutes);
  }
  return out;
}

/** The last completed period of `unit` at `now` (daily salary: yesterday). */
export function lastCompletedPeriod(unit: TPeriodUnit, now: Date, offsetMinutes: number): TPeriod {
  return previousPeriod(periodOf(unit, now, offsetMinutes), offsetMinutes);
}

// ---------------------------------------------------------------- maths
/** The figures of a downline's team (everyone under the downline agent) over one period. */
export type TPeriodFigures = {
  /** valid bet: the stakes of settled bets (rolled-back bets never count) */
  validBet: number;
  /** members with at least one settled bet in the period */
  activeMembers: number;
  /** sum of (win − stake) of settled bets: negative = the team lost */
  profitLoss: number;
  /** real-time: stakes of settled bets ≥ the single-bet minimum that the member won (win > stake) */
  wonValidBet: number;
  /** real-time: stakes of settled bets ≥ the single-bet minimum that the member lost (win < stake) */
  lostValidBet: number;
};

export const ZERO_FIGURES: TPeriodFigures = {
  validBet: 0,
  activeMembers: 0,
  profitLoss: 0,
  wonValidBet: 0,
  lostValidBet: 0,
};

/** floor(base × rateBp / 10 000) for base ≥ 0, exact (BigInt). */
export function applyRate(base: number, rateBp: number): number {
  if (base <= 0 || rateBp <= 0) {
    return 0;
  }
  return Number((BigInt(base) * BigInt(rateBp)) / 10_000n);
}

/** Team loss of a period as a positive amount (0 when the team won or broke even). */
export function teamLoss(f: TPeriodFigures): number {
  return f.profitLoss < 0 ? -f.profitLoss : 0;
}

export type TPayout = {
  /** the rate applied (basis points); real-time: the loss rate (see profitRateBp) */
  rateBp: number;
  /** the amount the payer owes the payee (minor units, ≥ 0) */
  amount: number;
  /** what the rate was applied to */
  base: number;
};

/** Highest tier met: the largest rate among the tiers whose every threshold the figures reach. */
function highestTierRate<T extends { rateBp: number }>(tiers: T[], met: (t: T) => boolean): number {
  let rate = 0;
  for (const t of tiers) {
    if (met(t) && t.rateBp > rate) {
      rate = t.rateBp;
    }
  }
  return rate;
}

export function dailyPayout(terms: TDailyTerms, f: TPeriodFigures): TPayout {
  const rateBp = highestTierRate(
    terms.tiers,
    (t) => f.validBet >= t.minDailyBet && f.activeMembers >= t.minActiveMembers,
  );
  return { rateBp, base: f.validBet, amount: applyRate(f.validBet, rateBp) };
}

export function hourlyPayout(terms: THourlyTerms, f: TPeriodFigures): TPayout {
  const rateBp = highestTierRate(terms.tiers, (t) => f.validBet >= t.minHourlyBet);
  return { rateBp, base: f.validBet, amount: applyRate(f.validBet, rateBp) };
}

/** Dividend: the team's loss × the rate of the highest tier met; a team that won earns nothing. */
export function dividendPayout(terms: TDividendTerms, f: TPeriodFigures): TPayout {
  const loss = teamLoss(f);
  const rateBp =
    loss > 0
      ? highestTierRate(
          terms.tiers,
          (t) => f.activeMembers >= t.minActiveMembers && f.validBet >= t.minValidBet && loss >= t.minLoss,
        )
      : 0;
  return { rateBp, base: loss, amount: applyRate(loss, rateBp) };
}

/**
 * Real-time: over the window's settled bets of at least minSingleBet, the stakes the members won ×
 * profitRate plus the stakes they lost × lossRate, each product floored once (a push earns nothing).
 */
export function realtimePayout(terms: TRealtimeTerms, f: TPeriodFigures): TPayout & { profitRateBp: number } {
  return {
    rateBp: terms.lossRateBp,
    profitRateBp: terms.profitRateBp,
    base: f.wonValidBet + f.lostValidBet,
    amount: applyRate(f.wonValidBet, terms.profitRateBp) + applyRate(f.lostValidBet, terms.lossRateBp),
  };
}

export function payoutOf(terms: TContractTerms, f: TPeriodFigures): TPayout {
  switch (terms.kind) {
    case 'daily':
      return dailyPayout(terms, f);
    case 'hourly':
      return hourlyPayout(terms, f);
    case 'dividend':
      return dividendPayout(terms, f);
    case 'realtime':
      return realtimePayout(terms, f);
  }
}

// ---------------------------------------------------------------- API shapes
export const SETTLEMENT_STATES = ['pending', 'paid', 'owed', 'skipped'] as const;
export type TSettlementState = (typeof SETTLEMENT_STATES)[number];
export const SETTLEMENT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const ZSettlementKindSchema = z.enum(SETTLEMENT_KINDS);
export type TSettlementKind = z.infer<typeof ZSettlementKindSchema>;
/** Salary kinds post with ledger kind `salary`, dividends with `dividend`. */
export function ledgerKindOf(kind: TSettlementKind): 'salary' | 'dividend' {
  return kind === 'dividend' ? 'dividend' : 'salary';
}

const ZDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZPageSchema = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const ZSettlementFiguresSchema = z.object({
  validBet: z.number().int(),
  activeMembers: z.number().int(),
  profitLoss: z.number().int(),
  wonValidBet: z.number().int(),
  lostValidBet: z.number().int(),
});

/** One settlement as the agent sees it: received (it is the payee) or paid (it is the payer). */
export const ZSettlementRecordSchema = z.object({
  id: z.number().int(),
  kind: ZSettlementKindSchema,
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  direction: z.enum(['received', 'paid']),
  /** the other side's username; null = the platform */
  counterparty: z.string().nullable(),
  figures: ZSettlementFiguresSchema,
  rateBp: z.number().int(),
  /** real-time only: the rate on won stakes */
  profitRateBp: z.number().int().nullable(),
  amount: z.number().int(),
  state: z.enum(SETTLEMENT_STATES),
  settledAt: z.string().nullable(),
});
export type TSettlementRecord = z.infer<typeof ZSettlementRecordSchema>;

export const ZSettlementRecordsQuerySchema = z.object({
  kind: ZSettlementKindSchema,
  direction: z.enum(['all', 'received', 'paid']).default('all'),
  ...ZPageSchema,
});
export type TSettlementRecordsQuery = z.infer<typeof ZSettlementRecordsQuerySchema>;

export const ZSettlementRecordsSchema = z.object({
  rows: z.array(ZSettlementRecordSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TSettlementRecords = z.infer<typeof ZSettlementRecordsSchema>;

/** "My income": what the agent's wallet received, by period. `other` = ledger transfers in. */
export const INCOME_KINDS = ['salary', 'dividend', 'other'] as const;
export const ZIncomeKindSchema = z.enum(INCOME_KINDS);
export type TIncomeKind = z.infer<typeof ZIncomeKindSchema>;

export const ZIncomeQuerySchema = z
  .object({
    kind: z.enum(['all', ...INCOME_KINDS]).default('all'),
    from: ZDateSchema.optional(),
    to: ZDateSchema.optional(),
    ...ZPageSchema,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'DATE_RANGE', path: ['to'] });
export type TIncomeQuery = z.infer<typeof ZIncomeQuerySchema>;

export const ZIncomeRowSchema = z.object({
  transactionId: z.number().int(),
  kind: ZIncomeKindSchema,
  /** salary and dividend: the settlement's kind; other: null */
  settlementKind: ZSettlementKindSchema.nullable(),
  periodKey: z.string().nullable(),
  description: z.string(),
  /** signed: negative when the agent paid (a salary or dividend to a downline) */
  amount: z.number().int(),
  createdAt: z.string(),
});
export type TIncomeRow = z.infer<typeof ZIncomeRowSchema>;

export const ZIncomeSchema = z.object({
  rows: z.array(ZIncomeRowSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** sums over every row the filter matches (not only this page) */
  totals: z.object({
    salary: z.number().int(),
    dividend: z.number().int(),
    other: z.number().int(),
    net: z.number().int(),
  }),
});
export type TIncome = z.infer<typeof ZIncomeSchema>;

// Operator admin API
export const ZSettlementTriggerSchema = z
  .object({
    kind: ZSettlementKindSchema,
    /** dividends: which period code (D, W, H, M) */
    dividendPeriod: z.enum(['D', 'W', 'H', 'M']).optional(),
    /** the period key; default the last completed period */
    periodKey: z.string().max(20).optional(),
  })
  .strict();
export type TSettlementTrigger = z.infer<typeof ZSettlementTriggerSchema>;

/**
 * The settlement's test clock (decision 026; only when the server allows test clocks, never in
 * production): minutes added to the operator trigger's notion of now, at most a year either way.
 */
export const ZSettlementTestClockSchema = z
  .object({ offsetMinutes: z.number().int().min(-525_600).max(525_600) })
  .strict();
export type TSettlementTestClock = z.infer<typeof ZSettlementTestClockSchema>;

export const ZSettlementRunSchema = z.object({
  id: z.number().int(),
  kind: ZSettlementKindSchema,
  unit: z.enum(PERIOD_UNITS),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  trigger: z.enum(['schedule', 'operator']),
  status: z.enum(['running', 'done', 'failed']),
  contracts: z.number().int(),
  paid: z.number().int(),
  owed: z.number().int(),
  skipped: z.number().int(),
  paidAmount: z.number().int(),
  owedAmount: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TSettlementRun = z.infer<typeof ZSettlementRunSchema>;

export const ZSettlementRunsQuerySchema = z.object({
  kind: ZSettlementKindSchema.optional(),
  ...ZPageSchema,
});
export const ZSettlementRunsSchema = z.object({
  rows: z.array(ZSettlementRunSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
