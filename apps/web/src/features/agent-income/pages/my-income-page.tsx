// Agent centre page `agentRevenueReport` (spec §2.8, issue 12): "my income": the salary, dividend
// and other income of the agent's wallet by period (a salary or dividend the agent paid to a
// downline shows negative), filtered by kind and date (local dates of the site's time zone), paged,
// with the totals of everything the filter matches; then the settlement records of each kind.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INCOME_KINDS, SETTLEMENT_KINDS, type TIncomeRow } from '@pavilion/contracts/agent-settlement';
import agentStyles from '@/features/agent/components/agent.module.css';
import type { TAgentPageProps } from '@/features/agent/model/agent-page-props';
import { useErrorText } from '@/shared/errors/error-text';
import { formatAgentDateTime } from '@/features/agent/model/agent-zone';
import { PagedRecordsTable } from '@/shared/ui/paged-records-table';
import type { TColumn } from '@/shared/ui/records-table';
import { useAgentIncome, type TIncomeFilter } from '../api/use-agent-income';
import styles from '../components/agent-income.module.css';
import { FilterField } from '../components/filter-field';
import { SettlementRecords } from '../components/settlement-records';
import { SignedAmount } from '../components/signed-amount';

export default function MyIncomePage(_props: TAgentPageProps) {
  const { t } = useTranslation(['agent-income', 'agent']);
  const errorText = useErrorText();
  const [filter, setFilter] = useState<TIncomeFilter>({ kind: 'all', from: '', to: '', pageNo: 1 });
  const query = useAgentIncome(filter);
  const rangeBad = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  const totals = query.data?.totals;
  const patch = (p: Partial<TIncomeFilter>) => setFilter((f) => ({ ...f, ...p, pageNo: p.pageNo ?? 1 }));

  const columns: TColumn<TIncomeRow>[] = [
    { id: 'time', header: t('income.time'), cell: (r) => formatAgentDateTime(r.createdAt) },
    {
      id: 'kind',
      header: t('income.kind'),
      cell: (r) => (r.settlementKind ? t(`settlementKind.${r.settlementKind}`) : t(`kind.${r.kind}`)),
    },
    { id: 'period', header: t('income.period'), cell: (r) => r.periodKey ?? '—' },
    {
      id: 'amount',
      header: t('income.amount'),
      numeric: true,
      cell: (r) => <SignedAmount value={r.amount} />,
      footer: totals ? <SignedAmount value={totals.net} /> : undefined,
    },
  ];

  return (
    <section aria-labelledby="agent-page-title" data-testid="agent-income">
      <h1 id="agent-page-title" className={agentStyles.pageTitle}>
        {t('agent:pages.agentRevenueReport.title')}
      </h1>
      <div className={styles.filters} role="search" aria-label={t('filters.label')}>
        <FilterField label={t('filters.kind')}>
          {(id) => (
            <select
              id={id}
              className={styles.control}
              value={filter.kind}
              onChange={(e) => patch({ kind: e.target.value as TIncomeFilter['kind'] })}
              data-testid="income-kind"
            >
              <option value="all">{t('filters.allKinds')}</option>
              {INCOME_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kind.${k}`)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={t('filters.from')}>
          {(id) => (
            <input
              id={id}
              type="date"
              className={styles.control}
              value={filter.from}
              aria-invalid={rangeBad}
              onChange={(e) => patch({ from: e.target.value })}
            />
          )}
        </FilterField>
        <FilterField label={t('filters.to')}>
          {(id) => (
            <input
              id={id}
              type="date"
              className={styles.control}
              value={filter.to}
              aria-invalid={rangeBad}
              onChange={(e) => patch({ to: e.target.value })}
            />
          )}
        </FilterField>
      </div>
      {totals ? (
        <dl className={styles.totals} data-testid="income-totals">
          {(['salary', 'dividend', 'other', 'net'] as const).map((k) => (
            <div key={k} className={styles.total}>
              <dt>{t(`totals.${k}`)}</dt>
              <dd data-testid={`income-total-${k}`}>
                <SignedAmount value={totals[k]} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rangeBad ? (
        <p role="alert" className={styles.negative}>
          {t('filters.rangeProblem')}
        </p>
      ) : (
        <PagedRecordsTable
          query={query}
          onPage={(pageNo) => patch({ pageNo })}
          caption={t('income.caption')}
          columns={columns}
          rowKey={(r) => `${r.transactionId}:${r.amount}`}
          testId="income-table"
          totalsLabel={t('totals.label')}
          emptyText={t('income.empty')}
          errorText={errorText}
          stateTestId="income"
        />
      )}
      {SETTLEMENT_KINDS.map((kind) => (
        <SettlementRecords key={kind} kind={kind} />
      ))}
    </section>
  );
}
