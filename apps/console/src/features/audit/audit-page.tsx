// The audit log (append-only on the server): search by operator, action and time, server pages.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZAuditPageSchema, ZAuditQuerySchema, type TAuditEntry } from '@pavilion/contracts/console-access';
import { formatDateTime } from '@/shared/format';
import { api } from '@/shared/http';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';

const PAGE_SIZE = 20;
const column = createColumnHelper<TAuditEntry>();
// the form's fields as typed (datetime-local inputs, empty meaning "any"); sent as the contract's query
const ZAuditFilterSchema = z.object({
  operatorId: z.union([z.literal(''), z.string().regex(/^[0-9]{1,9}$/)]),
  action: z.union([z.literal(''), ZAuditQuerySchema.shape.action.unwrap()]),
  from: z.string(),
  to: z.string(),
});
type TAuditFilter = z.infer<typeof ZAuditFilterSchema>;
const NO_FILTER: TAuditFilter = { operatorId: '', action: '', from: '', to: '' };

const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<TAuditFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const form = useForm<TAuditFilter>({ resolver: zodResolver(ZAuditFilterSchema), defaultValues: NO_FILTER });
  const audit = useQuery({
    queryKey: ['console', 'audit', filter, page],
    queryFn: async () =>
      ZAuditPageSchema.parse(
        await api('/api/admin/audit', {
          query: {
            operatorId: filter.operatorId || undefined,
            action: filter.action || undefined,
            from: iso(filter.from),
            to: iso(filter.to),
            page,
            pageSize: PAGE_SIZE,
          },
        }),
      ),
  });
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t('audit.at'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('username', { header: t('audit.operator'), cell: (c) => c.getValue() ?? '' }),
      column.accessor('ip', { header: t('audit.ip'), cell: (c) => c.getValue() ?? '' }),
      column.accessor('status', { header: t('audit.status') }),
      column.accessor('action', { header: t('audit.action') }),
      column.accessor('target', { header: t('audit.target'), cell: (c) => c.getValue() ?? '' }),
      column.accessor('route', { header: t('audit.route') }),
      column.accessor((e) => json(e.before), {
        id: 'before',
        header: t('audit.before'),
        cell: (c) => <code>{c.getValue()}</code>,
      }),
      column.accessor((e) => json(e.after), {
        id: 'after',
        header: t('audit.after'),
        cell: (c) => <code>{c.getValue()}</code>,
      }),
    ],
    [t, i18n.language],
  );
  const submit = form.handleSubmit((values) => {
    setFilter(values);
    setPage(1);
  });
  const errors = form.formState.errors;

  return (
    <section aria-labelledby="audit-title" className="stack">
      <h1 id="audit-title">{t('menu.audit')}</h1>
      <form className="filters row wrap" onSubmit={(e) => void submit(e)} noValidate>
        <label className="field">
          <span>{t('audit.operatorId')}</span>
          <input
            inputMode="numeric"
            aria-invalid={Boolean(errors.operatorId)}
            {...form.register('operatorId')}
          />
        </label>
        <label className="field">
          <span>{t('audit.action')}</span>
          <input {...form.register('action')} />
        </label>
        <label className="field">
          <span>{t('audit.from')}</span>
          <input type="datetime-local" {...form.register('from')} />
        </label>
        <label className="field">
          <span>{t('audit.to')}</span>
          <input type="datetime-local" {...form.register('to')} />
        </label>
        <button type="submit" className="btn btn-primary">
          {t('audit.search')}
        </button>
      </form>
      <QueryState isLoading={audit.isLoading} error={audit.error} />
      {audit.data && (
        <>
          <p className="muted">{t('audit.total', { count: audit.data.total })}</p>
          <DataTable
            label={t('menu.audit')}
            data={audit.data.items}
            columns={columns}
            getRowId={(e) => String(e.id)}
            pageNo={page}
            pageCount={Math.ceil(audit.data.total / PAGE_SIZE)}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
