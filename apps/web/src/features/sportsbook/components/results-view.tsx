// Results of the vertical: ended events, newest first, with the final score (a cockfight's result,
// an e-sports match's maps) or "cancelled".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS_PAGE_SIZE, type TResultItem } from '@pavilion/contracts/sportsbook';
import type { TSportsVertical } from '@pavilion/games/sports/catalogue';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { QueryState } from '@/shared/ui/query-state';
import { RecordsPager } from '@/shared/ui/records-pager';
import { useSportsResults } from '../api/sportsbook-api';
import styles from './sportsbook.module.css';

export function ResultsView({ vertical }: { vertical: TSportsVertical }) {
  const { t } = useTranslation('sportsbook');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const query = useSportsResults({ vertical, pageNo });
  return (
    <section className={styles.list} aria-labelledby="results-title" data-testid="results">
      <h2 id="results-title" className={styles.groupTitle}>
        {t('view.results')}
      </h2>
      {query.isPending ? (
        <QueryState state="loading" />
      ) : query.isError ? (
        <QueryState state="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.results.length === 0 ? (
        <QueryState state="empty" message={t('results.empty')} />
      ) : (
        <>
          <ul className={styles.events}>
            {query.data.results.map((item) => (
              <ResultRow key={item.event.id} item={item} />
            ))}
          </ul>
          <RecordsPager
            pageNo={pageNo}
            totalPages={Math.ceil(query.data.total / SPORTS_PAGE_SIZE)}
            onPage={setPageNo}
          />
        </>
      )}
    </section>
  );
}

function ResultRow({ item }: { item: TResultItem }) {
  const { t } = useTranslation('sportsbook');
  const { event, result } = item;
  // an outright has no score: its result is the winner's name
  const { outright } = event;
  const outcome = result.cancelled
    ? t('results.cancelled')
    : outright
      ? (item.winnerName ?? t('status.settled'))
      : result.fight
        ? t(`selection.${result.fight}`)
        : `${result.home} – ${result.away}`;
  return (
    <li className={styles.resultRow} data-testid="result-row" data-event-id={event.id}>
      <span className={styles.eventWhen}>{formatDateTime(event.startsAt).slice(5, 16)}</span>
      <span className={styles.eventTeams}>
        <span className={styles.legSub}>
          {event.fightNo !== null
            ? `${event.league} · ${t('event.fight', { n: event.fightNo })}`
            : `${t(`sport.${event.sport}`)} · ${event.league}`}
        </span>
        <span className={styles.team}>
          {outright
            ? `${event.home} · ${t('market.outright')}`
            : `${event.home} ${t('event.versus')} ${event.away}`}
        </span>
        {result.maps && result.maps.length > 0 ? (
          <span className={styles.legSub}>
            {result.maps
              .map((side, i) =>
                t('results.map', { n: i + 1, team: side === 'home' ? event.home : event.away }),
              )
              .join(' · ')}
          </span>
        ) : null}
      </span>
      <span className={styles.resultScore}>{outcome}</span>
    </li>
  );
}
