// The event page: league, teams, the live score with period and clock (or the start time), a
// cockfight's fight number and the countdown to the close of its betting window, then every market
// grouped by kind. Odds, suspensions and the score move in place from the event's stream.
import { useTranslation } from 'react-i18next';
import type { TEventDetail } from '@pavilion/contracts/sportsbook';
import { formatDateTime } from '@/shared/format/date-time';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useSportsEvent } from '../api/sportsbook-api';
import { useEventStream } from '../hooks/use-event-stream';
import { countdownText, useNow } from '../hooks/use-now';
import { MARKET_ORDER, periodText } from '../lib/labels';
import { MarketCard } from './market-card';
import styles from './sportsbook.module.css';

const OPEN_STATUSES = new Set(['scheduled', 'live']);

export function EventView({ eventId }: { eventId: string }) {
  const errorText = useErrorText();
  const query = useSportsEvent(eventId);
  const live = query.data ? OPEN_STATUSES.has(query.data.status) || query.data.status === 'suspended' : false;
  useEventStream(eventId, live);
  if (query.isPending) {
    return <QueryState state="loading" />;
  }
  if (query.isError) {
    return <QueryState state="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <EventBody event={query.data} />;
}

function EventBody({ event }: { event: TEventDetail }) {
  const { t } = useTranslation('sportsbook');
  const closesAt = event.closesAt ? Date.parse(event.closesAt) : null;
  const now = useNow(closesAt !== null);
  const windowOpen = closesAt === null || closesAt > now;
  const bettable = OPEN_STATUSES.has(event.status) && windowOpen;
  const markets = [...event.markets].sort(
    (a, b) => MARKET_ORDER.indexOf(a.kind) - MARKET_ORDER.indexOf(b.kind) || (a.param ?? 0) - (b.param ?? 0),
  );
  const period = periodText(t, event.period);
  const { outright } = event;
  return (
    <article
      className={styles.eventPage}
      data-testid="event-page"
      data-event-id={event.id}
      data-status={event.status}
    >
      <header className={styles.eventHead}>
        <p className={styles.league}>
          {event.fightNo !== null
            ? `${event.league} · ${t('event.fight', { n: event.fightNo })}`
            : event.league}
        </p>
        {outright ? (
          <h2 className={styles.outrightTitle}>{event.home}</h2>
        ) : (
          <h2 className={styles.eventTitle}>
            <span>{event.home}</span>
            <span className={styles.score} data-testid="event-score">
              {event.score ? `${event.score.home} – ${event.score.away}` : t('event.versus')}
            </span>
            <span>{event.away}</span>
          </h2>
        )}
        <p className={styles.eventMeta}>
          <span className={styles.status} data-status={event.status}>
            {t(`status.${event.status}`)}
          </span>
          {period && !outright ? <span>{period}</span> : null}
          {event.clock ? <span>{event.clock}</span> : null}
          {event.status === 'scheduled' ? <span>{formatDateTime(event.startsAt)}</span> : null}
        </p>
        {closesAt !== null && OPEN_STATUSES.has(event.status) ? (
          <p className={styles.window} data-testid="betting-window" role="timer">
            {windowOpen
              ? t('event.windowCloses', { time: countdownText(closesAt, now) })
              : t('event.windowClosed')}
          </p>
        ) : null}
      </header>
      {markets.length === 0 ? (
        <QueryState state="empty" message={t('event.noMarkets')} />
      ) : (
        <div className={styles.markets}>
          {markets.map((market) => (
            <MarketCard key={market.id} event={event} market={market} bettable={bettable} />
          ))}
        </div>
      )}
    </article>
  );
}
