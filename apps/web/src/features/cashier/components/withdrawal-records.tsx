// The member's withdrawal records, newest first, 20 a page: time, card, amount, status (with the
// rejection reason or the amount still missing) and, after payout, the three confirmations.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWithdrawalRecord } from '@pavilion/contracts/cashier';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { useWithdrawalRecords } from '../api/use-withdrawals';
import { withdrawalActions, type TConfirmAction } from '../lib/status-actions';
import { ConfirmWithdrawalModal } from './confirm-withdrawal-modal';
import { QueryState } from './query-state';
import { RecordsPager } from '@/shared/ui/records-pager';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

export function WithdrawalRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const [pageNo, setPageNo] = useState(1);
  const [confirming, setConfirming] = useState<{ record: TWithdrawalRecord; action: TConfirmAction } | null>(
    null,
  );
  const records = useWithdrawalRecords(pageNo);
  const data = records.data;
  if (records.isPending) {
    return <QueryState state="loading" />;
  }
  if (records.error || !data) {
    return <QueryState state="error" error={records.error} onRetry={() => void records.refetch()} />;
  }
  if (data.rows.length === 0) {
    return <QueryState state="empty" text={t('withdraw.empty')} testId="withdrawals-empty" />;
  }
  return (
    <>
      <div className={styles.scroller} role="region" aria-label={t('withdraw.records')} tabIndex={0}>
        <table
          role="table"
          className={`${styles.table} ${records.isPlaceholderData ? styles.stale : ''}`}
          data-testid="withdrawals-table"
        >
          <caption className="visually-hidden">{t('withdraw.records')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {t('columns.time')}
              </th>
              <th role="columnheader" scope="col">
                {t('columns.card')}
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
            {data.rows.map((row) => (
              <tr key={row.id} role="row" data-testid="withdrawal-row" data-status={row.status}>
                <td role="cell" data-label={t('columns.time')}>
                  <div>{formatDateTime(row.createdAt)}</div>
                </td>
                <td role="cell" data-label={t('columns.card')}>
                  <div>
                    {row.bankName}
                    <span className={`${styles.note} ${styles.cardNumber}`}>{row.accountNumberMasked}</span>
                  </div>
                </td>
                <td role="cell" className={styles.num} data-label={t('columns.amount')}>
                  <div>{formatMoney(row.amount, symbol)}</div>
                </td>
                <td role="cell" data-label={t('columns.status')}>
                  <div>
                    <StatusBadge kind="withdrawal" status={row.status} />
                    {row.remainingAmount !== null ? (
                      <span className={styles.note} data-testid="withdrawal-remaining">
                        {t('withdraw.remainingNote', { amount: formatMoney(row.remainingAmount, symbol) })}
                      </span>
                    ) : null}
                    {row.hasProof ? <span className={styles.note}>{t('withdraw.proofSent')}</span> : null}
                    {row.reason ? <span className={styles.note}>{row.reason}</span> : null}
                    <RowActions record={row} onAction={(action) => setConfirming({ record: row, action })} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RecordsPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />
      {confirming ? (
        <ConfirmWithdrawalModal
          record={confirming.record}
          action={confirming.action}
          symbol={symbol}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

function RowActions({
  record,
  onAction,
}: {
  record: TWithdrawalRecord;
  onAction: (a: TConfirmAction) => void;
}) {
  const { t } = useTranslation('cashier');
  const actions = withdrawalActions(record.status);
  if (actions.length === 0) {
    return null;
  }
  return (
    <div
      className={`${styles.actions} ${styles.rowActions}`}
      role="group"
      aria-label={t('confirm.groupLabel')}
    >
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => onAction(action)}
        >
          {t(`confirm.action.${action}`)}
        </button>
      ))}
    </div>
  );
}
