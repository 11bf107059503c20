// Account record (member centre `transactionHistory`, spec §2.7): every movement of the member's
// wallet in the ledger (deposits, bets, wins, rollbacks, bonuses, adjustments…), filtered by date
// and kind, 20 a page, with the credits and debits the server totals over the whole range.
import { useTranslation } from 'react-i18next';
import type { TTransactionRecord } from '@pavilion/contracts/records';
import { formatMoney } from '@/shared/format/money';
import { DateTimeCell, type TColumn } from '@/shared/ui/records-table';
import { useTransactionRecords } from '../api/use-records';
import { Amount, NetAmount } from '../components/amount';
import { RecordFilters } from '../components/record-filters';
import { RecordsPane } from '../components/records-pane';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useFilterState } from '../hooks/use-filter-state';
import { transactionsQuery, type TTransactionFilters } from '../lib/records-query';

export function AccountRecordPage() {
  const { t } = useTranslation('records');
  const symbol = useWalletCurrencySymbol();
  const { filters, update, context, setPageNo } = useFilterState<TTransactionFilters>({ kind: '' });
  const records = useTransactionRecords(transactionsQuery(filters, context));
  const totals = records.data?.totals;

  const columns: TColumn<TTransactionRecord>[] = [
    { id: 'time', header: t('columns.time'), cell: (r) => <DateTimeCell value={r.createdAt} /> },
    {
      id: 'kind',
      header: t('columns.kind'),
      cell: (r) => t(`kind.${r.kind}`),
      footer: totals && t('totals.transactions', { count: totals.count }),
    },
    {
      id: 'description',
      header: t('columns.description'),
      wrap: true,
      cell: (r) => r.gameName ?? r.description,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      numeric: true,
      cell: (r) => <NetAmount minor={r.amount} symbol={symbol} meaning="movement" />,
      // the contracts leave the sign of `debits` open; shown as money out either way
      footer: totals && (
        <>
          <span data-testid="totals-credits">
            {t('totals.credits', { amount: `+${formatMoney(Math.abs(totals.credits), symbol)}` })}
          </span>
          <br />
          <span data-testid="totals-debits">
            {t('totals.debits', { amount: formatMoney(-Math.abs(totals.debits), symbol) })}
          </span>
        </>
      ),
    },
    {
      id: 'balanceAfter',
      header: t('columns.balanceAfter'),
      numeric: true,
      cell: (r) => <Amount minor={r.balanceAfter} symbol={symbol} />,
    },
  ];

  return (
    <RecordsPane
      testId="account-record"
      filters={<RecordFilters filters={filters} onChange={update} />}
      query={records}
      onPage={setPageNo}
      caption={t('captions.transactions')}
      columns={columns}
      rowKey={(r) => r.transactionId}
      tableTestId="transactions-table"
    />
  );
}
