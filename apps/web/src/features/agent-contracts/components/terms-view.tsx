// The terms of a contract as the agent reads them: a tiers table (thresholds and rate) or, for the
// real-time salary, its two rates and the single-bet minimum. Rates in percent, amounts in money.
import { useTranslation } from 'react-i18next';
import { MONEY_THRESHOLDS, TIER_THRESHOLDS, type TContractTerms } from '@pavilion/contracts/agent-contracts';
import { formatCount, formatMoney } from '@/shared/format/money';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { bpToPercent } from '../lib/terms-form';
import styles from './contracts.module.css';

export function TermsView({ terms }: { terms: TContractTerms }) {
  const { t } = useTranslation('agent-contracts');
  const symbol = useWalletCurrencySymbol();
  if (terms.kind === 'realtime') {
    return (
      <dl className={styles.terms} data-testid="contract-terms">
        <dt>{t('fields.profitRate')}</dt>
        <dd>{bpToPercent(terms.profitRateBp)} %</dd>
        <dt>{t('fields.lossRate')}</dt>
        <dd>{bpToPercent(terms.lossRateBp)} %</dd>
        <dt>{t('fields.minSingleBet')}</dt>
        <dd>{formatMoney(terms.minSingleBet, symbol)}</dd>
      </dl>
    );
  }
  const fields = TIER_THRESHOLDS[terms.kind];
  const tiers = terms.tiers as unknown as Record<string, number>[];
  return (
    <div className={styles.tiersWrap} data-testid="contract-terms">
      {terms.kind === 'dividend' ? (
        <p className={styles.period}>
          {t('fields.period')}: <strong>{t(`period.${terms.period}`)}</strong>
        </p>
      ) : null}
      <table className={styles.tiers}>
        <caption className={styles.srOnly}>{t('fields.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fields.tier')}</th>
            {fields.map((f) => (
              <th scope="col" key={f}>
                {t(`fields.${f}`)}
              </th>
            ))}
            <th scope="col">{t('fields.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={i}>
              <td data-label={t('fields.tier')}>{i + 1}</td>
              {fields.map((f) => (
                <td key={f} data-label={t(`fields.${f}`)}>
                  {MONEY_THRESHOLDS.has(f) ? formatMoney(tier[f] ?? 0, symbol) : formatCount(tier[f] ?? 0)}
                </td>
              ))}
              <td data-label={t('fields.rate')}>{bpToPercent(tier.rateBp ?? 0)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
