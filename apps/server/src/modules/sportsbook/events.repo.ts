// Reads of events, markets and results (decision 048).
import { sql } from 'kysely';
import { MAIN_MARKET_KINDS } from '@pavilion/contracts/sportsbook';
import type { TSportsDb } from './feed.repo.ts';

export type TEventFilter = {
  vertical?: string | undefined;
  sport?: string | undefined;
  league?: string | undefined;
  status?: 'live' | 'upcoming' | undefined;
};

const SUMMARY = [
  'e.id',
  'e.sport',
  'e.vertical',
  'e.league',
  'e.home',
  'e.away',
  'e.starts_at',
  'e.closes_at',
  'e.status',
  'e.score',
  'e.period',
  'e.clock',
  'e.fight_no',
  'e.result',
] as const;

function summary(db: TSportsDb) {
  return db
    .selectFrom('sports_events as e')
    .select(SUMMARY)
    .select([
      sql<number>`(select count(*) from sports_markets m where m.event_id = e.id and m.status = 'open')`.as(
        'market_count',
      ),
      sql<boolean>`exists (select 1 from sports_markets m where m.event_id = e.id and m.kind = 'outright')`.as(
        'outright',
      ),
    ]);
}
export type TEventRow = Awaited<ReturnType<ReturnType<typeof summary>['executeTakeFirstOrThrow']>>;

/** The filter as one SQL condition on `e`. */
function filterOf(f: TEventFilter) {
  const parts = [sql`true`];
  if (f.vertical) {
    parts.push(sql`e.vertical = ${f.vertical}`);
  }
  if (f.sport) {
    parts.push(sql`e.sport = ${f.sport}`);
  }
  if (f.league) {
    parts.push(sql`e.league = ${f.league}`);
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** The main market's shape in a list row, as the API's TMarket without `eventId` (ids as text). */
export type TMainMarketJson = {
  id: string;
  kind: string;
  lineQ: number | null;
  param: number | null;
  status: string;
  /** null when the market has no selections (json_agg of none) */
  selections: { id: string; key: string; label: string | null; odds1000: number }[] | null;
};

/**
 * The rows of the lists with each event's main market (decision 057) in the same statement: the
 * first market of a MAIN_MARKET_KINDS kind, an open one first, with its selections as JSON. Two
 * correlated subqueries on the (event_id, …) and (market_id, …) unique indexes, no query per row.
 */
function listRows(db: TSportsDb) {
  return summary(db).select(
    sql<TMainMarketJson | string | null>`(
      select json_build_object(
        'id', m.id::text, 'kind', m.kind, 'lineQ', m.line_q, 'param', m.param, 'status', m.status,
        'selections', (
          select json_agg(json_build_object('id', s.id::text, 'key', s.key, 'label', s.label, 'odds1000', s.odds1000)
            order by s.id)
          from sports_selections s where s.market_id = m.id))
      from sports_markets m
      where m.event_id = e.id and m.kind in (${sql.join([...MAIN_MARKET_KINDS])})
      order by (m.status = 'open') desc, m.id
      limit 1)`.as('main_market'),
  );
}
export type TListRow = Awaited<ReturnType<ReturnType<typeof listRows>['executeTakeFirstOrThrow']>>;

/** The list rows of the given events (a list stream's snapshot), soonest first. */
export function listEventsByIds(db: TSportsDb, ids: number[]) {
  return listRows(db).where('e.id', 'in', ids).orderBy('e.starts_at').orderBy('e.id').execute();
}

/** Live events (suspended ones that started included) and upcoming ones, soonest first. */
export function listEvents(db: TSportsDb, f: TEventFilter, limit: number) {
  let q = listRows(db).where(filterOf(f));
  if (f.status === 'live') {
    q = q.where((eb) =>
      eb.or([
        eb('e.status', '=', 'live'),
        eb.and([eb('e.status', '=', 'suspended'), eb('e.score', 'is not', null)]),
      ]),
    );
  } else if (f.status === 'upcoming') {
    q = q.where((eb) =>
      eb.or([
        eb('e.status', '=', 'scheduled'),
        eb.and([eb('e.status', '=', 'suspended'), eb('e.score', 'is', null)]),
      ]),
    );
  } else {
    q = q.where('e.status', 'in', ['scheduled', 'live', 'suspended']);
  }
  return q.orderBy('e.starts_at').orderBy('e.id').limit(limit).execute();
}

export function eventById(db: TSportsDb, id: number) {
  return summary(db).where('e.id', '=', id).executeTakeFirst();
}

export function marketsOfEvent(db: TSportsDb, eventId: number) {
  return db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_selections as s', 's.market_id', 'm.id')
    .select([
      'm.id as market_id',
      'm.kind',
      'm.line_q',
      'm.param',
      'm.status',
      's.id as selection_id',
      's.key',
      's.label',
      's.odds1000',
      's.outcome',
    ])
    .where('m.event_id', '=', eventId)
    .orderBy('m.id')
    .orderBy('s.id')
    .execute();
}

/** Events of a UTC day with a result, newest first. */
export async function resultEvents(
  db: TSportsDb,
  f: TEventFilter & { day: Date },
  page: { pageNo: number; pageSize: number },
) {
  const q = summary(db)
    .select(
      sql<string | null>`(select s.label from sports_markets m join sports_selections s on s.market_id = m.id
        where m.event_id = e.id and m.kind = 'outright' and s.outcome = 'win' order by s.id limit 1)`.as(
        'winner_name',
      ),
    )
    .where(filterOf(f))
    .where('e.result', 'is not', null)
    .where('e.starts_at', '>=', f.day)
    .where('e.starts_at', '<', new Date(f.day.getTime() + 86_400_000));
  const [rows, total] = await Promise.all([
    q
      .orderBy('e.starts_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('sports_events as e')
      .where(filterOf(f))
      .where('e.result', 'is not', null)
      .where('e.starts_at', '>=', f.day)
      .where('e.starts_at', '<', new Date(f.day.getTime() + 86_400_000))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The operator's list: events of any status with their ticket counts and stakes. */
export async function adminEvents(
  db: TSportsDb,
  f: TEventFilter & { state?: string | undefined },
  page: { pageNo: number; pageSize: number },
) {
  let q = summary(db).where(filterOf(f));
  if (f.state) {
    q = q.where('e.status', '=', f.state);
  }
  const rows = await q
    .select([
      'e.result_version',
      'e.settled_version',
      sql<number>`(select count(distinct l.ticket_id) from sports_ticket_legs l where l.event_id = e.id)`.as(
        'tickets',
      ),
      sql<number>`(select coalesce(sum(t.stake_total), 0) from sports_tickets t
        where t.id in (select l.ticket_id from sports_ticket_legs l where l.event_id = e.id))`.as('stake'),
    ])
    .orderBy('e.starts_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return rows;
}
