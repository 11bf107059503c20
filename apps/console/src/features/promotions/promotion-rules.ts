// The rule fields each activity kind asks for, and the form's values (major units, percent) as the
// API's rules (minor units, basis points). Also a one-line summary of stored rules for the table.
import type { TPromotionKind, TPromotionRules } from '@pavilion/contracts/promotions';

export type TRuleField =
  | 'percentBp'
  | 'rateBp'
  | 'cap'
  | 'minDeposit'
  | 'targetValidBet'
  | 'reward'
  | 'maxReward'
  | 'pool'
  | 'shares'
  | 'durationMinutes'
  | 'turnoverMultiplier';

export const RULE_FIELDS: Record<TPromotionKind, TRuleField[]> = {
  deposit_bonus: ['percentBp', 'cap', 'minDeposit', 'turnoverMultiplier'],
  rebate: ['rateBp', 'cap', 'turnoverMultiplier'],
  mission: ['targetValidBet', 'reward', 'turnoverMultiplier'],
  red_envelope: ['pool', 'shares', 'durationMinutes', 'turnoverMultiplier'],
  application: ['reward', 'maxReward', 'turnoverMultiplier'],
};

/** Fields typed as counts (shares, minutes, the multiplier); percent fields become basis points. */
export const COUNTS: TRuleField[] = ['shares', 'durationMinutes', 'turnoverMultiplier'];
const PERCENT: TRuleField[] = ['percentBp', 'rateBp'];

function toApi(field: TRuleField, value: number): number {
  if (COUNTS.includes(field)) {
    return value;
  }
  // percent × 100 = basis points; major × 100 = minor units
  return Math.round(value * 100);
}

export function toRules(
  kind: TPromotionKind,
  v: Partial<Record<TRuleField, number>> & { dailyAt: string; contact: '' | 'zalo' },
): unknown {
  const rules: Record<string, unknown> = { kind };
  for (const field of RULE_FIELDS[kind]) {
    const value = v[field];
    if (value === undefined || Number.isNaN(value)) {
      if (field !== 'maxReward') {
        rules[field] = Number.NaN;
      }
      continue;
    }
    rules[field] = toApi(field, value);
  }
  if (kind === 'red_envelope') {
    rules.dailyAt = v.dailyAt === '' ? null : v.dailyAt;
  }
  if (kind === 'application' && v.contact !== '') {
    rules.contact = v.contact;
  }
  return rules;
}

/** The rules' figures in one line: money in major units, rates in percent. */
export function rulesSummary(
  rules: TPromotionRules,
  label: (field: string) => string,
  money: (minor: number) => string,
): string {
  return Object.entries(rules)
    .filter(([k, v]) => k !== 'kind' && v !== null && v !== undefined)
    .map(([k, v]) => {
      const field = k as TRuleField;
      const shown =
        typeof v !== 'number' || COUNTS.includes(field)
          ? String(v)
          : PERCENT.includes(field)
            ? `${v / 100} %`
            : money(v);
      return `${label(k)}: ${shown}`;
    })
    .join(' · ');
}
