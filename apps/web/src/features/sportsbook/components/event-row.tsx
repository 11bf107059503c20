// One event in a list: start time or live score with the period, the teams (or the fight number
// and its roosters), the league and how many markets are open, as a link to its page; beside it the
// main market's prices (1X2, winner, meron/wala/draw) in the member's odds format, which add to the
// slip and move in place from the list's stream (decision 057).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TEventListItem, TMarket } from '@pavilion/contracts/sportsbook';
import { formatDateTime } from '@/shared/format/date-time';
import { useSlip } from '../hooks/use-slip';
import { marketTitle, periodText, selectionLabel, sortSelections } from '../lib/labels';
import { legOf } from './market-card';
import { OddsButton } from './odds-button';
import styles from './sportsbook.module.css';

const BETTABLE = new Set(['scheduled', 'live']);

/**
 * A row re-renders when its event changes (the stream replaces only the rows it moves); `now`, which
 * ticks every second, is passed only to a row with a betting window (the list gives the others 0).
 */
export const EventRow = memo(function EventRow({ event, now }: { event: TEventListItem; now: number }) {
  const { t } = useTranslation('sportsbook');
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete('view');
  next.set('event', event.id);
  // an outright (a competition's winner) has one name and no score
  const { outright } = event;
  const live = !outright && event.score !== null && event.status !== 'scheduled';
  const period = periodText(t, event.period);
  const bettable =
    BETTABLE.has(event.status) && (event.closesAt === null || Date.parse(event.closesAt) > now);
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
          <span className={styles.team}>{outright ? t('row.outright') : event.away}</span>
        </span>
        <span className={styles.eventScore}>
          {live && event.score ? (
            <>
              <span>{event.score.home}</span>
              <span>{event.score.away}</span>
            </>
          ) : null}
        </span>
        <span className={styles.eventMarkets}>
          {/* every market suspended for the moment (in play): said so, not "0 markets" */}
          {event.marketCount === 0 && (event.status === 'live' || event.status === 'suspended')
            ? t('status.suspended')
            : t('event.markets', { count: event.marketCount })}
        </span>
      </Link>
      {event.mainMarket ? <RowPrices event={event} market={event.mainMarket} bettable={bettable} /> : null}
    </li>
  );
});

/** 1 / X / 2 on a row; a fight's meron, wala and draw are short words already. */
function shortLabelOf(t: (key: string) => string, market: TMarket, key: string): string | undefined {
  return market.kind === 'cockfight' ? undefined : t(`short.${key}`);
}

function RowPrices({
  event,
  market,
  bettable,
}: {
  event: TEventListItem;
  market: TMarket;
  bettable: boolean;
}) {
  const { t } = useTranslation('sportsbook');
  const selected = useSlip((s) => s.legs);
  const toggle = useSlip((s) => s.toggle);
  const open = bettable && market.status === 'open';
  const selections = sortSelections(market.kind, market.selections);
  return (
    <div
      className={styles.rowPrices}
      data-testid="row-prices"
      data-kind={market.kind}
      data-columns={selections.length}
      role="group"
      aria-label={`${marketTitle(t, market)}: ${event.home} – ${event.away}`}
    >
      {selections.map((selection) => (
        <OddsButton
          key={selection.id}
          label={selectionLabel(t, { ...market, ...selection, home: event.home, away: event.away })}
          shortLabel={shortLabelOf(t, market, selection.key)}
          odds1000={selection.odds1000}
          open={open}
          selected={selected.some((leg) => leg.selectionId === selection.id)}
          onToggle={() => toggle(legOf(event, market, selection))}
          testId="row-odds"
        />
      ))}
    </div>
  );
}
