// The console's table on TanStack Table: sortable headers (the rows of the page shown), a column
// chooser, optional row selection, and server-side paging (the server's pageNo / totalPages).
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type TDataTableProps<T> = {
  label: string;
  data: T[];
  // TanStack's column value types differ per column; the table only passes them through
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  pageNo: number;
  pageCount: number;
  onPage: (pageNo: number) => void;
  selection?: RowSelectionState;
  onSelection?: (selection: RowSelectionState) => void;
  canSelect?: (row: T) => boolean;
};

export function DataTable<T>(props: TDataTableProps<T>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [visibility, setVisibility] = useState<VisibilityState>({});
  const selectable = Boolean(props.onSelection);
  const table = useReactTable({
    data: props.data,
    columns: props.columns,
    getRowId: props.getRowId,
    state: { sorting, columnVisibility: visibility, rowSelection: props.selection ?? {} },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setVisibility,
    onRowSelectionChange: (updater) => {
      const prev = props.selection ?? {};
      props.onSelection?.(typeof updater === 'function' ? updater(prev) : updater);
    },
    enableRowSelection: (row) => selectable && (props.canSelect?.(row.original) ?? true),
    manualPagination: true,
    pageCount: props.pageCount,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <div className="table-block">
      <details className="column-chooser">
        <summary>{t('table.columns')}</summary>
        <fieldset>
          <legend className="visually-hidden">{t('table.columns')}</legend>
          {table
            .getAllLeafColumns()
            .filter((c) => c.getCanHide())
            .map((column) => (
              <label key={column.id} className="check">
                <input
                  type="checkbox"
                  checked={column.getIsVisible()}
                  onChange={column.getToggleVisibilityHandler()}
                />
                {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
              </label>
            ))}
        </fieldset>
      </details>
      <div className="table-scroll">
        <table aria-label={props.label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={t('table.selectAll')}
                      checked={table.getIsAllRowsSelected()}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={table.getVisibleLeafColumns().length + (selectable ? 1 : 0)} className="muted">
                  {t('table.empty')}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id} data-testid="table-row">
                {selectable && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('table.selectRow', { id: row.id })}
                      checked={row.getIsSelected()}
                      disabled={!row.getCanSelect()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={t('table.pages')}>
        <button
          type="button"
          className="btn"
          disabled={props.pageNo <= 1}
          onClick={() => props.onPage(props.pageNo - 1)}
        >
          {t('table.previous')}
        </button>
        <span>{t('table.page', { page: props.pageNo, pages: Math.max(1, props.pageCount) })}</span>
        <button
          type="button"
          className="btn"
          disabled={props.pageNo >= props.pageCount}
          onClick={() => props.onPage(props.pageNo + 1)}
        >
          {t('table.next')}
        </button>
      </nav>
    </div>
  );
}
