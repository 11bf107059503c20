// The settlements of one contract kind the agent received (from its upline or the platform) and
// paid (to its contracted downline agents): period, counterparty, the team figures the rate was
// applied to, rate, amount and state (paid, owed, skipped). The contract pages of the four salary
// and dividend menus (agent-contracts) render it under their contract part.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSettlementKind, TSettlementRecord } from '@pavilion/contracts/agent-settlement';
import { useErrorText } from '@/shared/errors/error-text';
import { formatCount, formatMinor } from '@/shared/format/money';
import { PagedRecordsTable } from '@/shared/ui/paged-records-table';
import type { TColumn } from '@/shared/ui/records-table';
import { useSettlementRecords } from '../api/use-agent-income';
import { formatRate } from '../lib/format-rate';
import styles from './agent-income.module.css';
import { FilterField } from './filter-field';
import { SignedAmount } from './signed-amount';

type TDirection = 'all' | 'received' | 'paid';

export function SettlementRecords({ kind }: { kind: TSettlementKind }) {
  const { t } = useTranslation('agent-income');
  const errorText = useErrorText();
  const [direction, setDirection] = useState<TDirection>('all');
  const [pageNo, setPageNo] = useState(1);
  const query = useSettlementRecords({ kind, direction, pageNo });

  const rateOf = (r: TSettlementRecord) =>
    r.profitRateBp === null
      ? formatRate(r.rateBp)
      : t('records.realtimeRates', { profit: formatRate(r.profitRateBp), loss: formatRate(r.rateBp) });
  const figuresOf = (r: TSettlementRecord) => {
    if (kind === 'dividend') {
      return t('records.figuresDividend', {
        loss: formatMinor(Math.max(0, -r.figures.profitLoss)),
        bet: formatMinor(r.figures.validBet),
        members: formatCount(r.figures.activeMembers),
      });
    }
    if (kind === 'realtime') {
      return t('records.figuresRealtime', {
        won: formatMinor(r.figures.wonValidBet),
        lost: formatMinor(r.figures.lostValidBet),
      });
    }
    return t('records.figuresSalary', {
      bet: formatMinor(r.figures.validBet),
      members: formatCount(r.figures.activeMembers),
    });
  };
  const columns: TColumn<TSettlementRecord>[] = [
    { id: 'period', header: t('records.period'), cell: (r) => r.periodKey },
    { id: 'direction', header: t('records.direction'), cell: (r) => t(`records.${r.direction}`) },
    {
      id: 'counterparty',
      header: t('records.counterparty'),
      cell: (r) => r.counterparty ?? t('records.platform'),
    },
    { id: 'figures', header: t('records.figures'), wrap: true, cell: figuresOf },
    { id: 'rate', header: t('records.rate'), numeric: true, cell: rateOf },
    {
      id: 'amount',
      header: t('records.amount'),
      numeric: true,
      cell: (r) => <SignedAmount value={r.direction === 'paid' ? -r.amount : r.amount} />,
    },
    {
      id: 'state',
      header: t('records.state'),
      cell: (r) => (
        <span className={styles.state} data-state={r.state}>
          {t(`state.${r.state}`)}
        </span>
      ),
    },
  ];

  return (
    <section
      className={styles.section}
      aria-labelledby={`settlements-${kind}`}
      data-testid={`settlement-records-${kind}`}
    >
      <h2 id={`settlements-${kind}`} className={styles.sectionTitle}>
        {t(`records.title.${kind}`)}
      </h2>
      <div className={styles.filters} role="search" aria-label={t('filters.label')}>
        <FilterField label={t('records.direction')}>
          {(id) => (
            <select
              id={id}
              className={styles.control}
              value={direction}
              onChange={(e) => {
                setDirection(e.target.value as TDirection);
                setPageNo(1);
              }}
            >
              {(['all', 'received', 'paid'] as const).map((d) => (
                <option key={d} value={d}>
                  {t(`records.${d}`)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
      </div>
      <PagedRecordsTable
        query={query}
        onPage={setPageNo}
        caption={t(`records.title.${kind}`)}
        captionHidden
        columns={columns}
        rowKey={(r) => String(r.id)}
        testId={`settlement-records-${kind}-table`}
        emptyText={t('records.empty')}
        errorText={errorText}
        stateTestId={`settlement-records-${kind}`}
      />
    </section>
  );
}
