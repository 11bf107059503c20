// The shell of a records pane (betting record, account record, profit and loss): its filter bar
// above one page of records with the records' own words (the empty period, the error catalogue,
// the totals label), and whatever a row may open (the round detail).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedRecordsTable, type TPagedRecordsTableProps } from '@/shared/ui/paged-records-table';
import { useErrorText } from '@/shared/errors/error-text';

type TRecordsPaneProps<Row> = Pick<
  TPagedRecordsTableProps<Row>,
  'query' | 'onPage' | 'caption' | 'columns' | 'rowKey'
> & {
  /** data-testid of the pane */
  testId: string;
  /** data-testid of its table (rows `${tableTestId}-row`, totals `${tableTestId}-totals`) */
  tableTestId: string;
  filters: ReactNode;
  children?: ReactNode;
};

export function RecordsPane<Row>({
  testId,
  tableTestId,
  filters,
  children,
  ...table
}: TRecordsPaneProps<Row>) {
  const { t } = useTranslation('records');
  const errorText = useErrorText();
  return (
    <div data-testid={testId}>
      {filters}
      <PagedRecordsTable
        {...table}
        testId={tableTestId}
        totalsLabel={t('totals.label')}
        emptyText={t('empty')}
        errorText={errorText}
        stateTestId="records"
      />
      {children}
    </div>
  );
}
