// The sports home of a vertical: its sports as filters, then live now, starting soon, and the rest
// by sport and league, each row with its main market's prices. Prices, scores and clocks move in
// place from one stream of the listed events (decision 057); the list is read again every 30 s.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  SPORTS,
  VERTICAL_OF_SPORT,
  type TSport,
  type TSportsVertical,
} from '@pavilion/games/sports/catalogue';
import type { TEventListItem } from '@pavilion/contracts/sportsbook';
import { useErrorText } from '@/shared/errors/error-text';
import { QueryState } from '@/shared/ui/query-state';
import { useSportsEvents } from '../api/sportsbook-api';
import { useListStream } from '../hooks/use-list-stream';
import { useNow } from '../hooks/use-now';
import { groupEvents } from '../lib/event-groups';
import { EventRow } from './event-row';
import styles from './sportsbook.module.css';

export function sportsOf(vertical: TSportsVertical): TSport[] {
  return SPORTS.filter((sport) => VERTICAL_OF_SPORT[sport] === vertical);
}

export function sportParam(vertical: TSportsVertical, value: string | null): TSport | undefined {
  return sportsOf(vertical).find((s) => s === value);
}

export function EventList({ vertical }: { vertical: TSportsVertical }) {
  const { t } = useTranslation('sportsbook');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const sport = sportParam(vertical, params.get('sport'));
  const query = useSportsEvents({ vertical, sport });
  useListStream({ vertical, sport }, query.data?.events.map((e) => e.id) ?? []);
  const now = useNow(true);
  const sports = sportsOf(vertical);
  const choose = (next: TSport | null) => {
    const copy = new URLSearchParams(params);
    if (next) {
      copy.set('sport', next);
    } else {
      copy.delete('sport');
    }
    setParams(copy, { replace: true });
  };
  return (
    <div className={styles.list}>
      {sports.length > 1 ? (
        <div className={styles.chips} role="group" aria-label={t('filter.sport')}>
          <button type="button" className={styles.chip} aria-pressed={!sport} onClick={() => choose(null)}>
            {t('filter.all')}
          </button>
          {sports.map((s) => (
            <button
              key={s}
              type="button"
              className={styles.chip}
              aria-pressed={sport === s}
              onClick={() => choose(s)}
            >
              {t(`sport.${s}`)}
            </button>
          ))}
        </div>
      ) : null}
      {query.isPending ? (
        <QueryState state="loading" />
      ) : query.isError ? (
        <QueryState state="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.events.length === 0 ? (
        <QueryState state="empty" message={t('list.empty')} />
      ) : (
        <Groups events={query.data.events} now={now} />
      )}
    </div>
  );
}

function Groups({ events, now }: { events: TEventListItem[]; now: number }) {
  const { t } = useTranslation('sportsbook');
  const groups = groupEvents(events, now);
  return (
    <>
      <Section id="live" title={t('list.live')} events={groups.live} now={now} />
      <Section id="soon" title={t('list.soon')} events={groups.soon} now={now} />
      {groups.later.map((group) => (
        <Section
          key={`${group.sport}-${group.league}`}
          id={`${group.sport}-${group.league}`}
          title={`${t(`sport.${group.sport}`)} · ${group.league}`}
          events={group.events}
          now={now}
          fold
        />
      ))}
    </>
  );
}

/** A league shows its next few events until the member asks for all of them (a phone scrolls less). */
const FOLDED = 5;

function Section({
  id,
  title,
  events,
  now,
  fold = false,
}: {
  id: string;
  title: string;
  events: TEventListItem[];
  now: number;
  fold?: boolean;
}) {
  const { t } = useTranslation('sportsbook');
  const [all, setAll] = useState(!fold);
  if (events.length === 0) {
    return null;
  }
  const shown = all ? events : events.slice(0, FOLDED);
  const headingId = `events-${id.replace(/[^\w-]/g, '_')}`;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid={`events-${id.split('-')[0]}`}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.events}>
        {shown.map((event) => (
          <EventRow key={event.id} event={event} now={event.closesAt === null ? 0 : now} />
        ))}
      </ul>
      {shown.length < events.length ? (
        <button type="button" className={styles.more} onClick={() => setAll(true)}>
          {t('list.more', { count: events.length })}
        </button>
      ) : null}
    </section>
  );
}
