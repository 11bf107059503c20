// My wallet (member centre `transferFund`, issue 5): the main balance split into cash and locked
// bonus money with the turnover that releases it (decision 061), the amount locked in withdrawals
// pending review, and what may be withdrawn now, with the withdrawal limits; the member may forfeit
// the locked bonus money (decision 063).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletSummary } from '../api/use-withdrawals';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useErrorText } from '@/shared/errors/error-text';
import panel from '@/shared/ui/panel.module.css';
import styles from '../components/cashier.module.css';
import { ForfeitBonus } from '../components/forfeit-bonus';

export function WalletPage() {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const wallet = useWalletSummary();
  const data = wallet.data;
  if (wallet.isPending) {
    return <QueryState state="loading" />;
  }
  if (wallet.error || !data) {
    return (
      <QueryState state="error" message={errorText(wallet.error)} onRetry={() => void wallet.refetch()} />
    );
  }
  const tiles: [string, number][] = [
    ['balance', data.balance],
    ...(data.bonusLocked > 0
      ? ([
          ['cash', data.balance - data.bonusLocked],
          ['bonusLocked', data.bonusLocked],
        ] as [string, number][])
      : []),
    ['locked', data.locked],
    ['withdrawable', data.withdrawable],
  ];
  return (
    <div className={panel.stack} data-testid="wallet-page">
      <dl className={panel.tiles}>
        {tiles.map(([key, minor]) => (
          <div key={key} className={panel.tile}>
            <dt>{t(`wallet.${key}`)}</dt>
            <dd data-testid={`wallet-${key}`}>{formatMoney(minor, symbol)}</dd>
          </div>
        ))}
      </dl>
      <p className={panel.muted}>
        {t('wallet.limits', {
          min: formatMoney(data.withdrawalMinAmount, symbol),
          max: formatMoney(data.withdrawalMaxAmount, symbol),
        })}
      </p>
      {data.turnoverRequired > 0 ? (
        <div data-testid="wallet-turnover">
          <p>
            {t('wallet.turnover', {
              progress: formatMoney(data.turnoverProgress, symbol),
              required: formatMoney(data.turnoverRequired, symbol),
            })}
          </p>
          <progress
            max={data.turnoverRequired}
            value={data.turnoverProgress}
            aria-label={t('wallet.bonusLocked')}
            style={{ width: '100%' }}
          />
          <p className={panel.muted}>
            {t('wallet.bonusText')}{' '}
            <Link to={{ search: '?page=bonusDetails' }}>{t('wallet.bonusDetails')}</Link>
          </p>
        </div>
      ) : null}
      {data.bonusLocked > 0 ? <ForfeitBonus locked={data.bonusLocked} symbol={symbol} /> : null}
      <p className={panel.muted}>{t('wallet.lockedText')}</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to={{ search: '?page=depositv2' }}>
          {t('wallet.deposit')}
        </Link>
        <Link className="btn btn-outline" to={{ search: '?page=withdraw' }}>
          {t('wallet.withdraw')}
        </Link>
        <Link className="btn btn-outline" to={{ search: '?page=transferUpline' }}>
          {t('wallet.transfer')}
        </Link>
      </div>
    </div>
  );
}
