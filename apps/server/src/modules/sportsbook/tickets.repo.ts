// SQL of tickets (decision 048): what a slip's selections are now, a member's open stake per event,
// the placement and the cash-out (one plpgsql call each, db/functions/sports_*.sql), and the reads of tickets
// with their legs. A placement reads once (slipRead: the request's ticket if any, the selections and
// the member's open stake on their events) and writes once, in a group of the placements arriving
// together (sports_place_tickets, set-based, bet-batches.ts).
import { sql } from 'kysely';
import { jsonOf, type TSportsDb } from './feed.repo.ts';

export type TSlipSelectionRow = {
  selection_id: number;
  key: string;
  label: string | null;
  odds1000: number;
  outcome: string | null;
  market_id: number;
  kind: string;
  line_q: number | null;
  param: number | null;
  market_status: string;
  event_id: number;
  event_status: string;
  sport: string;
  vertical: string;
  closes_at: Date | null;
};

export async function slipSelections(db: TSportsDb, ids: number[]): Promise<TSlipSelectionRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom('sports_selections as s')
    .innerJoin('sports_markets as m', 'm.id', 's.market_id')
    .innerJoin('sports_events as e', 'e.id', 'm.event_id')
    .select([
      's.id as selection_id',
      's.key',
      's.label',
      's.odds1000',
      's.outcome',
      'm.id as market_id',
      'm.kind',
      'm.line_q',
      'm.param',
      'm.status as market_status',
      'e.id as event_id',
      'e.status as event_status',
      'e.sport',
      'e.vertical',
      'e.closes_at',
    ])
    .where('s.id', 'in', ids)
    .execute();
}

/** What a slip's legs show on the placed ticket besides the selection itself. */
export type TSlipEventRow = TSlipSelectionRow & {
  league: string;
  home: string;
  away: string;
  starts_at: Date;
};

export type TSlipRead = {
  /** the ticket this member already placed under the request id */
  existing: number | null;
  rows: TSlipEventRow[];
  /** the member's stake on open tickets with a leg on each of the slip's events */
  openStake: Map<number, number>;
};

/**
 * One round trip for a placement: the ticket already placed under the request id, the slip's
 * selections with their market and event, and the member's open stake on each of those events
 * (read from the member's open tickets, so a busy event's other tickets are not scanned). The
 * statement is sports_slip_read (db/functions/sports_slip_read.sql), whose plan the connection keeps.
 */
export async function slipRead(
  db: TSportsDb,
  memberId: number,
  requestId: string,
  ids: number[],
): Promise<TSlipRead> {
  const { rows } = await sql<
    Omit<TSlipEventRow, 'selection_id' | 'market_id' | 'event_id'> & {
      existing: string | null;
      selection_id: string | null;
      market_id: string;
      event_id: string;
      open_stake: string;
    }
  >`select * from sports_slip_read(${memberId}, ${requestId}, ${`{${ids.join(',')}}`}::bigint[])`.execute(db);
  const first = rows[0];
  const found = rows.filter((r) => r.selection_id !== null);
  return {
    existing: first?.existing == null ? null : Number(first.existing),
    rows: found.map(({ existing: _e, open_stake: _o, ...r }) => ({
      ...r,
      selection_id: Number(r.selection_id),
      market_id: Number(r.market_id),
      event_id: Number(r.event_id),
    })),
    openStake: new Map(found.map((r) => [Number(r.event_id), Number(r.open_stake)])),
  };
}

type TVendorTile = Awaited<ReturnType<typeof readVendorTile>>;
const TILE_TTL_MS = 60_000;
const TILES = new WeakMap<object, Map<string, { tile: TVendorTile; at: number }>>();

/**
 * The catalogue tile of a vendor (its lobby), for the betting record's names; kept a minute per
 * database handle (every bet reads it, the catalogue rarely moves).
 */
export async function vendorTile(db: TSportsDb, vendorCode: string): Promise<TVendorTile> {
  let perDb = TILES.get(db);
  if (!perDb) {
    perDb = new Map();
    TILES.set(db, perDb);
  }
  const hit = perDb.get(vendorCode);
  if (hit && Date.now() - hit.at < TILE_TTL_MS) {
    return hit.tile;
  }
  const tile = await readVendorTile(db, vendorCode);
  perDb.set(vendorCode, { tile, at: Date.now() });
  return tile;
}

function readVendorTile(db: TSportsDb, vendorCode: string) {
  return db
    .selectFrom('games')
    .select(['node_id', 'game_type'])
    .where('vendor_code', '=', vendorCode)
    .orderBy('sort')
    .orderBy('node_id')
    .limit(1)
    .executeTakeFirst();
}

