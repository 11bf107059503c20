// The member's histories as tables: wallet postings and login attempts (server pages), and the
// live sessions.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberLogin, TMemberPosting, TMemberSession } from '@pavilion/contracts/member-admin';
import { formatDateTime, formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useMemberLedger, useMemberLogins, useMemberSessions } from './members-api';

const posting = createColumnHelper<TMemberPosting>();
const session = createColumnHelper<TMemberSession>();
const login = createColumnHelper<TMemberLogin>();

export function LedgerTab({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const ledger = useMemberLedger(memberId, pageNo);
  const columns = useMemo(
    () => [
      posting.accessor('createdAt', {
        header: t('members.time'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      posting.accessor('kind', {
        header: t('members.kind'),
        cell: (c) => t(`members.ledger_${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      posting.accessor('amount', {
        header: t('members.amount'),
        cell: (c) => formatMoney(c.getValue(), i18n.language),
      }),
      posting.accessor('balanceAfter', {
        header: t('members.balanceAfter'),
        cell: (c) => formatMoney(c.getValue(), i18n.language),
      }),
      posting.accessor('description', { header: t('members.description') }),
      posting.accessor('transactionId', { header: t('members.transaction') }),
    ],
    [t, i18n.language],
  );
  return (
    <>
      <QueryState isLoading={ledger.isLoading} error={ledger.error} />
      {ledger.data && (
        <DataTable
          label={t('members.tab_ledger')}
          data={ledger.data.rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageNo={ledger.data.pageNo}
          pageCount={ledger.data.totalPages}
          onPage={setPageNo}
        />
      )}
    </>
  );
}

export function SessionsTab({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const sessions = useMemberSessions(memberId);
  const columns = useMemo(
    () => [
      session.accessor('createdAt', {
        header: t('members.signedIn'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      session.accessor('lastSeenAt', {
        header: t('members.lastSeen'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      session.accessor('ip', { header: t('members.ip'), cell: (c) => c.getValue() ?? '—' }),
      session.accessor('userAgent', { header: t('members.device'), cell: (c) => c.getValue() ?? '—' }),
    ],
    [t, i18n.language],
  );
  return (
    <>
      <QueryState isLoading={sessions.isLoading} error={sessions.error} />
      {sessions.data && (
        <DataTable
          label={t('members.tab_sessions')}
          data={sessions.data.items}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageNo={1}
          pageCount={1}
          onPage={() => undefined}
        />
      )}
    </>
  );
}

export function LoginsTab({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const logins = useMemberLogins(memberId, pageNo);
  const columns = useMemo(
    () => [
      login.accessor('at', {
        header: t('members.time'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      login.accessor('success', {
        header: t('members.outcome'),
        cell: (c) => (c.getValue() ? t('members.success') : t('members.failure')),
      }),
      login.accessor('reason', { header: t('members.reason'), cell: (c) => c.getValue() ?? '—' }),
      login.accessor('ip', { header: t('members.ip'), cell: (c) => c.getValue() ?? '—' }),
      login.accessor('method', { header: t('members.method') }),
    ],
    [t, i18n.language],
  );
  return (
    <>
      <QueryState isLoading={logins.isLoading} error={logins.error} />
      {logins.data && (
        <DataTable
          label={t('members.tab_logins')}
          data={logins.data.rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageNo={logins.data.pageNo}
          pageCount={logins.data.totalPages}
          onPage={setPageNo}
        />
      )}
    </>
  );
}
