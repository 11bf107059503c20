// A grid of any length in which only the rows on screen (plus one either side) exist in the DOM
// (architecture: long grids virtualised). Rows are placed by the window virtualizer; their height
// follows from the width, so nothing is measured while scrolling.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import { GRID_GAP, gridColumns, gridRowHeight } from '../lib/grid-layout';
import styles from './virtual-game-grid.module.css';

type TVirtualGameGridProps = {
  count: number;
  label: string;
  infoHeight: number;
  renderCell: (index: number) => ReactNode;
  /** called with the first and last item index on screen */
  onRangeChange?: (first: number, last: number) => void;
};

export function VirtualGameGrid({
  count,
  label,
  infoHeight,
  renderCell,
  onRangeChange,
}: TVirtualGameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const columns = gridColumns(width);
  const rowHeight = gridRowHeight(width, columns, infoHeight);
  const [scrollMargin, setScrollMargin] = useState(0);

  // The grid's offset from the top of the document. Measured when the layout can have moved (width
  // or length changed), never per scroll frame: reading layout while scrolling forces reflows.
  useLayoutEffect(() => {
    const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    setScrollMargin((prev) => (Math.abs(top - prev) > 1 ? top : prev));
  }, [width, count]);

  const virtualizer = useWindowVirtualizer({
    count: width > 0 ? Math.ceil(count / columns) : 0,
    estimateSize: () => rowHeight,
    overscan: 1,
    scrollMargin,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows[rows.length - 1]?.index ?? -1;
  useEffect(() => {
    if (lastRow >= 0) {
      onRangeChange?.(firstRow * columns, Math.min(count, (lastRow + 1) * columns) - 1);
    }
  }, [firstRow, lastRow, columns, count, onRangeChange]);

  return (
    <div
      ref={ref}
      className={styles.grid}
      role="list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          role="none"
          className={styles.row}
          style={{
            height: rowHeight - GRID_GAP,
            transform: `translateY(${row.start - scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: GRID_GAP,
          }}
        >
          {Array.from({ length: Math.min(columns, count - row.index * columns) }, (_, c) => (
            <Fragment key={c}>{renderCell(row.index * columns + c)}</Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}
