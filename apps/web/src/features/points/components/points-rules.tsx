// The points rules page (spec §1 "points rules", §3 bet unit and points ratio): what each point type
// earns per bet unit, the conversion rate, and that points never expire (spec §9).
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shared/errors/error-text';
import { formatCount, formatMoney } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { RecordsTable } from '@/shared/ui/records-table';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import type { TPointRate } from '@pavilion/contracts/points';
import { usePointsConfig } from '../api/points-api';
import panel from '@/shared/ui/panel.module.css';
import styles from './points.module.css';

export function PointsRules() {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const config = usePointsConfig();
  if (config.error) {
    return (
      <QueryState state="error" message={errorText(config.error)} onRetry={() => void config.refetch()} />
    );
  }
  if (!config.data) {
    return <QueryState state="loading" />;
  }
  const rates = config.data.rates.filter((r) => r.enabled && r.pointsRatio > 0);
  return (
    <div className={panel.stack} data-testid="points-rules">
      <RecordsTable<TPointRate>
        caption={t('rules.rates')}
        columns={[
          { id: 'type', header: t('rules.type'), cell: (r) => t(`pointTypes.${r.pointType}`) },
          {
            id: 'unit',
            header: t('rules.betUnit'),
            numeric: true,
            cell: (r) => formatMoney(r.betUnit, symbol),
          },
          { id: 'ratio', header: t('rules.ratio'), numeric: true, cell: (r) => formatCount(r.pointsRatio) },
        ]}
        rows={rates}
        rowKey={(r) => r.pointType}
        stale={false}
        testId="points-rates"
      />
      <ul className={styles.rules}>
        <li>{t('rules.earn')}</li>
        <li>{t('rules.deposit')}</li>
        <li>
          {t('rules.convert', {
            amount: formatMoney(config.data.convertMinorPerPoint * 100, symbol),
            min: formatCount(config.data.convertMinPoints),
          })}
        </li>
        <li>{t('rules.redeem')}</li>
        <li>{t('rules.states')}</li>
        <li>
          <strong>{t('rules.neverExpire')}</strong>
        </li>
      </ul>
    </div>
  );
}
