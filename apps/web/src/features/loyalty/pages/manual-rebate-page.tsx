// Manual rebate (member centre `manualRebate`, flag MANPLAYREB3): the rebate accrued on valid bets
// settled since the last rebate (manual or daily), by game type at the member's VIP rates, and the
// claim. A bet is rebated once: every rebate moves the member's watermark (decision 035).
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useAccruedRebate, useClaimRebate } from '../api/use-loyalty';
import panel from '@/shared/ui/panel.module.css';
import styles from '../components/loyalty.module.css';

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

export function ManualRebatePage() {
  const { t, i18n } = useTranslation('loyalty');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const accrued = useAccruedRebate();
  const claim = useClaimRebate();
  const money = (v: number) => formatMoney(v, symbol, i18n.language);
  if (accrued.error) {
    return (
      <QueryState state="error" message={errorText(accrued.error)} onRetry={() => void accrued.refetch()} />
    );
  }
  if (!accrued.data) {
    return <QueryState state="loading" />;
  }
  const { lines, total, since, until } = accrued.data;
  return (
    <section className={panel.section} data-testid="manual-rebate-page">
      <p className={panel.muted}>
        {since
          ? t('rebate.window', { since: formatDateTime(since), until: formatDateTime(until) })
          : t('rebate.windowFirst', { until: formatDateTime(until) })}
      </p>
      <br />
      {lines.length === 0 ? (
        <p className={panel.muted}>{t('rebate.none')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('rebate.tableLabel')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('rebate.gameType')}</th>
                <th scope="col">{t('rebate.validBet')}</th>
                <th scope="col">{t('rebate.rate')}</th>
                <th scope="col">{t('rebate.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.gameType}>
                  <td>{t(`gameType.${l.gameType}`, { defaultValue: l.gameType })}</td>
                  <td>{money(l.validBet)}</td>
                  <td>{percent(l.rateBp)}</td>
                  <td>{money(l.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.total}>
        <span>
          {t('rebate.total')} <strong data-testid="rebate-total">{money(total)}</strong>
        </span>
        <Button busy={claim.isPending} disabled={total <= 0} onClick={() => claim.mutate()}>
          {t('rebate.claim')}
        </Button>
      </div>
      {claim.error ? <FormAlert>{errorText(claim.error)}</FormAlert> : null}
      {claim.data ? (
        <p className={styles.status} role="status" data-testid="rebate-claimed">
          {t('rebate.claimed', { amount: money(claim.data.amount) })}
        </p>
      ) : null}
    </section>
  );
}
