import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import common from '@/shared/i18n/locales/en.json';
import { PagedRecordsTable, viewState, type TPageQuery } from './paged-records-table';
import type { TColumn } from './records-table';

type TRow = { id: string; amount: number };
const columns: TColumn<TRow>[] = [
  { id: 'id', header: 'Id', cell: (r) => r.id },
  { id: 'amount', header: 'Amount', numeric: true, cell: (r) => r.amount.toFixed(2), footer: '3.00' },
];
const page = (rows: TRow[], totalPages = 1): TPageQuery<TRow>['data'] => ({ rows, pageNo: 1, totalPages });

/** The table of `query` rendered to HTML with the English common bundle, other props fixed. */
function renderTable(
  query: Partial<TPageQuery<TRow>>,
  props: { totalsLabel?: string; captionHidden?: boolean } = {},
) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common } },
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const fullQuery: TPageQuery<TRow> = {
    data: undefined,
    isPending: false,
    error: null,
    isPlaceholderData: false,
    refetch: () => Promise.resolve(),
    ...query,
  };
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <PagedRecordsTable
        query={fullQuery}
        onPage={() => undefined}
        emptyText="Nothing here"
        errorText={(e) => `Failed: ${String(e)}`}
        stateTestId="things"
        caption="Your things"
        columns={columns}
        rowKey={(r) => r.id}
        testId="things-table"
        {...props}
      />
    </I18nextProvider>,
  );
}

describe('records view state', () => {
  it('shows a spinner before the first answer', () => {
    expect(viewState({ isPending: true, error: null }, undefined)).toBe('loading');
  });
  it('shows the error even when stale rows are kept', () => {
    expect(viewState({ isPending: false, error: new Error('x') }, 20)).toBe('error');
  });
  it('shows the empty state for no rows and the rows otherwise', () => {
    expect(viewState({ isPending: false, error: null }, 0)).toBe('empty');
    expect(viewState({ isPending: false, error: null }, 3)).toBe('rows');
  });
});

describe('PagedRecordsTable', () => {
  it('shows the loading, error and empty states with their test ids instead of a table', () => {
    expect(renderTable({ isPending: true })).toContain('data-testid="things-loading"');
    const failed = renderTable({ error: 'NETWORK', data: page([{ id: 'a', amount: 1 }]) });
    expect(failed).toContain('data-testid="things-error"');
    expect(failed).toContain('Failed: NETWORK');
    expect(failed).toContain('Try again');
    expect(failed).not.toContain('<table');
    const empty = renderTable({ data: page([]) });
    expect(empty).toContain('data-testid="things-empty"');
    expect(empty).toContain('Nothing here');
  });

  it('renders labelled cells, a totals row only with a totals label, and the pager', () => {
    const rows = [
      { id: 'a', amount: 1 },
      { id: 'b', amount: 2 },
    ];
    const html = renderTable({ data: page(rows, 2) }, { totalsLabel: 'Totals' });
    expect(html.match(/data-testid="things-table-row"/g)).toHaveLength(2);
    expect(html).toContain('<th role="columnheader" scope="col"');
    expect(html).toMatch(/<td[^>]*data-column="amount" data-label="Amount"><div>2.00<\/div>/);
    expect(html).toMatch(/data-testid="things-table-totals".*Totals.*3\.00/);
    expect(html).toContain('Page 1 of 2');
    expect(renderTable({ data: page(rows) })).not.toContain('things-table-totals');
  });

  it('keeps a hidden caption for screen readers and dims the previous page while the next loads', () => {
    const html = renderTable(
      { data: page([{ id: 'a', amount: 1 }]), isPlaceholderData: true },
      { captionHidden: true },
    );
    expect(html).toContain('<caption class="visually-hidden">Your things</caption>');
    expect(html).toContain('aria-busy="true"');
  });
});
