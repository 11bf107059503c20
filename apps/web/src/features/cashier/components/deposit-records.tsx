// The member's deposit records, newest first, 20 a page: time, channel, amount, reference and
// status (with the rejection or failure reason); a gateway deposit still awaiting payment links
// back to its checkout.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { useDepositRecords } from '../api/use-deposits';
import { resumableCheckout } from '../lib/status-actions';
import { QueryState } from './query-state';
import { RecordsPager } from '@/shared/ui/records-pager';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

export function DepositRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const [pageNo, setPageNo] = useState(1);
  const records = useDepositRecords(pageNo);
  const data = records.data;
  if (records.isPending) {
    return <QueryState state="loading" />;
  }
  if (records.error || !data) {
    return <QueryState state="error" error={records.error} onRetry={() => void records.refetch()} />;
  }
  if (data.rows.length === 0) {
    return <QueryState state="empty" text={t('deposit.empty')} testId="deposits-empty" />;
  }
  return (
    <>
      <div className={styles.scroller} role="region" aria-label={t('deposit.records')} tabIndex={0}>
        <table
          role="table"
          className={`${styles.table} ${records.isPlaceholderData ? styles.stale : ''}`}
          data-testid="deposits-table"
        >
          <caption className="visually-hidden">{t('deposit.records')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {t('columns.time')}
              </th>
              <th role="columnheader" scope="col">
                {t('columns.channel')}
              </th>
              <th role="columnheader" scope="col" className={styles.num}>
                {t('columns.amount')}
              </th>
              <th role="columnheader" scope="col">
                {t('columns.status')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {data.rows.map((row) => {
              const checkout = resumableCheckout(row);
              return (
                <tr key={row.id} role="row" data-testid="deposit-row" data-status={row.status}>
                  <td role="cell" data-label={t('columns.time')}>
                    <div>{formatDateTime(row.createdAt)}</div>
                  </td>
                  <td role="cell" data-label={t('columns.channel')}>
                    <div>
                      {row.channelName}
                      {row.reference ? (
                        <span className={styles.note}>
                          {t('deposit.referenceNote', { reference: row.reference })}
                        </span>
                      ) : null}
                    </div>
                  </td>
                  <td role="cell" className={styles.num} data-label={t('columns.amount')}>
                    <div>{formatMoney(row.amount, symbol)}</div>
                  </td>
                  <td role="cell" data-label={t('columns.status')}>
                    <div>
                      <StatusBadge kind="deposit" status={row.status} />
                      {row.reason ? <span className={styles.note}>{row.reason}</span> : null}
                      {checkout ? (
                        <a className={styles.note} href={checkout}>
                          {t('deposit.resume')}
                        </a>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <RecordsPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />
    </>
  );
}
