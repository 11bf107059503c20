// Profit and loss (member centre `personalProfit`, spec §2.7): bets, stake, payout and net per day
// and game type over the chosen range, filtered by game type and vendor, with the range's totals.
import { useTranslation } from 'react-i18next';
import type { TProfitReport } from '@pavilion/contracts/records';
import { useProfitReport } from '../api/use-records';
import { Amount, NetAmount } from '../components/amount';
import { QueryState } from '../components/query-state';
import { RecordFilters } from '../components/record-filters';
import { RecordsPager } from '@/shared/ui/records-pager';
import { RecordsTable, type TColumn } from '../components/records-table';
import { useCurrencySymbol } from '../hooks/use-currency-symbol';
import { useFilterState } from '../hooks/use-filter-state';
import { viewState } from '../lib/view-state';
import { gameRecordsQuery, type TGameFilters } from '../lib/records-query';

type TProfitRow = TProfitReport['rows'][number];

export function ProfitLossPage() {
  const { t } = useTranslation('records');
  const symbol = useCurrencySymbol();
  const { filters, update, context, setPageNo } = useFilterState<TGameFilters>({ gameType: '', vendor: '' });
  const report = useProfitReport(gameRecordsQuery(filters, context));
  const data = report.data;
  const state = viewState(report, data?.rows.length);
  const totals = data?.totals;

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
      cell: (r) => r.bets.toLocaleString('en-US'),
      footer: totals?.count.toLocaleString('en-US'),
    },
    {
      id: 'stake',
      header: t('columns.stake'),
      numeric: true,
      cell: (r) => <Amount minor={r.stake} symbol={symbol} />,
      footer: totals && <Amount minor={totals.stake} symbol={symbol} />,
    },
    {
      id: 'payout',
      header: t('columns.payout'),
      numeric: true,
      cell: (r) => <Amount minor={r.payout} symbol={symbol} />,
      footer: totals && <Amount minor={totals.payout} symbol={symbol} />,
    },
    {
      id: 'net',
      header: t('columns.net'),
      numeric: true,
      cell: (r) => <NetAmount minor={r.net} symbol={symbol} />,
      footer: totals && <NetAmount minor={totals.net} symbol={symbol} />,
    },
  ];

  return (
    <div data-testid="profit-loss">
      <RecordFilters
        range={filters.range}
        onRange={(range) => update({ range })}
        game={{
          gameType: filters.gameType,
          vendor: filters.vendor,
          onGameType: (gameType) => update({ gameType }),
          onVendor: (vendor) => update({ vendor }),
        }}
      />
      {state !== 'rows' || !data ? (
        <QueryState
          state={state === 'rows' ? 'loading' : state}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <RecordsTable
            caption={t('captions.profit')}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => `${r.date}:${r.gameType}`}
            stale={report.isPlaceholderData}
            testId="profit-table"
          />
          <RecordsPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />
        </>
      )}
    </div>
  );
}
