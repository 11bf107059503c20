// Agent centre page `downlineManagmentView` (spec §2.8): every member of the agent's tree, paged and
// searched on the server; drill down one level at a time (the direct downline of a member) with a
// breadcrumb back up; per member: details, transfer, and, on agent rows only, "offer contract" (the contracts page).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { offerContractHref, type TTeamMember } from '@pavilion/contracts/agent-team';
import { isAgentType } from '@pavilion/contracts/constants';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { useErrorText } from '@/shared/errors/error-text';
import { formatAgentDateTime } from '@/features/agent/model/agent-zone';
import { formatCount, formatMoney } from '@/shared/format/money';
import { PagedRecordsTable } from '@/shared/ui/paged-records-table';
import type { TColumn } from '@/shared/ui/records-table';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useTeamMembers } from '../api/use-team';
import { MemberDetailsDialog } from '../components/member-details-dialog';
import { TeamFilters, type TTeamSearch } from '../components/team-filters';
import { TransferDialog } from '../components/transfer-dialog';
import styles from '../components/agent-team.module.css';

type TDialog = { kind: 'details' | 'transfer'; member: TTeamMember } | null;

export default function TeamManagementPage({ member: agent }: TAgentPageProps) {
  const { t } = useTranslation('agent-team');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const [search, setSearch] = useState<TTeamSearch>({});
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const [dialog, setDialog] = useState<TDialog>(null);
  // a drill-down starts the new level unfiltered (the search form is cleared with it)
  const [filtersKey, setFiltersKey] = useState(0);
  const members = useTeamMembers({ ...search, parentId, pageNo });
  const crumbs = members.data?.breadcrumb ?? [{ id: agent.id, account: agent.account }];

  const drill = (id: number | undefined) => {
    setParentId(id === agent.id ? undefined : id);
    setSearch({});
    setFiltersKey((k) => k + 1);
    setPageNo(1);
  };

  const columns: TColumn<TTeamMember>[] = [
    {
      id: 'account',
      header: t('columns.account'),
      cell: (m) => (
        <span>
          {m.account}
          {m.nickname !== m.account ? <span className={styles.muted}> ({m.nickname})</span> : null}
        </span>
      ),
    },
    { id: 'depth', header: t('columns.depth'), cell: (m) => t('members.level', { depth: m.depth }) },
    {
      id: 'type',
      header: t('columns.type'),
      cell: (m) => t(`types.${m.type}`, { defaultValue: String(m.type) }),
    },
    {
      id: 'balance',
      header: t('columns.balance'),
      numeric: true,
      cell: (m) => formatMoney(m.balance, symbol),
    },
    {
      id: 'directCount',
      header: t('columns.directCount'),
      numeric: true,
      cell: (m) =>
        m.directCount > 0 ? (
          <button
            type="button"
            className={styles.crumb}
            onClick={() => drill(m.id)}
            aria-label={t('members.drill', { account: m.account, count: m.directCount })}
          >
            {formatCount(m.directCount)}
          </button>
        ) : (
          formatCount(0)
        ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (m) => t(`statuses.${m.status}`, { defaultValue: m.status }),
    },
    { id: 'createdAt', header: t('columns.createdAt'), cell: (m) => formatAgentDateTime(m.createdAt) },
    {
      id: 'lastLoginAt',
      header: t('columns.lastLoginAt'),
      cell: (m) => (m.lastLoginAt ? formatAgentDateTime(m.lastLoginAt) : t('members.never')),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (m) => (
        <span className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            onClick={() => setDialog({ kind: 'details', member: m })}
          >
            {t('members.details')}
          </button>
          <button
            type="button"
            className={styles.action}
            onClick={() => setDialog({ kind: 'transfer', member: m })}
          >
            {t('members.transfer')}
          </button>
          {isAgentType(m.type) ? (
            <Link className={styles.action} to={offerContractHref(m.account)}>
              {t('members.offer')}
            </Link>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="agent-page-title" className={styles.page} data-testid="team-management">
      <h1 id="agent-page-title" className={styles.pageTitle}>
        {t('members.title')}
      </h1>
      <section className={styles.card} aria-label={t('members.search')}>
        <TeamFilters
          key={filtersKey}
          onSearch={(query) => {
            setSearch(query);
            setPageNo(1);
          }}
        />
      </section>
      <nav aria-label={t('members.breadcrumb')}>
        <ol className={styles.crumbs} data-testid="team-breadcrumb">
          {crumbs.map((c, i) => (
            <li key={c.id}>
              {i === crumbs.length - 1 ? (
                <span className={styles.crumbCurrent} aria-current="location">
                  {c.account}
                </span>
              ) : (
                <button type="button" className={styles.crumb} onClick={() => drill(c.id)}>
                  {c.account}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {members.data ? (
        <p className={styles.muted} data-testid="team-total">
          {t('members.total', { count: members.data.total })}
        </p>
      ) : null}
      <PagedRecordsTable
        query={members}
        onPage={setPageNo}
        caption={
          parentId ? t('members.downlineOf', { account: crumbs.at(-1)?.account ?? '' }) : t('members.caption')
        }
        columns={columns}
        rowKey={(m) => String(m.id)}
        testId="team-table"
        emptyText={t('members.empty')}
        errorText={errorText}
        stateTestId="team"
        layout="list"
      />
      {dialog?.kind === 'details' ? (
        <MemberDetailsDialog memberId={dialog.member.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'transfer' ? (
        <TransferDialog member={dialog.member} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
