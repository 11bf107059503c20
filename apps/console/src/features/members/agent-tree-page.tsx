// The agent tree, one level at a time: the top-level agents first, then an agent's direct downline
// with each one's team size and open contracts; the breadcrumb climbs back up.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAgentType } from '@pavilion/contracts/constants';
import type { TAgentTreeNode } from '@pavilion/contracts/member-admin';
import { formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { memberTypeLabel } from './member-labels';
import { useAgentTree, useTopAgents } from './members-api';
import './members.css';

const column = createColumnHelper<TAgentTreeNode>();

function useColumns() {
  const { t, i18n } = useTranslation();
  const canMembers = useCan('members.read');
  return useMemo(
    () => [
      column.accessor('account', {
        header: t('members.account'),
        enableHiding: false,
        cell: ({ row }) =>
          canMembers ? (
            <Link to={`/members/${row.original.id}`}>{row.original.account}</Link>
          ) : (
            row.original.account
          ),
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
      column.accessor('directCount', { header: t('agents.direct') }),
      column.accessor('teamCount', { header: t('agents.team') }),
      column.accessor('contracts', {
        header: t('agents.contracts'),
        enableSorting: false,
        cell: (c) =>
          c.getValue().length === 0
            ? '—'
            : c
                .getValue()
                .map((k) => `${t(`agents.kind_${k.kind}`)} (${t(`agents.contract_${k.status}`)})`)
                .join(', '),
      }),
      column.display({
        id: 'drill',
        header: t('agents.downline'),
        enableHiding: false,
        cell: ({ row }) =>
          isAgentType(row.original.type) ? (
            <Link
              to={`/agents/${row.original.id}`}
              aria-label={t('agents.openOf', { account: row.original.account })}
            >
              {t('agents.open')}
            </Link>
          ) : null,
      }),
    ],
    [t, i18n.language, canMembers],
  );
}

export function AgentTreePage() {
  const id = useParams().id;
  // a new agent starts at its first page
  return id === undefined ? <TopAgents /> : <AgentLevel key={id} id={Number(id)} />;
}

function TopAgents() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const level = useTopAgents(pageNo);
  const columns = useColumns();
  return (
    <section aria-labelledby="agents-title" className="stack">
      <h1 id="agents-title">{t('agents.title')}</h1>
      <p className="muted">{t('agents.topLevel')}</p>
      <QueryState isLoading={level.isLoading} error={level.error} />
      {level.data && (
        <DataTable
          label={t('agents.topLevel')}
          data={level.data.rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageNo={level.data.pageNo}
          pageCount={level.data.totalPages}
          onPage={setPageNo}
        />
      )}
    </section>
  );
}

function AgentLevel({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const tree = useAgentTree(id, pageNo);
  const columns = useColumns();
  if (!tree.data) {
    return <QueryState isLoading={tree.isLoading} error={tree.error} />;
  }
  const { agent, breadcrumb } = tree.data;
  return (
    <section aria-labelledby="agents-title" className="stack">
      <nav className="crumbs" aria-label={t('agents.breadcrumb')}>
        <ol>
          <li>
            <Link to="/agents">{t('agents.topLevel')}</Link>
          </li>
          {breadcrumb.map((c, i) =>
            i === breadcrumb.length - 1 ? (
              <li key={c.id} aria-current="page">
                {c.account}
              </li>
            ) : (
              <li key={c.id}>
                <Link to={`/agents/${c.id}`}>{c.account}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <h1 id="agents-title">{t('agents.treeOf', { account: agent.account })}</h1>
      <p className="muted">
        {t('agents.summary', {
          type: memberTypeLabel(t, agent.type),
          direct: agent.directCount,
          team: agent.teamCount,
          balance: formatMoney(agent.balance, i18n.language),
        })}
      </p>
      {agent.contracts.length > 0 && (
        <p>
          {t('agents.ownContracts', {
            contracts: agent.contracts
              .map((k) => `${t(`agents.kind_${k.kind}`)} (${t(`agents.contract_${k.status}`)})`)
              .join(', '),
          })}
        </p>
      )}
      <DataTable
        label={t('agents.downlineOf', { account: agent.account })}
        data={tree.data.rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        pageNo={tree.data.pageNo}
        pageCount={tree.data.totalPages}
        onPage={setPageNo}
      />
    </section>
  );
}
