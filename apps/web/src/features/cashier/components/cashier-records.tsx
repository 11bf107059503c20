// The shell the deposit and the withdrawal records share: one page of the member's own records,
// newest first, 20 a page, as a list table (cells wrap, notes and actions stack in the status
// cell) whose caption is for screen readers, the section heading above saying the same: time,
// where the money came from or went to, amount, and the status.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { PagedRecordsTable, type TPageQuery } from '@/shared/ui/paged-records-table';
import { DateTimeCell, type TColumn } from '@/shared/ui/records-table';
import { useErrorText } from '@/shared/errors/error-text';

type TCashierRow = { id: string; createdAt: string; amount: number };

type TCashierRecordsProps<Row extends TCashierRow> = {
  /** `deposit`: table deposits-table, rows deposit-row, states deposits-loading / -error / -empty */
  kind: 'deposit' | 'withdrawal';
  query: TPageQuery<Row>;
  onPage: (pageNo: number) => void;
  symbol: string;
  caption: string;
  emptyText: string;
  /** the second column: the deposit channel or the withdrawal's bank card */
  source: Pick<TColumn<Row>, 'id' | 'header' | 'cell'>;
  /** the status cell: the badge with its notes and actions */
  status: (row: Row) => ReactNode;
};

export function CashierRecords<Row extends TCashierRow>({
  kind,
  symbol,
  source,
  status,
  ...page
}: TCashierRecordsProps<Row>) {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const columns: TColumn<Row>[] = [
    { id: 'time', header: t('columns.time'), cell: (row) => <DateTimeCell value={row.createdAt} /> },
    source,
    {
      id: 'amount',
      header: t('columns.amount'),
      numeric: true,
      cell: (row) => formatMoney(row.amount, symbol),
    },
    { id: 'status', header: t('columns.status'), cell: status },
  ];
  return (
    <PagedRecordsTable
      {...page}
      layout="list"
      captionHidden
      columns={columns}
      rowKey={(row) => row.id}
      testId={`${kind}s-table`}
      rowTestId={`${kind}-row`}
      errorText={errorText}
      stateTestId={`${kind}s`}
    />
  );
}
