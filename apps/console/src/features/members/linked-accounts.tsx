// A member's linked accounts (decision 079): the other members who logged in from the same IP or
// device, share a bank card number or payee name, or referred / were referred by this member; each
// with its reasons and a link to their page.
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZLinkedAccountsReplySchema, type TLinkedAccount } from '@pavilion/contracts/risk';
import { formatDateTime } from '@/shared/format';
import { api } from '@/shared/http';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { memberKey } from './members-api';

const column = createColumnHelper<TLinkedAccount>();

export function useLinkedAccounts(id: number) {
  return useQuery({
    queryKey: [...memberKey(id), 'linked'],
    queryFn: async () => ZLinkedAccountsReplySchema.parse(await api(`/api/admin/members/${id}/linked`)),
  });
}

export function LinkedAccountsTab({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const linked = useLinkedAccounts(memberId);
  const columns = useMemo(
    () => [
      column.accessor('account', {
        header: t('members.linkedMember'),
        cell: (c) => <Link to={`/members/${c.row.original.memberId}`}>{c.getValue()}</Link>,
      }),
      column.accessor('reasons', {
        header: t('members.linkedReasons'),
        enableSorting: false,
        cell: (c) => (
          <ul className="linked-reasons">
            {c.getValue().map((r) => (
              <li key={`${r.kind}:${r.value}`}>
                <span className="badge">{t(`members.link_${r.kind}`)}</span>{' '}
                {r.kind === 'referral' ? t(`members.link_${r.value}`) : <code>{r.value}</code>}
              </li>
            ))}
          </ul>
        ),
      }),
      column.accessor('lastSeenAt', {
        header: t('members.lastLogin'),
        cell: (c) => (c.getValue() ? formatDateTime(c.getValue(), i18n.language) : '—'),
      }),
    ],
    [t, i18n.language],
  );
  return (
    <>
      <p className="muted">{t('members.linkedHint')}</p>
      <QueryState isLoading={linked.isLoading} error={linked.error} />
      {linked.data &&
        (linked.data.linked.length === 0 ? (
          <p>{t('members.linkedNone')}</p>
        ) : (
          <DataTable
            label={t('members.tab_linked')}
            data={linked.data.linked}
            columns={columns}
            getRowId={(r) => r.memberId}
            pageNo={1}
            pageCount={1}
            onPage={() => {}}
          />
        ))}
    </>
  );
}
