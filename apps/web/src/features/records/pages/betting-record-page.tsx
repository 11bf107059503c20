// Betting record (member centre `personalHistoryCopy`, spec §2.7): every bet any vendor reported,
// filtered by date, game type and vendor, 20 a page, with the server's totals. A bet of an
// in-house round opens that round's detail and provably-fair check.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetRecord } from '@pavilion/contracts/records';
import { DateTimeCell, type TColumn } from '@/shared/ui/records-table';
import { useBetRecords } from '../api/use-records';
import { RecordFilters } from '../components/record-filters';
import styles from '../components/records.module.css';
import { RecordsPane } from '../components/records-pane';
import { useResultColumns } from '../components/result-columns';
import { RoundDetailModal } from '../components/round-detail-modal';
import { useFilterState } from '../hooks/use-filter-state';
import { ALL_GAMES, gameRecordsQuery, type TGameFilters } from '../lib/records-query';

export function BettingRecordPage() {
  const { t } = useTranslation('records');
  const { filters, update, context, setPageNo } = useFilterState<TGameFilters>(ALL_GAMES);
  const records = useBetRecords(gameRecordsQuery(filters, context));
  const totals = records.data?.totals;
  const resultColumns = useResultColumns<TBetRecord>(totals);
  const [openRound, setOpenRound] = useState<string | null>(null);

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
    ...resultColumns,
  ];

  return (
    <RecordsPane
      testId="betting-record"
      filters={<RecordFilters filters={filters} onChange={update} />}
      query={records}
      onPage={setPageNo}
      caption={t('captions.bets')}
      columns={columns}
      rowKey={(r) => r.betId}
      tableTestId="bets-table"
    >
      {openRound ? <RoundDetailModal roundId={openRound} onClose={() => setOpenRound(null)} /> : null}
    </RecordsPane>
  );
}
