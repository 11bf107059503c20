// One event in a list: start time or live score with the period, the teams (or the fight number
// and its roosters), the league and how many markets are open; a link to its page.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TEventSummary } from '@pavilion/contracts/sportsbook';
import { formatDateTime } from '@/shared/format/date-time';
import { periodText } from '../lib/labels';
import styles from './sportsbook.module.css';

export function EventRow({ event }: { event: TEventSummary }) {
  const { t } = useTranslation('sportsbook');
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete('view');
  next.set('event', event.id);
  // an outright (a competition's winner) has one name and no score
  const outright = event.away === '';
  const live = !outright && event.score !== null && event.status !== 'scheduled';
  const period = periodText(t, event.period);
  return (
    <li
      className={styles.eventRow}
      data-testid="event-row"
      data-event-id={event.id}
      data-sport={event.sport}
      data-status={event.status}
      data-outright={outright}
    >
      <Link to={`?${next.toString()}`} className={styles.eventLink}>
        <span className={styles.eventWhen}>
          {outright ? (
            <span>{t('market.outright')}</span>
          ) : live ? (
            <>
              <span className={styles.liveBadge}>{t('status.live')}</span>
              <span>{[period, event.clock].filter(Boolean).join(' ')}</span>
            </>
          ) : (
            <span>{formatDateTime(event.startsAt).slice(5, 16)}</span>
          )}
        </span>
        <span className={styles.eventTeams}>
          {event.fightNo !== null ? (
            <span className={styles.fightNo}>{t('event.fight', { n: event.fightNo })}</span>
          ) : null}
          <span className={styles.team}>{event.home}</span>
          <span className={styles.team}>{outright ? t('market.outright') : event.away}</span>
        </span>
        <span className={styles.eventScore}>
          {live && event.score ? (
            <>
              <span>{event.score.home}</span>
              <span>{event.score.away}</span>
            </>
          ) : null}
        </span>
        <span className={styles.eventMarkets}>{t('event.markets', { count: event.marketCount })}</span>
      </Link>
    </li>
  );
}
