// Withdraw (member centre `withdraw`, issue 5): needs a bound bank card and a fund password (links
// to the security centre otherwise); shows what may be withdrawn, the request form and the
// withdrawal records with the confirmations after payout.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { Icon } from '@/shared/ui/icon';
import { QueryState } from '@/shared/ui/query-state';
import { useBankCards, useFundPasswordStatus } from '../api/use-security';
import { useWalletSummary } from '../api/use-withdrawals';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawRequirements } from '../components/withdraw-requirements';
import { WithdrawalRecords } from '../components/withdrawal-records';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useErrorText } from '@/shared/errors/error-text';
import panel from '@/shared/ui/panel.module.css';

export function WithdrawPage() {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const wallet = useWalletSummary();
  const cards = useBankCards();
  const fundPassword = useFundPasswordStatus();
  const failed = [wallet, cards, fundPassword].find((q) => q.error);

  const body = () => {
    if (failed) {
      return (
        <QueryState state="error" message={errorText(failed.error)} onRetry={() => void failed.refetch()} />
      );
    }
    if (!wallet.data || !cards.data || !fundPassword.data) {
      return <QueryState state="loading" />;
    }
    const needsCard = cards.data.cards.length === 0;
    const needsFundPassword = !fundPassword.data.isSet;
    return (
      <>
        <dl className={panel.tiles}>
          <div className={panel.tile}>
            <dt>{t('wallet.withdrawable')}</dt>
            <dd data-testid="withdraw-withdrawable">{formatMoney(wallet.data.withdrawable, symbol)}</dd>
          </div>
          <div className={panel.tile}>
            <dt>{t('wallet.locked')}</dt>
            <dd>{formatMoney(wallet.data.locked, symbol)}</dd>
          </div>
        </dl>
        <br />
        {needsCard || needsFundPassword ? (
          <WithdrawRequirements needsCard={needsCard} needsFundPassword={needsFundPassword} />
        ) : (
          <WithdrawForm cards={cards.data.cards} wallet={wallet.data} symbol={symbol} />
        )}
      </>
    );
  };

  return (
    <div className={panel.stack} data-testid="withdraw-page">
      <section className={panel.section} aria-labelledby="withdraw-new-title">
        <h3 id="withdraw-new-title" className={panel.sectionTitle}>
          <Icon name="cashOut" size={18} />
          {t('withdraw.title')}
        </h3>
        {body()}
      </section>
      <section aria-labelledby="withdraw-records-title">
        <h3 id="withdraw-records-title" className={panel.sectionTitle}>
          <Icon name="receipt" size={18} />
          {t('withdraw.records')}
        </h3>
        <WithdrawalRecords symbol={symbol} />
      </section>
    </div>
  );
}
