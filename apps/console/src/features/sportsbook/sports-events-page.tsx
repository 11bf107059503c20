// The sportsbook's events for the operator, in server pages by start time: league, match, status,
// score, tickets with their stake, and the event's result version against the version its tickets
// were settled at (behind: a settlement is still due). sportsbook.write corrects an event's result
// (once it has one) with a reason, after a confirmation; the settlement then re-settles the tickets
// by the difference.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES, SPORTS, SPORTS_VERTICALS, VERTICAL_OF_SPORT } from '@pavilion/contracts/sportsbook';
import { formatDateTime, formatMoney } from '@/shared/format';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
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

export function SportsEventsPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const canWrite = useCan('sportsbook.write');
  const [filter, setFilter] = useState<TEventFilter>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const events = useAdminEvents(filter, pageNo);
  const correct = useCorrectResult();
  const [correcting, setCorrecting] = useState<TAdminEvent | null>(null);
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
      column.accessor('score', {
        header: t('sportsAdmin.score'),
        enableSorting: false,
        cell: (c) => {
          const score = c.getValue();
          return score ? `${score.home} : ${score.away}` : '—';
        },
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
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              // a correction replaces a result: an event the feed has not resulted yet has none
              cell: ({ row }) =>
                row.original.resultVersion > 0 ? (
                  <button
                    type="button"
                    className="btn btn-small btn-danger sports-nowrap"
                    aria-label={t('sportsAdmin.correctOf', {
                      match: `${row.original.home} – ${row.original.away}`,
                    })}
                    onClick={() => setCorrecting(row.original)}
                  >
                    {t('sportsAdmin.correct')}
                  </button>
                ) : null,
            }),
          ]
        : []),
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
              t('sportsAdmin.corrected', {
                match: `${correcting.home} – ${correcting.away}`,
                version: reply.resultVersion,
              }),
            );
          }}
          onClose={() => setCorrecting(null)}
        />
      )}
    </section>
  );
}
