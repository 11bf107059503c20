// The grant form's values (what the operator types: rates in percent, thresholds in currency units
// or member counts) turned into a contract's terms, checked by the contract's own schema (tiers
// ascending, rates at most 100 %).
import { parseAmount } from '@pavilion/contracts/amount';
import {
  MONEY_THRESHOLDS,
  TIER_THRESHOLDS,
  ZAdminContractGrantSchema,
  type TAdminContractGrant,
  type TContractKind,
  type TDividendPeriod,
} from '@pavilion/contracts/agent-contracts';

export type TTierValues = Record<string, string>;
export type TGrantValues = {
  account: string;
  kind: TContractKind;
  period: TDividendPeriod;
  profitRate: string;
  lossRate: string;
  minSingleBet: string;
  tiers: TTierValues[];
};

export const EMPTY_TIER: TTierValues = {
  minActiveMembers: '0',
  minValidBet: '0',
  minLoss: '0',
  minDailyBet: '0',
  minHourlyBet: '0',
  rate: '',
};

/** A percent with at most two decimals as basis points ("1.5" → 150); null when malformed. */
export function percentToBp(text: string): number | null {
  const parsed = parseAmount(text, { allowZero: true });
  return parsed.ok ? parsed.minor : null;
}

function threshold(name: string, text: string): number | null {
  if (MONEY_THRESHOLDS.has(name)) {
    const parsed = parseAmount(text, { allowZero: true });
    return parsed.ok ? parsed.minor : null;
  }
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The grant body, or the names of the fields to fix ("tiers" when the tiers do not ascend). */
export function grantBody(
  v: TGrantValues,
): { ok: true; body: TAdminContractGrant } | { ok: false; bad: string[] } {
  const bad: string[] = [];
  const num = (field: string, value: number | null) => {
    if (value === null) {
      bad.push(field);
    }
    return value ?? 0;
  };
  let terms: unknown;
  if (v.kind === 'realtime') {
    terms = {
      kind: 'realtime',
      profitRateBp: num('profitRate', percentToBp(v.profitRate)),
      lossRateBp: num('lossRate', percentToBp(v.lossRate)),
      minSingleBet: num('minSingleBet', threshold('minValidBet', v.minSingleBet)),
    };
  } else {
    const fields = TIER_THRESHOLDS[v.kind];
    const tiers = v.tiers.map((tier, i) => ({
      ...Object.fromEntries(fields.map((f) => [f, num(`tiers.${i}.${f}`, threshold(f, tier[f] ?? ''))])),
      rateBp: num(`tiers.${i}.rate`, percentToBp(tier.rate ?? '')),
    }));
    terms = v.kind === 'dividend' ? { kind: 'dividend', period: v.period, tiers } : { kind: v.kind, tiers };
  }
  if (!v.account.trim()) {
    bad.push('account');
  }
  if (bad.length > 0) {
    return { ok: false, bad };
  }
  const parsed = ZAdminContractGrantSchema.safeParse({ account: v.account, terms });
  if (!parsed.success) {
    const named = (path: PropertyKey[]) =>
      path.includes('tiers') ? 'tiers' : String(path.at(-1)).replace(/Bp$/, '');
    return { ok: false, bad: parsed.error.issues.map((i) => named(i.path)) };
  }
  return { ok: true, body: parsed.data };
}