export type TPlaceInDb = {
  memberId: number;
  sessionId: number;
  idleCutoff: Date;
  requestId: string;
  ticket: {
    betType: string;
    systemKind: string | null;
    lines: number;
    stakePerLine: number;
    stakeTotal: number;
    potentialReturn: number;
    acceptOdds: string;
    vertical: string;
    vendorCode: string;
    nodeId: number | null;
    gameType: string;
    gameCode: string;
    /** the request's fingerprint (betting.service requestFingerprint), kept to refuse a reused id */
    fingerprint: string;
  };
  legs: { eventId: number; marketId: number; selectionId: number; odds1000: number }[];
};
export type TPlaceOutcome = {
  replay: boolean;
  ticketId: number;
  balance?: number;
  /** the ticket's placed_at (the transaction's time), on a new ticket */
  placedAt?: string;
};

export async function placeTicket(db: TSportsDb, p: TPlaceInDb): Promise<TPlaceOutcome> {
  const { rows } = await sql<{ out: unknown }>`
    select sports_place_ticket(${p.memberId}::bigint, ${p.sessionId}::bigint, ${p.idleCutoff}::timestamptz,
      ${p.requestId}, ${JSON.stringify(p.ticket)}::jsonb, ${JSON.stringify(p.legs)}::jsonb) as out`.execute(
    db,
  );
  const out = jsonOf<TPlaceOutcome>(rows[0]!.out);
  return {
    replay: out.replay,
    ticketId: Number(out.ticketId),
    ...(out.balance === undefined ? {} : { balance: Number(out.balance) }),
  };
}

/** One ticket's answer in a group: sports_place_ticket's result, or its refusal. */
export type TGroupOutcome = TPlaceOutcome | { error: string; sqlstate: string };

/**
 * Places a group of tickets in one statement (db/functions/sports_place_tickets.sql): each ticket
 * answered in the order given as sports_place_ticket alone would answer it, one posting for the group.
 */
export async function placeTickets(db: TSportsDb, items: TPlaceInDb[]): Promise<TGroupOutcome[]> {
  const { rows } = await sql<{ out: unknown }>`
    select sports_place_tickets(${JSON.stringify(items)}::jsonb) as out`.execute(db);
  const outs = jsonOf<Record<string, unknown>[]>(rows[0]!.out);
  return outs.map((o) =>
    typeof o.error === 'string'
      ? { error: o.error, sqlstate: String(o.sqlstate) }
      : {
          replay: o.replay === true,
          ticketId: Number(o.ticketId),
          ...(o.balance === undefined || o.balance === null ? {} : { balance: Number(o.balance) }),
          ...(typeof o.placedAt === 'string' ? { placedAt: o.placedAt } : {}),
        },
  );
}

export async function ticketOfRequest(db: TSportsDb, memberId: number, requestId: string) {
  const row = await db
    .selectFrom('sports_tickets')
    .select('id')
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function cashOut(
  db: TSportsDb,
  p: { ticketId: number; memberId: number; amount: number; odds1000: number; now: Date },
): Promise<{ balance: number }> {
  const { rows } = await sql<{ out: unknown }>`
    select sports_cash_out(${p.ticketId}::bigint, ${p.memberId}::bigint, ${p.amount}::bigint, ${p.odds1000}::int,
      ${p.now}::timestamptz) as out`.execute(db);
  return { balance: Number(jsonOf<{ balance: number }>(rows[0]!.out).balance) };
}

export function ticketRows(db: TSportsDb, ids: number[]) {
  return db.selectFrom('sports_tickets').selectAll().where('id', 'in', ids).orderBy('id', 'desc').execute();
}

export function legRows(db: TSportsDb, ticketIds: number[]) {
  return db
    .selectFrom('sports_ticket_legs as l')
    .innerJoin('sports_selections as s', 's.id', 'l.selection_id')
    .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
    .innerJoin('sports_events as e', 'e.id', 'l.event_id')
    .select([
      'l.ticket_id',
      'l.leg_no',
      'l.odds1000',
      'l.selection_id',
      'l.market_id',
      'l.event_id',
      's.key',
      's.label',
      's.outcome',
      'm.kind',
      'm.line_q',
      'm.param',
      'e.sport',
      'e.league',
      'e.home',
      'e.away',
      'e.starts_at',
    ])
    .where('l.ticket_id', 'in', ticketIds)
    .orderBy('l.ticket_id')
    .orderBy('l.leg_no')
    .execute();
}

/** A member's ticket ids, newest first: open ones, or settled (and cashed out) ones. */
export async function memberTicketIds(
  db: TSportsDb,
  memberId: number,
  state: 'open' | 'settled',
  page: { pageNo: number; pageSize: number },
) {
  let q = db.selectFrom('sports_tickets').where('member_id', '=', memberId);
  q = state === 'open' ? q.where('status', '=', 'open') : q.where('status', '<>', 'open');
  const [rows, total] = await Promise.all([
    q
      .select('id')
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(total.n) };
}
