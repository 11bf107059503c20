// Betting record (member centre `personalHistoryCopy`, spec §2.7): every bet any vendor reported,
// filtered by date, game type and vendor, 20 a page, with the server's totals. A bet of an
// in-house round opens that round's detail and provably-fair check.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetRecord } from '@pavilion/contracts/records';
import { useBetRecords } from '../api/use-records';
import { Amount, NetAmount } from '../components/amount';
import { DateTimeCell } from '../components/date-time-cell';
import { QueryState } from '../components/query-state';
import { RecordFilters } from '../components/record-filters';
import { RecordsPager } from '@/shared/ui/records-pager';
import { RecordsTable, type TColumn } from '../components/records-table';
import { RoundDetailModal } from '../components/round-detail-modal';
import styles from '../components/records.module.css';
import { useCurrencySymbol } from '../hooks/use-currency-symbol';
import { useFilterState } from '../hooks/use-filter-state';
import { viewState } from '../lib/view-state';
import { gameRecordsQuery, type TGameFilters } from '../lib/records-query';

export function BettingRecordPage() {
  const { t } = useTranslation('records');
  const symbol = useCurrencySymbol();
  const { filters, update, context, setPageNo } = useFilterState<TGameFilters>({ gameType: '', vendor: '' });
  const records = useBetRecords(gameRecordsQuery(filters, context));
  const [openRound, setOpenRound] = useState<string | null>(null);
  const data = records.data;
  const state = viewState(records, data?.rows.length);
  const totals = data?.totals;

  const columns: TColumn<TBetRecord>[] = [
    { id: 'time', header: t('columns.time'), cell: (r) => <DateTimeCell value={r.placedAt} /> },
    {
      id: 'game',
      header: t('columns.game'),
      wrap: true,
      cell: (r) => (
        <>
          {r.roundId ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setOpenRound(r.roundId)}
              aria-label={t('round.open', { game: r.gameName })}
            >
              {r.gameName}
            </button>
          ) : (
            r.gameName
          )}
          <span className={styles.sub}>
            {t(`gameType.${r.gameType}`, { defaultValue: r.gameType })} · {r.vendor}
            {r.status === 'settled' ? null : ` · ${t(`status.${r.status}`)}`}
          </span>
        </>
      ),
      footer: totals && t('totals.bets', { count: totals.count }),
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
    <div data-testid="betting-record">
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
          error={records.error}
          onRetry={() => void records.refetch()}
        />
      ) : (
        <>
          <RecordsTable
            caption={t('captions.bets')}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => r.betId}
            stale={records.isPlaceholderData}
            testId="bets-table"
          />
          <RecordsPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />
        </>
      )}
      {openRound ? <RoundDetailModal roundId={openRound} onClose={() => setOpenRound(null)} /> : null}
    </div>
  );
}
