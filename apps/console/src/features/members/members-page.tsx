// The member search: a part of the username, mobile or e-mail, status, registration days and an
// agent's team; sorted and paged on the server. The account opens the member's page.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MEMBER_ADMIN_STATUSES,
  MEMBER_SORTS,
  type TMemberRow,
  type TMemberSort,
} from '@pavilion/contracts/member-admin';
import { formatDateTime, formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useMemberSearch, type TMemberFilters } from './members-api';
import { memberTypeLabel } from './member-labels';
import './members.css';

const column = createColumnHelper<TMemberRow>();
const EMPTY: TMemberFilters = { sort: 'createdAt', order: 'desc', pageNo: 1 };

export function MembersPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<TMemberFilters>(EMPTY);
  const search = useMemberSearch(filters);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => {
      const value = String(form.get(name) ?? '').trim();
      return value === '' ? undefined : value;
    };
    const status = text('status') as TMemberFilters['status'];
    setFilters({
      sort: (text('sort') ?? 'createdAt') as TMemberSort,
      order: text('order') === 'asc' ? 'asc' : 'desc',
      pageNo: 1,
      ...(text('q') ? { q: text('q') } : {}),
      ...(status ? { status } : {}),
      ...(text('registeredFrom') ? { registeredFrom: text('registeredFrom') } : {}),
      ...(text('registeredTo') ? { registeredTo: text('registeredTo') } : {}),
      ...(text('agent') ? { agent: text('agent') } : {}),
    });
  };

  const columns = useMemo(
    () => [
      column.accessor('account', {
        header: t('members.account'),
        enableHiding: false,
        cell: ({ row }) => <Link to={`/members/${row.original.id}`}>{row.original.account}</Link>,
      }),
      column.accessor('nickname', { header: t('members.nickname') }),
      column.accessor('type', { header: t('members.type'), cell: (c) => memberTypeLabel(t, c.getValue()) }),
      column.accessor('status', {
        header: t('members.status'),
        cell: (c) => t(`members.status_${c.getValue()}`),
      }),
      column.accessor('balance', {
        header: t('members.balance'),
        cell: (c) => formatMoney(c.getValue(), i18n.language),
      }),
      column.accessor('uplineAccount', { header: t('members.upline'), cell: (c) => c.getValue() ?? '—' }),
      column.accessor('mobile', { header: t('members.mobile'), cell: (c) => c.getValue() ?? '—' }),
      column.accessor('email', { header: t('members.email'), cell: (c) => c.getValue() ?? '—' }),
      column.accessor('createdAt', {
        header: t('members.registered'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.accessor('lastLoginAt', {
        header: t('members.lastLogin'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
    ],
    [t, i18n.language],
  );

  return (
    <section aria-labelledby="members-title" className="stack">
      <h1 id="members-title">{t('members.title')}</h1>
      <form className="filters row wrap" role="search" onSubmit={submit}>
        <label className="field inline">
          <span>{t('members.search')}</span>
          <input name="q" type="search" maxLength={64} placeholder={t('members.searchHint')} />
        </label>
        <label className="field inline">
          <span>{t('members.status')}</span>
          <select name="status" defaultValue="">
            <option value="">{t('members.any')}</option>
            {MEMBER_ADMIN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`members.status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>{t('members.registeredFrom')}</span>
          <input name="registeredFrom" type="date" />
        </label>
        <label className="field inline">
          <span>{t('members.registeredTo')}</span>
          <input name="registeredTo" type="date" />
        </label>
        <label className="field inline">
          <span>{t('members.agent')}</span>
          <input name="agent" maxLength={64} />
        </label>
        <label className="field inline">
          <span>{t('members.sortBy')}</span>
          <select name="sort" defaultValue="createdAt">
            {MEMBER_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`members.sort_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>{t('members.order')}</span>
          <select name="order" defaultValue="desc">
            <option value="desc">{t('members.desc')}</option>
            <option value="asc">{t('members.asc')}</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {t('members.find')}
        </button>
      </form>
      <QueryState isLoading={search.isLoading} error={search.error} />
      {search.data && (
        <>
          <p className="muted" role="status">
            {t('members.total', { count: search.data.total })}
          </p>
          <DataTable
            label={t('members.title')}
            data={search.data.rows}
            columns={columns}
            getRowId={(r) => String(r.id)}
            pageNo={search.data.pageNo}
            pageCount={search.data.totalPages}
            onPage={(pageNo) => setFilters({ ...filters, pageNo })}
          />
        </>
      )}
    </section>
  );
}
