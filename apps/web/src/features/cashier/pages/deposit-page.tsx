// Deposit (member centre `depositv2`, issue 5): the channels the operator enabled, each with its
// minimum and maximum; the chosen channel's form; the member's deposit records below.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { Icon } from '@/shared/ui/icon';
import { QueryState } from '@/shared/ui/query-state';
import { useDepositChannels } from '../api/use-deposits';
import { DepositForm } from '../components/deposit-form';
import { DepositRecords } from '../components/deposit-records';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useErrorText } from '@/shared/errors/error-text';
import panel from '@/shared/ui/panel.module.css';
import styles from '../components/cashier.module.css';

export function DepositPage() {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const channels = useDepositChannels();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = channels.data?.channels.filter((c) => c.enabled) ?? [];
  const chosen = list.find((c) => c.id === chosenId) ?? list[0];

  return (
    <div className={panel.stack} data-testid="deposit-page">
      <section className={panel.section} aria-labelledby="deposit-new-title">
        <h3 id="deposit-new-title" className={panel.sectionTitle}>
          <Icon name="card" size={18} />
          {t('deposit.title')}
        </h3>
        {channels.isPending ? (
          <QueryState state="loading" />
        ) : channels.error ? (
          <QueryState
            state="error"
            message={errorText(channels.error)}
            onRetry={() => void channels.refetch()}
          />
        ) : !chosen ? (
          <QueryState state="empty" message={t('deposit.noChannels')} />
        ) : (
          <>
            <fieldset className={styles.channels}>
              <legend>{t('fields.channel')}</legend>
              {list.map((c) => (
                <label key={c.id} className={styles.channel}>
                  <input
                    type="radio"
                    name="deposit-channel"
                    value={c.id}
                    checked={c.id === chosen.id}
                    onChange={() => setChosenId(c.id)}
                  />
                  <span>
                    <span className={styles.channelName}>{c.name}</span>
                    <span className={styles.channelLimits}>
                      {t('deposit.limits', {
                        min: formatMoney(c.minAmount, symbol),
                        max: formatMoney(c.maxAmount, symbol),
                      })}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <DepositForm key={chosen.id} channel={chosen} symbol={symbol} />
          </>
        )}
      </section>
      <section aria-labelledby="deposit-records-title">
        <h3 id="deposit-records-title" className={panel.sectionTitle}>
          <Icon name="receipt" size={18} />
          {t('deposit.records')}
        </h3>
        <DepositRecords symbol={symbol} />
      </section>
    </div>
  );
}
