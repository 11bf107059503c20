// One records table: a captioned <table> with column headers (scope="col"), the rows, and a totals
// row from the server in <tfoot>; the previous page stays (dimmed) while the next one loads. At
// phone width the CSS stacks each row into a card whose cells carry their header as a label
// (data-label); the explicit ARIA roles keep the table semantics that `display: block` would drop.
// The frame scrolls on its own in case a card is still wider, so the page never scrolls sideways.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './records.module.css';

export type TColumn<Row> = {
  id: string;
  header: string;
  numeric?: boolean;
  /** long text that may wrap (descriptions, game names) */
  wrap?: boolean;
  cell: (row: Row) => ReactNode;
  /** the totals row's cell for this column; the first column's footer is the "Totals" label */
  footer?: ReactNode;
};

type TRecordsTableProps<Row> = {
  caption: string;
  columns: TColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  stale: boolean;
  testId: string;
};

export function RecordsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  stale,
  testId,
}: TRecordsTableProps<Row>) {
  const { t } = useTranslation('records');
  const numeric = (c: TColumn<Row>) =>
    [c.numeric ? styles.num : '', c.wrap ? styles.wrap : ''].join(' ').trim() || undefined;
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table
        role="table"
        className={`${styles.table} ${stale ? styles.stale : ''}`}
        data-testid={testId}
        aria-busy={stale}
      >
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.id} role="columnheader" scope="col" className={numeric(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <td key={c.id} role="cell" className={numeric(c)} data-column={c.id} data-label={c.header}>
                  <div>{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot role="rowgroup" data-testid={`${testId}-totals`}>
          <tr role="row">
            {columns.map((c, i) =>
              i === 0 ? (
                <th key={c.id} role="rowheader" scope="row">
                  {t('totals.label')}
                </th>
              ) : (
                <td key={c.id} role="cell" className={numeric(c)} data-column={c.id} data-label={c.header}>
                  {c.footer === undefined ? null : <div>{c.footer}</div>}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
