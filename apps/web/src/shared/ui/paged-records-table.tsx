// One page of a paged records query as the member centre shows it: the spinner of the first load,
// the error (which wins over the stale rows of a previous page) with a retry, the empty state, or
// the records table with the pager under it. The records and the cashier panes use it.
import { QueryState } from './query-state';
import { RecordsPager } from './records-pager';
import { RecordsTable, type TRecordsTableProps } from './records-table';

type TViewState = 'loading' | 'error' | 'empty' | 'rows';

/** Which of the states a records query is in (an error wins over stale rows). */
export function viewState(
  query: { isPending: boolean; error: unknown },
  rowCount: number | undefined,
): TViewState {
  if (query.isPending) {
    return 'loading';
  }
  if (query.error) {
    return 'error';
  }
  return rowCount ? 'rows' : 'empty';
}

/** The parts of a TanStack query of one page of records that the view reads. */
export type TPageQuery<Row> = {
  data: { rows: Row[]; pageNo: number; totalPages: number } | undefined;
  isPending: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
};

export type TPagedRecordsTableProps<Row> = Omit<TRecordsTableProps<Row>, 'rows' | 'stale'> & {
  query: TPageQuery<Row>;
  onPage: (pageNo: number) => void;
  emptyText: string;
  /** a failed call's error in the feature's words */
  errorText: (error: unknown) => string;
  /** data-testid prefix of the states: `records` gives records-loading, records-error, records-empty */
  stateTestId: string;
};

export function PagedRecordsTable<Row>({
  query,
  onPage,
  emptyText,
  errorText,
  stateTestId,
  ...table
}: TPagedRecordsTableProps<Row>) {
  const { data } = query;
  const state = viewState(query, data?.rows.length);
  if (state === 'error') {
    return (
      <QueryState
        state="error"
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
        testId={`${stateTestId}-error`}
      />
    );
  }
  if (state === 'empty') {
    return <QueryState state="empty" message={emptyText} testId={`${stateTestId}-empty`} />;
  }
  if (state === 'loading' || !data) {
    return <QueryState state="loading" testId={`${stateTestId}-loading`} />;
  }
  return (
    <>
      <RecordsTable {...table} rows={data.rows} stale={query.isPlaceholderData} />
      <RecordsPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={onPage} />
    </>
  );
}
