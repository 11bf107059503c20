// The member's withdrawal records: the bank card, and the status with the rejection reason or the
// amount still missing and, after payout, the three confirmations.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWithdrawalRecord } from '@pavilion/contracts/cashier';
import { formatMoney } from '@/shared/format/money';
import { useWithdrawalRecords } from '../api/use-withdrawals';
import { withdrawalActions, type TConfirmAction } from '../lib/status-actions';
import { CashierRecords } from './cashier-records';
import { ConfirmWithdrawalModal } from './confirm-withdrawal-modal';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

export function WithdrawalRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const [pageNo, setPageNo] = useState(1);
  const [confirming, setConfirming] = useState<{ record: TWithdrawalRecord; action: TConfirmAction } | null>(
    null,
  );
  const records = useWithdrawalRecords(pageNo);
  return (
    <>
      <CashierRecords
        kind="withdrawal"
        query={records}
        onPage={setPageNo}
        symbol={symbol}
        caption={t('withdraw.records')}
        emptyText={t('withdraw.empty')}
        source={{
          id: 'card',
          header: t('columns.card'),
          cell: (row) => (
            <>
              {row.bankName}
              <span className={`${styles.note} ${styles.cardNumber}`}>{row.accountNumberMasked}</span>
            </>
          ),
        }}
        status={(row) => (
          <>
            <StatusBadge kind="withdrawal" status={row.status} />
            {row.remainingAmount !== null ? (
              <span className={styles.note} data-testid="withdrawal-remaining">
                {t('withdraw.remainingNote', { amount: formatMoney(row.remainingAmount, symbol) })}
              </span>
            ) : null}
            {row.hasProof ? <span className={styles.note}>{t('withdraw.proofSent')}</span> : null}
            {row.reason ? <span className={styles.note}>{row.reason}</span> : null}
            <RowActions record={row} onAction={(action) => setConfirming({ record: row, action })} />
          </>
        )}
      />
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
