// Reports (reports.read, decision 045): pick a report and a range of UTC days, read it a page at a
// time with the range's totals, and export the whole range as CSV.
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  REPORT_COLUMNS,
  REPORT_MONEY_COLUMNS,
  REPORT_NAMES,
  ZReportDateSchema,
  ZReportNameSchema,
  type TReportName,
} from '@pavilion/contracts/reports';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { downloadCsv, PAGE_SIZE, useReport, type TReportRange } from './reports-api';

const ZReportFilterSchema = z
  .object({ name: ZReportNameSchema, from: ZReportDateSchema, to: ZReportDateSchema })
  .refine((f) => f.from <= f.to, { path: ['to'] });
type TReportFilter = z.infer<typeof ZReportFilterSchema>;
type TRow = Record<string, string | number | null>;

const column = createColumnHelper<TRow>();
const todayUtc = () => new Date().toISOString().slice(0, 10);

export function ReportsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TReportFilter>(() => ({
    name: 'ggr-vendor',
    from: todayUtc(),
    to: todayUtc(),
  }));
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const form = useForm<TReportFilter>({ resolver: zodResolver(ZReportFilterSchema), defaultValues: filter });
  const range: TReportRange = { from: filter.from, to: filter.to };
  const report = useReport(filter.name, range, page);
  const columns = useReportColumns(filter.name);
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    setFilter(values);
    setPage(1);
    setExportError(null);
  });
  const exportCsv = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadCsv(filter.name, range);
    } catch (error) {
      setExportError(errorText(t, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="reports-title" className="stack">
      <h1 id="reports-title">{t('menu.reports')}</h1>
      <form className="filters row wrap" onSubmit={(e) => void submit(e)} noValidate>
        <label className="field">
          <span>{t('reports.report')}</span>
          <select {...form.register('name')}>
            {REPORT_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`reportNames.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('reports.from')}</span>
          <input type="date" aria-invalid={Boolean(errors.from)} {...form.register('from')} />
        </label>
        <label className="field">
          <span>{t('reports.to')}</span>
          <input type="date" aria-invalid={Boolean(errors.to)} {...form.register('to')} />
        </label>
        <button type="submit" className="btn btn-primary">
          {t('reports.show')}
        </button>
      </form>
      {(errors.from || errors.to) && (
        <p className="error" role="alert">
          {t('errors.REPORT_RANGE_INVALID')}
        </p>
      )}
      <p className="muted small">{t('reports.utcHint')}</p>
      <div className="row">
        <button
          type="button"
          className="btn"
          onClick={() => void exportCsv()}
          disabled={exporting}
          aria-describedby="reports-export-hint"
        >
          {t('reports.exportCsv')}
        </button>
        <span id="reports-export-hint" className="muted small">
          {t('reports.exportHint', { name: t(`reportNames.${filter.name}`) })}
        </span>
      </div>
      {exportError && (
        <p className="error" role="alert">
          {exportError}
        </p>
      )}
      <QueryState isLoading={report.isLoading} error={report.error} />
      {report.data && (
        <>
          <Totals totals={report.data.totals} />
          <DataTable
            label={t(`reportNames.${filter.name}`)}
            data={report.data.rows}
            columns={columns}
            getRowId={(r) => (REPORT_COLUMNS[filter.name] as readonly string[]).map((c) => r[c]).join('|')}
            pageNo={page}
            pageCount={report.data.totalPages}
            onPage={setPage}
          />
          <p className="muted small">
            {t('reports.rowCount', { count: report.data.total, size: PAGE_SIZE })}
          </p>
        </>
      )}
    </section>
  );
}

function formatCell(key: string, value: unknown, lng: string, t: (k: string) => string): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (REPORT_MONEY_COLUMNS.has(key) && typeof value === 'number') {
    return formatMoney(value, lng);
  }
  if (key === 'direction') {
    return t(`reportDirections.${String(value)}`);
  }
  if (key === 'time') {
    // the manual adjustments' instant, in UTC like the report's days
    return new Date(String(value)).toLocaleString(lng, { timeZone: 'UTC' });
  }
  return typeof value === 'number' ? value.toLocaleString(lng) : String(value);
}

function useReportColumns(name: TReportName) {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      (REPORT_COLUMNS[name] as readonly string[]).map((key) =>
        column.accessor((r) => r[key] ?? null, {
          id: key,
          header: t(`reportColumns.${key}`),
          cell: (c) => formatCell(key, c.getValue(), i18n.language, t),
        }),
      ),
    [name, t, i18n.language],
  );
}

function Totals({ totals }: { totals: Record<string, number> }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="tiles" role="group" aria-label={t('reports.totals')}>
      {Object.entries(totals).map(([key, value]) => (
        <div key={key} className="tile">
          <span>{t(`reportColumns.${key}`)}</span>
          <strong>{formatCell(key, value, i18n.language, t)}</strong>
        </div>
      ))}
    </div>
  );
}
