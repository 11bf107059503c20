// The offer form's values (what the agent types: rates in percent, amounts in the wallet currency,
// member counts) and their conversion to contract terms (basis points, minor units), checked by the
// shared ZContractTermsSchema — the same schema the server parses the offer with.
import { z } from 'zod';
import {
  DIVIDEND_PERIODS,
  TIER_THRESHOLDS,
  ZContractTermsSchema,
  type TContractKind,
  type TContractTerms,
} from '@pavilion/contracts/agent-contracts';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;

export const THRESHOLD_FIELDS = [
  'minActiveMembers',
  'minValidBet',
  'minLoss',
  'minDailyBet',
  'minHourlyBet',
] as const;
export type TThresholdField = (typeof THRESHOLD_FIELDS)[number];

/** "12.5" (percent) → 1250 bp; null when not a percent with at most two decimals. */
export function percentToBp(text: string): number | null {
  const s = text.trim();
  if (!PERCENT.test(s)) {
    return null;
  }
  const [whole = '0', frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** 1250 bp → "12.5" */
export function bpToPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** "500.25" → 50025 minor units; null when not an amount with at most two decimals. */
export function moneyToMinor(text: string): number | null {
  const s = text.trim();
  if (!MONEY.test(s)) {
    return null;
  }
  const [whole = '0', frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export function minorToMoney(minor: number): string {
  return bpToPercent(minor);
}

const isMoney = (f: TThresholdField) => f !== 'minActiveMembers';

const ZTierValuesSchema = z.object({
  minActiveMembers: z.string(),
  minValidBet: z.string(),
  minLoss: z.string(),
  minDailyBet: z.string(),
  minHourlyBet: z.string(),
  rate: z.string(),
});
export type TTierValues = z.infer<typeof ZTierValuesSchema>;

export const ZOfferFormSchema = z.object({
  kind: z.enum(['dividend', 'daily', 'hourly', 'realtime']),
  downline: z.string().trim().min(1, 'REQUIRED'),
  period: z.enum(DIVIDEND_PERIODS),
  tiers: z.array(ZTierValuesSchema),
  profitRate: z.string(),
  lossRate: z.string(),
  minSingleBet: z.string(),
});
export type TOfferFormValues = z.infer<typeof ZOfferFormSchema>;

export const EMPTY_TIER: TTierValues = {
  minActiveMembers: '0',
  minValidBet: '0',
  minLoss: '0',
  minDailyBet: '0',
  minHourlyBet: '0',
  rate: '',
};

export function thresholdsOf(kind: TContractKind): readonly TThresholdField[] {
  return kind === 'realtime' ? [] : TIER_THRESHOLDS[kind];
}

type TFieldIssue = { path: (string | number)[]; message: string };

const REALTIME_FIELD: Record<string, string> = { profitRateBp: 'profitRate', lossRateBp: 'lossRate' };

/** Where the shared schema's complaint shows in the form: a tier rule on that tier's rate. */
function schemaIssue(path: PropertyKey[], message: string): TFieldIssue {
  const [head, index] = path;
  if (head === 'tiers' && typeof index === 'number') {
    return {
      path: ['tiers', index, 'rate'],
      message: message === 'TIERS_NOT_ASCENDING' ? message : 'RATE_RANGE',
    };
  }
  if (head === 'tiers') {
    return { path: ['tiers'], message: 'TIERS_COUNT' };
  }
  return { path: [REALTIME_FIELD[String(head)] ?? String(head)], message: 'RATE_RANGE' };
}

/**
 * The terms the values stand for, or the field issues that stop them (format first, then the
 * shared schema's rules such as ascending tiers).
 */
export function valuesToTerms(v: TOfferFormValues): { terms: TContractTerms } | { issues: TFieldIssue[] } {
  const issues: TFieldIssue[] = [];
  const read = (
    path: (string | number)[],
    text: string,
    conv: (s: string) => number | null,
    code: string,
  ) => {
    const n = conv(text);
    if (n === null) {
      issues.push({ path, message: code });
    }
    return n ?? 0;
  };
  const count = (s: string) => (COUNT.test(s.trim()) ? Number(s.trim()) : null);
  let raw: unknown;
  if (v.kind === 'realtime') {
    raw = {
      kind: 'realtime',
      profitRateBp: read(['profitRate'], v.profitRate, percentToBp, 'RATE_FORMAT'),
      lossRateBp: read(['lossRate'], v.lossRate, percentToBp, 'RATE_FORMAT'),
      minSingleBet: read(['minSingleBet'], v.minSingleBet, moneyToMinor, 'AMOUNT_FORMAT'),
    };
  } else {
    const fields = thresholdsOf(v.kind);
    const tiers = v.tiers.map((t, i) => {
      const tier: Record<string, number> = {
        rateBp: read(['tiers', i, 'rate'], t.rate, percentToBp, 'RATE_FORMAT'),
      };
      for (const f of fields) {
        tier[f] = read(
          ['tiers', i, f],
          t[f],
          isMoney(f) ? moneyToMinor : count,
          isMoney(f) ? 'AMOUNT_FORMAT' : 'COUNT_FORMAT',
        );
      }
      return tier;
    });
    raw = v.kind === 'dividend' ? { kind: v.kind, period: v.period, tiers } : { kind: v.kind, tiers };
  }
  if (issues.length > 0) {
    return { issues };
  }
  const parsed = ZContractTermsSchema.safeParse(raw);
  if (!parsed.success) {
    return { issues: parsed.error.issues.map((issue) => schemaIssue(issue.path, issue.message)) };
  }
  return { terms: parsed.data };
}

/** The form's resolver schema: the string shape, then valuesToTerms' issues on their fields. */
export const ZOfferFormCheckedSchema = ZOfferFormSchema.superRefine((v, ctx) => {
  const out = valuesToTerms(v);
  if ('issues' in out) {
    for (const issue of out.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  }
});

/** Starting values: the terms the agent holds (a sensible ceiling to start from), for `downline`. */
export function initialValues(
  kind: TContractKind,
  downline: string,
  mine: TContractTerms | null,
): TOfferFormValues {
  const base: TOfferFormValues = {
    kind,
    downline,
    period: 'W',
    tiers: [{ ...EMPTY_TIER }],
    profitRate: '',
    lossRate: '',
    minSingleBet: '0',
  };
  if (!mine) {
    return base;
  }
  if (mine.kind === 'realtime') {
    return {
      ...base,
      profitRate: bpToPercent(mine.profitRateBp),
      lossRate: bpToPercent(mine.lossRateBp),
      minSingleBet: minorToMoney(mine.minSingleBet),
    };
  }
  const tiers = (mine.tiers as Record<string, number>[]).map((t) => {
    const row: TTierValues = { ...EMPTY_TIER, rate: bpToPercent(t.rateBp ?? 0) };
    for (const f of THRESHOLD_FIELDS) {
      if (t[f] !== undefined) {
        row[f] = isMoney(f) ? minorToMoney(t[f]) : String(t[f]);
      }
    }
    return row;
  });
  return { ...base, period: mine.kind === 'dividend' ? mine.period : 'W', tiers };
}
