// How the agent programme's screens word a contract's terms and a rate: basis points as a percent,
// tier thresholds as money (minor units) or member counts, in the operator's language.
import type { TFunction } from 'i18next';
import { MONEY_THRESHOLDS, type TContractTerms } from '@pavilion/contracts/agent-contracts';
import { formatMoney } from '@/shared/format';

export function formatRate(bp: number, lng: string): string {
  return `${(bp / 100).toLocaleString(lng, { maximumFractionDigits: 2 })} %`;
}

/** One line: the real-time rates, or the number of tiers and the best rate (dividends: the period). */
export function termsSummary(t: TFunction, terms: TContractTerms, lng: string): string {
  if (terms.kind === 'realtime') {
    return t('agentProgramme.termsRealtime', {
      profit: formatRate(terms.profitRateBp, lng),
      loss: formatRate(terms.lossRateBp, lng),
      min: formatMoney(terms.minSingleBet, lng),
    });
  }
  const best = Math.max(...terms.tiers.map((tier) => tier.rateBp));
  const line = t('agentProgramme.termsTiers', { n: terms.tiers.length, best: formatRate(best, lng) });
  return terms.kind === 'dividend' ? `${t(`agentProgramme.period_${terms.period}`)} · ${line}` : line;
}

/** A tier's thresholds as "name value" pairs in the order of the contract's editor. */
export function tierCells(
  t: TFunction,
  tier: Record<string, number>,
  lng: string,
): { label: string; value: string }[] {
  return Object.entries(tier)
    .filter(([name]) => name !== 'rateBp')
    .map(([name, value]) => ({
      label: t(`agentProgramme.threshold_${name}`),
      value: MONEY_THRESHOLDS.has(name) ? formatMoney(value, lng) : value.toLocaleString(lng),
    }));
}
