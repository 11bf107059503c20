// The member's deposit records: the channel with the transfer reference, and the status with the
// rejection or failure reason; a gateway deposit still awaiting payment links back to its checkout.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositRecords } from '../api/use-deposits';
import { resumableCheckout } from '../lib/status-actions';
import { CashierRecords } from './cashier-records';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

export function DepositRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const [pageNo, setPageNo] = useState(1);
  const records = useDepositRecords(pageNo);
  return (
    <CashierRecords
      kind="deposit"
      query={records}
      onPage={setPageNo}
      symbol={symbol}
      caption={t('deposit.records')}
      emptyText={t('deposit.empty')}
      source={{
        id: 'channel',
        header: t('columns.channel'),
        cell: (row) => (
          <>
            {row.channelName}
            {row.reference ? (
              <span className={styles.note}>{t('deposit.referenceNote', { reference: row.reference })}</span>
            ) : null}
          </>
        ),
      }}
      status={(row) => {
        const checkout = resumableCheckout(row);
        return (
          <>
            <StatusBadge kind="deposit" status={row.status} />
            {row.reason ? <span className={styles.note}>{row.reason}</span> : null}
            {checkout ? (
              <a className={styles.note} href={checkout}>
                {t('deposit.resume')}
              </a>
            ) : null}
          </>
        );
      }}
    />
  );
}
