// The member centre's column-driven records table (betting record, account record, profit and
// loss, deposit and withdrawal records): a captioned <table> with column headers (scope="col"),
// the rows, and a totals row in <tfoot> when there is a totals label; the previous page stays
// (dimmed) while the next one loads. At phone width the CSS stacks each row into a card whose cells
// carry their header as a label (data-label); the explicit ARIA roles keep the table semantics that
// `display: block` would drop. The frame scrolls on its own in case a card is still wider, so the
// page never scrolls sideways. Also the time cell the tables share.
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date-time';
import styles from './records-table.module.css';

export type TColumn<Row> = {
  id: string;
  header: string;
  numeric?: boolean;
  /** long text that may wrap (descriptions, game names) in a report, where cells keep to one line */
  wrap?: boolean;
  cell: (row: Row) => ReactNode;
  /** the totals row's cell for this column; the first column's footer is the totals label */
  footer?: ReactNode;
};

export type TRecordsTableProps<Row> = {
  caption: string;
  /** the caption for screen readers only, when a heading right above already says it */
  captionHidden?: boolean;
  columns: TColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  stale: boolean;
  /** data-testid of the table; its rows are `${testId}-row` and its totals `${testId}-totals` */
  testId: string;
  /** data-testid of each row, where it is not `${testId}-row` */
  rowTestId?: string;
  /** the first cell of the totals row ("Totals"); without it the table has no totals row */
  totalsLabel?: string;
  /**
   * `report`: figures that keep to one line, centred in the row (the records);
   * `list`: cells that wrap and stack notes and actions, aligned to the top (the cashier).
   */
  layout?: 'report' | 'list';
};

export function RecordsTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  stale,
  testId,
  rowTestId = `${testId}-row`,
  totalsLabel,
  layout = 'report',
}: TRecordsTableProps<Row>) {
  const cellClass = (c: TColumn<Row>) =>
    [c.numeric ? styles.num : '', c.wrap ? styles.wrap : ''].join(' ').trim() || undefined;
  const bodyCell = (c: TColumn<Row>, content: ReactNode) => (
    <td key={c.id} role="cell" className={cellClass(c)} data-column={c.id} data-label={c.header}>
      {content}
    </td>
  );
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table
        role="table"
        className={`${styles.table} ${styles[layout]} ${stale ? styles.stale : ''}`}
        data-testid={testId}
        aria-busy={stale}
      >
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.id} role="columnheader" scope="col" className={cellClass(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" data-testid={rowTestId}>
              {columns.map((c) => bodyCell(c, <div>{c.cell(row)}</div>))}
            </tr>
          ))}
        </tbody>
        {totalsLabel === undefined ? null : (
          <tfoot role="rowgroup" data-testid={`${testId}-totals`}>
            <tr role="row">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.id} role="rowheader" scope="row">
                    {totalsLabel}
                  </th>
                ) : (
                  bodyCell(c, c.footer === undefined ? null : <div>{c.footer}</div>)
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/**
 * A record's time as yyyy-MM-dd HH:mm:ss in local time, the date above the time so the narrow time
 * column leaves room for the rest (one line on a phone card); the text keeps its space for readers
 * and tests.
 */
/** `offsetMinutes`: the fixed zone to show the time in (the agent centre's); absent: the browser's. */
export function DateTimeCell({ value, offsetMinutes }: { value: string; offsetMinutes?: number }) {
  const [date, time] = formatDateTime(value, offsetMinutes).split(' ');
  return (
    <time dateTime={value} className={styles.dateTime}>
      <span>{date}</span> <span>{time}</span>
    </time>
  );
}
