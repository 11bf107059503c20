// The sportsbook's events for the operator, in server pages by start time: league, match, status,
// score (the result once there is one), tickets with their stake, and the event's result version
// against the version its tickets were settled at (behind: a settlement is still due).
// sportsbook.write enters an event's first result (a silent feed) or corrects it, cancels an event,
// or voids one of its markets, each with a reason after a confirmation; the settlement then settles
// the tickets (re-settles them by the difference after a correction).
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  EVENT_STATUSES,
  SPORTS,
  SPORTS_VERTICALS,
  VERTICAL_OF_SPORT,
  type TSportsResult,
} from '@pavilion/contracts/sportsbook';
import { formatDateTime, formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useCan } from '@/shared/use-me';
import { MarketsDialog } from './markets-dialog';
import { ResultDialog } from './result-dialog';
import {
  PAGE_SIZE,
  useAdminEvents,
  useCorrectResult,
  type TAdminEvent,
  type TEventFilter,
} from './sportsbook-api';
import './sportsbook.css';

const column = createColumnHelper<TAdminEvent>();
const NO_FILTER: TEventFilter = { vertical: '', sport: '', state: '' };
const ZCancelSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** The score column: the result once there is one (a cancellation says so), else the live score. */
function scoreText(t: TFunction, e: TAdminEvent): string {
  const r: TSportsResult | null = e.result;
  if (r?.cancelled) {
    return t('sportsAdmin.status_cancelled');
  }
  const score = r ?? e.score;
  if (!score) {
    return '—';
  }
  return r?.fight
    ? `${score.home} : ${score.away} ${t(`sportsAdmin.fight_${r.fight}`)}`
    : `${score.home} : ${score.away}`;
}

