// SQL of the feed job (decision 048): fixtures written once, the cursor per fixture, and each kind
// of step. A step's statements run in the caller's transaction, which first holds the event's
// advisory lock exclusively (bets and settlements hold it shared) and the cursor row.
import { sql, type Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type { TFeedFixture } from './feed-adapter.ts';

export type TSportsDb = TDb | Transaction<TDatabase>;

/** jsonb comes back parsed from PostgreSQL and as text from some PGlite paths. */
export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export async function knownFixtures(db: TSportsDb, feedIds: string[]): Promise<Set<string>> {
  if (feedIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('sports_events')
    .select('feed_id')
    .where('feed_id', 'in', feedIds)
    .execute();
  return new Set(rows.map((r) => r.feed_id));
}

/** Writes fixtures not written yet with their markets, selections and a cursor at step 0. */
export async function insertFixtures(trx: Transaction<TDatabase>, fixtures: TFeedFixture[]): Promise<number> {
  if (fixtures.length === 0) {
    return 0;
  }
  const events = fixtures.map((f) => ({
    feedId: f.id,
    sport: f.sport,
    vertical: f.vertical,
    league: f.league,
    home: f.home,
    away: f.away,
    startsAt: new Date(f.startsAt).toISOString(),
    closesAt: f.closesAt === null ? null : new Date(f.closesAt).toISOString(),
    fightNo: f.fightNo,
  }));
  const markets = fixtures.flatMap((f) =>
    f.markets.map((m) => ({
      feedId: f.id,
      key: m.id,
      kind: m.kind,
      lineQ: m.lineQ,
      param: m.param,
      inPlay: m.inPlay,
    })),
  );
  const selections = fixtures.flatMap((f) =>
    f.markets.flatMap((m) =>
      m.selections.map((s) => ({
        feedId: f.id,
        market: m.id,
        key: s.id,
        selKey: s.key,
        label: s.label,
        odds: s.odds1000,
      })),
    ),
  );
  const { rows } = await sql<{ id: number }>`
    insert into sports_events (feed_id, sport, vertical, league, home, away, starts_at, closes_at, fight_no)
      select x."feedId", x.sport, x.vertical, x.league, x.home, x.away, x."startsAt", x."closesAt", x."fightNo"
        from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) x("feedId" text, sport text, vertical text,
          league text, home text, away text, "startsAt" timestamptz, "closesAt" timestamptz, "fightNo" integer)
      on conflict (feed_id) do nothing
      returning id`.execute(trx);
  if (rows.length === 0) {
    return 0;
  }
  const ids = `{${rows.map((r) => r.id).join(',')}}`;
  await sql`
    insert into sports_markets (event_id, feed_key, kind, line_q, param, in_play)
      select e.id, x.key, x.kind, x."lineQ", x.param, x."inPlay"
        from jsonb_to_recordset(${JSON.stringify(markets)}::jsonb) x("feedId" text, key text, kind text,
          "lineQ" integer, param integer, "inPlay" boolean)
        join sports_events e on e.feed_id = x."feedId" where e.id = any(${ids}::bigint[])`.execute(trx);
  await sql`
    insert into sports_selections (market_id, feed_key, key, label, odds1000)
      select m.id, x.key, x."selKey", x.label, x.odds
        from jsonb_to_recordset(${JSON.stringify(selections)}::jsonb) x("feedId" text, market text, key text,
          "selKey" text, label text, odds integer)
        join sports_events e on e.feed_id = x."feedId"
        join sports_markets m on m.event_id = e.id and m.feed_key = x.market
        where e.id = any(${ids}::bigint[])`.execute(trx);
  await sql`insert into sports_feed_cursors (feed_id, event_id)
    select feed_id, id from sports_events where id = any(${ids}::bigint[])`.execute(trx);
  return rows.length;
}

export function openCursors(db: TSportsDb) {
  return db
    .selectFrom('sports_feed_cursors')
    .select(['feed_id', 'event_id', 'next_step'])
    .where('done', '=', false)
    .orderBy('feed_id')
    .execute();
}

/** Exclusive for a feed step or a correction: bets and settlements on the event wait for its commit. */
export async function lockEventExclusive(trx: Transaction<TDatabase>, eventId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('sports_event'), (${eventId}::bigint % 2147483647)::int)`.execute(
    trx,
  );
}

/** The cursor, locked: a second writer waits, then sees the step already applied. */
export async function lockCursor(trx: Transaction<TDatabase>, feedId: string) {
  return trx
    .selectFrom('sports_feed_cursors')
    .select(['next_step', 'event_id'])
    .where('feed_id', '=', feedId)
    .forUpdate()
    .executeTakeFirst();
}

export async function moveCursor(trx: Transaction<TDatabase>, feedId: string, next: number, done: boolean) {
  await trx
    .updateTable('sports_feed_cursors')
    .set({ next_step: next, done, updated_at: new Date() })
    .where('feed_id', '=', feedId)
    .execute();
}

/** New odds of a market's selections; returns the selections whose odds moved (history written). */
export async function setOdds(
  trx: Transaction<TDatabase>,
  eventId: number,
  marketKey: string,
  odds: { selectionId: string; odds1000: number }[],
  at: Date,
): Promise<{ id: number; market_id: number; odds1000: number }[]> {
  const { rows } = await sql<{ id: number; market_id: number; odds1000: number }>`
    with u as (
      update sports_selections s set odds1000 = x.odds1000
        from jsonb_to_recordset(${JSON.stringify(odds)}::jsonb) x("selectionId" text, odds1000 integer), sports_markets m
        where m.event_id = ${eventId} and m.feed_key = ${marketKey} and s.market_id = m.id
          and s.feed_key = x."selectionId" and s.odds1000 <> x.odds1000
        returning s.id, s.market_id, s.odds1000
    ), h as (
      insert into sports_odds_history (selection_id, odds1000, at) select id, odds1000, ${at} from u
    )
    select id, market_id, odds1000 from u`.execute(trx);
  return rows;
}

/** Moves markets (one, or all of the event when `marketKey` is null) from one of `from` to `to`. */
export async function setMarketStatus(
  trx: Transaction<TDatabase>,
  eventId: number,
  marketKey: string | null,
  from: string[],
  to: string,
  onlyPreMatch = false,
): Promise<{ id: number; status: string }[]> {
  let q = trx
    .updateTable('sports_markets')
    .set({ status: to })
    .where('event_id', '=', eventId)
    .where('status', 'in', from);
  if (marketKey !== null) {
    q = q.where('feed_key', '=', marketKey);
  }
  if (onlyPreMatch) {
    q = q.where('in_play', '=', false);
  }
  return q.returning(['id', 'status']).execute();
}

export type TEventPatch = {
  status?: string;
  score?: { home: number; away: number } | null;
  period?: string | null;
  clock?: string | null;
};

export async function patchEvent(trx: Transaction<TDatabase>, eventId: number, patch: TEventPatch) {
  return trx
    .updateTable('sports_events')
    .set({
      ...(patch.status === undefined ? {} : { status: patch.status }),
      ...(patch.score === undefined
        ? {}
        : { score: patch.score === null ? null : JSON.stringify(patch.score) }),
      ...(patch.period === undefined ? {} : { period: patch.period }),
      ...(patch.clock === undefined ? {} : { clock: patch.clock }),
      updated_at: new Date(),
    })
    .where('id', '=', eventId)
    .returning(['id', 'status', 'score', 'period', 'clock'])
    .executeTakeFirstOrThrow();
}

export function findEventRow(db: TSportsDb, eventId: number) {
  return db.selectFrom('sports_events').selectAll().where('id', '=', eventId).executeTakeFirst();
}

const EVENT_COLUMNS = sql`id, status, score, period, clock`;
type TEventState = {
  id: number;
  status: string;
  score: unknown;
  period: string | null;
  clock: string | null;
};

/** The whole event suspended (from scheduled or live) or resumed (live once it has a score). */
export async function setEventSuspended(trx: Transaction<TDatabase>, eventId: number, suspend: boolean) {
  const { rows } = suspend
    ? await sql<TEventState>`update sports_events set status = 'suspended', updated_at = now()
        where id = ${eventId} and status in ('scheduled', 'live') returning ${EVENT_COLUMNS}`.execute(trx)
    : await sql<TEventState>`update sports_events
        set status = case when score is null then 'scheduled' else 'live' end, updated_at = now()
        where id = ${eventId} and status = 'suspended' returning ${EVENT_COLUMNS}`.execute(trx);
  return rows[0] ?? null;
}

/** Live from now, with a nil-nil score until the first score step. */
export async function startEvent(trx: Transaction<TDatabase>, eventId: number): Promise<TEventState> {
  const { rows } = await sql<TEventState>`update sports_events
      set status = case when status = 'suspended' then status else 'live' end,
        score = coalesce(score, '{"home":0,"away":0}'::jsonb), updated_at = now()
      where id = ${eventId} returning ${EVENT_COLUMNS}`.execute(trx);
  return rows[0]!;
}
