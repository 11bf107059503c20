// Agent contracts across the platform: search by an agent's account (either party), kind, status
// or platform contracts only; the newest 200 that match (the admin list's cap), a contract's
// detail with its history and the platform's actions.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, CONTRACT_STATUSES, type TContract } from '@pavilion/contracts/agent-contracts';
import { formatDateTime } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { useContracts, type TContractFilters } from './agent-programme-api';
import { ContractDetail } from './contract-detail';
import { GrantForm } from './grant-form';
import { termsSummary } from './programme-format';
import './agent-programme.css';

const column = createColumnHelper<TContract>();
const EMPTY: TContractFilters = { account: '', kind: '', status: '', platformOnly: false };

export function ContractsPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('agents.write');
  const [draft, setDraft] = useState<TContractFilters>(EMPTY);
  const [filters, setFilters] = useState<TContractFilters>(EMPTY);
  const [selected, setSelected] = useState<number | null>(null);
  const contracts = useContracts(filters);
  const rows = contracts.data?.contracts ?? [];
  const chosen = rows.find((c) => c.id === selected) ?? null;

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('agentProgramme.id') }),
      column.accessor('kind', {
        header: t('agentProgramme.kind'),
        cell: (c) => t(`agents.kind_${c.getValue()}`),
      }),
      column.accessor('status', {
        header: t('agentProgramme.status'),
        cell: (c) => t(`agents.contract_${c.getValue()}`),
      }),
      column.accessor((c) => c.upline?.account ?? '', {
        id: 'upline',
        header: t('agentProgramme.upline'),
        cell: (c) => c.getValue() || t('agentProgramme.platform'),
      }),
      column.accessor((c) => c.downline.account, { id: 'downline', header: t('agentProgramme.downline') }),
      column.accessor('terms', {
        header: t('agentProgramme.terms'),
        enableSorting: false,
        cell: (c) => termsSummary(t, c.getValue(), i18n.language),
      }),
      column.accessor('createdAt', {
        header: t('agentProgramme.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), i18n.language),
      }),
      column.display({
        id: 'open',
        header: t('common.actions'),
        enableHiding: false,
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-small programme-nowrap"
            aria-label={t('agentProgramme.openContract', { id: row.original.id })}
            onClick={() => setSelected(row.original.id)}
          >
            {t('agentProgramme.details')}
          </button>
        ),
      }),
    ],
    [t, i18n.language],
  );

  return (
    <section aria-labelledby="contracts-title" className="stack">
      <h1 id="contracts-title">{t('agentProgramme.contractsTitle')}</h1>
      {canWrite && (
        <details className="card programme-grant">
          <summary>{t('agentProgramme.grantTitle')}</summary>
          <GrantForm onGranted={(id) => setSelected(id)} />
        </details>
      )}
      <form
        className="filters row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
          setSelected(null);
        }}
      >
        <label className="field">
          <span>{t('agentProgramme.account')}</span>
          <input
            type="search"
            maxLength={64}
            value={draft.account}
            onChange={(e) => setDraft({ ...draft, account: e.target.value })}
          />
        </label>
        <label className="field">
          <span>{t('agentProgramme.kind')}</span>
          <select
            value={draft.kind}
            onChange={(e) => setDraft({ ...draft, kind: e.target.value as TContractFilters['kind'] })}
          >
            <option value="">{t('agentProgramme.all')}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agents.kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('agentProgramme.status')}</span>
          <select
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as TContractFilters['status'] })}
          >
            <option value="">{t('agentProgramme.all')}</option>
            {CONTRACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`agents.contract_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.platformOnly}
            onChange={(e) => setDraft({ ...draft, platformOnly: e.target.checked })}
          />
          {t('agentProgramme.platformOnly')}
        </label>
        <button type="submit" className="btn btn-primary">
          {t('agentProgramme.search')}
        </button>
      </form>
      <p className="muted small">{t('agentProgramme.contractsCap')}</p>
      {chosen && <ContractDetail key={chosen.id} contract={chosen} onClose={() => setSelected(null)} />}
      <QueryState isLoading={contracts.isLoading} error={contracts.error} />
      {contracts.data && (
        <DataTable
          label={t('agentProgramme.contractsTitle')}
          data={rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageNo={1}
          pageCount={1}
          onPage={() => undefined}
        />
      )}
    </section>
  );
}