export function SportsEventsPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const canWrite = useCan('sportsbook.write');
  const [filter, setFilter] = useState<TEventFilter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const events = useAdminEvents(filter, pageNo);
  const correct = useCorrectResult();
  const [correcting, setCorrecting] = useState<TAdminEvent | null>(null);
  const [cancelling, setCancelling] = useState<TAdminEvent | null>(null);
  const [marketsOf, setMarketsOf] = useState<TAdminEvent | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const sports = SPORTS.filter((s) => filter.vertical === '' || VERTICAL_OF_SPORT[s] === filter.vertical);

  function pick(change: Partial<TEventFilter>) {
    setFilter((f) => ({ ...f, ...change }));
    setPageNo(1);
  }

  const columns = useMemo(
    () => [
      column.accessor('startsAt', {
        header: t('sportsAdmin.start'),
        cell: (c) => <span className="sports-nowrap">{formatDateTime(c.getValue(), lng)}</span>,
      }),
      column.accessor('league', {
        header: t('sportsAdmin.league'),
        cell: ({ row }) => (
          <>
            {row.original.league}
            <div className="muted small">{t(`sportsAdmin.sport_${row.original.sport}`)}</div>
          </>
        ),
      }),
      column.display({
        id: 'match',
        header: t('sportsAdmin.match'),
        cell: ({ row }) => `${row.original.home} – ${row.original.away}`,
      }),
      column.accessor('status', {
        header: t('sportsAdmin.status'),
        cell: (c) => t(`sportsAdmin.status_${c.getValue()}`),
      }),
      column.display({
        id: 'score',
        header: t('sportsAdmin.score'),
        cell: ({ row }) => scoreText(t, row.original),
      }),
      column.accessor('tickets', { header: t('sportsAdmin.tickets') }),
      column.accessor('stake', {
        header: t('sportsAdmin.stake'),
        cell: (c) => formatMoney(c.getValue(), lng),
      }),
      column.display({
        id: 'versions',
        header: t('sportsAdmin.versions'),
        cell: ({ row }) => {
          const { resultVersion, settledVersion } = row.original;
          return (
            <span className="sports-nowrap">
              {t('sportsAdmin.versionsOf', { result: resultVersion, settled: settledVersion })}
              {resultVersion > settledVersion && (
                <div className="muted small">{t('sportsAdmin.settlementDue')}</div>
              )}
            </span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: t('common.actions'),
        enableHiding: false,
        cell: ({ row }) => {
          const e = row.original;
          const match = `${e.home} – ${e.away}`;
          // a first result where the feed gave none, a correction where there is one
          const first = e.resultVersion === 0;
          return (
            <span className="row sports-nowrap">
              <button
                type="button"
                className="btn btn-small"
                aria-label={t('sportsAdmin.marketsOf', { match })}
                onClick={() => setMarketsOf(e)}
              >
                {t('sportsAdmin.markets')}
              </button>
              {canWrite && (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  aria-label={t(first ? 'sportsAdmin.enterResultOf' : 'sportsAdmin.correctOf', { match })}
                  onClick={() => setCorrecting(e)}
                >
                  {t(first ? 'sportsAdmin.enterResult' : 'sportsAdmin.correct')}
                </button>
              )}
              {canWrite && e.status !== 'cancelled' && (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  aria-label={t('sportsAdmin.cancelEventOf', { match })}
                  onClick={() => setCancelling(e)}
                >
                  {t('sportsAdmin.cancelEvent')}
                </button>
              )}
            </span>
          );
        },
      }),
    ],
    [t, lng, canWrite],
  );

  const rows = events.data?.events ?? [];
  // the route answers a page without a total: another page may follow only a full one
  const pageCount = rows.length === PAGE_SIZE ? pageNo + 1 : pageNo;

  return (
    <section aria-labelledby="sports-events-title" className="stack">
      <h1 id="sports-events-title">{t('sportsAdmin.eventsTitle')}</h1>
      <div className="filters row wrap">
        <label className="field inline">
          <span>{t('sportsAdmin.vertical')}</span>
          <select
            value={filter.vertical}
            onChange={(e) => pick({ vertical: e.target.value as TEventFilter['vertical'], sport: '' })}
          >
            <option value="">{t('sportsAdmin.all')}</option>
            {SPORTS_VERTICALS.map((v) => (
              <option key={v} value={v}>
                {t(`sportsAdmin.vertical_${v}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>{t('sportsAdmin.sport')}</span>
          <select
            value={filter.sport}
            onChange={(e) => pick({ sport: e.target.value as TEventFilter['sport'] })}
          >
            <option value="">{t('sportsAdmin.all')}</option>
            {sports.map((s) => (
              <option key={s} value={s}>
                {t(`sportsAdmin.sport_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>{t('sportsAdmin.status')}</span>
          <select
            value={filter.state}
            onChange={(e) => pick({ state: e.target.value as TEventFilter['state'] })}
          >
            <option value="">{t('sportsAdmin.all')}</option>
            {EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`sportsAdmin.status_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
      <QueryState isLoading={events.isLoading} error={events.error} />
      {events.data && (
        <DataTable
          label={t('sportsAdmin.eventsTitle')}
          data={rows}
          columns={columns}
          getRowId={(r) => r.id}
          pageNo={pageNo}
          pageCount={pageCount}
          onPage={setPageNo}
        />
      )}
      {canWrite && (
        <ResultDialog
          event={correcting}
          onSubmit={async ({ result, reason }) => {
            if (correcting === null) {
              return;
            }
            const reply = await correct.mutateAsync({ id: correcting.id, result, reason });
            setOutcome(
              t(correcting.resultVersion === 0 ? 'sportsAdmin.entered' : 'sportsAdmin.corrected', {
                match: `${correcting.home} – ${correcting.away}`,
                version: reply.resultVersion,
              }),
            );
          }}
          onClose={() => setCorrecting(null)}
        />
      )}
      {canWrite && (
        <ReasonDialog
          open={cancelling !== null}
          title={
            cancelling
              ? t('sportsAdmin.cancelTitle', { match: `${cancelling.home} – ${cancelling.away}` })
              : ''
          }
          reasonLabel={t('sportsAdmin.reason')}
          reasonRule={t('sportsAdmin.reasonRule')}
          confirmLabel={t('sportsAdmin.confirmCancel')}
          schema={ZCancelSchema}
          onSubmit={async ({ reason }) => {
            if (cancelling === null) {
              return;
            }
            // a cancellation voids every market whatever the score; the score is kept as it stands
            const score = cancelling.result ?? cancelling.score ?? { home: 0, away: 0 };
            const reply = await correct.mutateAsync({
              id: cancelling.id,
              result: { home: score.home, away: score.away, cancelled: true },
              reason: reason.trim(),
            });
            setOutcome(
              t('sportsAdmin.cancelledOutcome', {
                match: `${cancelling.home} – ${cancelling.away}`,
                version: reply.resultVersion,
              }),
            );
          }}
          onClose={() => setCancelling(null)}
        />
      )}
      <MarketsDialog
        event={marketsOf}
        canWrite={canWrite}
        onVoided={setOutcome}
        onClose={() => setMarketsOf(null)}
      />
    </section>
  );
}
