// Which state a records pane shows: a spinner for the first load, the error (which wins over the
// stale rows of a previous page), the empty state, or the rows.
export type TViewState = 'loading' | 'error' | 'empty' | 'rows';

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
