// Profit and loss (member centre `personalProfit`, spec §2.7): bets, stake, payout and net per day
// and game type over the chosen range, filtered by game type and vendor, with the range's totals.
import { useTranslation } from 'react-i18next';
import type { TProfitReport } from '@pavilion/contracts/records';
import { formatCount } from '@/shared/format/money';
import type { TColumn } from '@/shared/ui/records-table';
import { useProfitReport } from '../api/use-records';
import { RecordFilters } from '../components/record-filters';
import { RecordsPane } from '../components/records-pane';
import { useResultColumns } from '../components/result-columns';
import { useFilterState } from '../hooks/use-filter-state';
import { ALL_GAMES, gameRecordsQuery, type TGameFilters } from '../lib/records-query';

type TProfitRow = TProfitReport['rows'][number];

export function ProfitLossPage() {
  const { t } = useTranslation('records');
  const { filters, update, context, setPageNo } = useFilterState<TGameFilters>(ALL_GAMES);
  const report = useProfitReport(gameRecordsQuery(filters, context));
  const totals = report.data?.totals;
  const resultColumns = useResultColumns<TProfitRow>(totals);

  const columns: TColumn<TProfitRow>[] = [
    { id: 'date', header: t('columns.date'), cell: (r) => r.date },
    {
      id: 'gameType',
      header: t('columns.gameType'),
      cell: (r) => t(`gameType.${r.gameType}`, { defaultValue: r.gameType }),
    },
    {
      id: 'bets',
      header: t('columns.bets'),
      numeric: true,
      cell: (r) => formatCount(r.bets),
      footer: totals ? formatCount(totals.count) : undefined,
    },
    ...resultColumns,
  ];

  return (
    <RecordsPane
      testId="profit-loss"
      filters={<RecordFilters filters={filters} onChange={update} />}
      query={report}
      onPage={setPageNo}
      caption={t('captions.profit')}
      columns={columns}
      rowKey={(r) => `${r.date}:${r.gameType}`}
      tableTestId="profit-table"
    />
  );
}
