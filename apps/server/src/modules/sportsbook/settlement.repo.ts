// SQL of results and settlement (decision 048). A result (feed end, feed correction, operator
// correction) is a new version of the event's result with every selection's outcome under it;
// settlement pages through the event's tickets and settles them a chunk per transaction
// (sports_settle_chunk); a correction marks the tickets already settled for re-settlement, which
// posts only the difference (sports_resettle_ticket).
import { sql, type Transaction } from 'kysely';
import type { TLegOutcome, TSportsResult } from '@pavilion/contracts/sportsbook';
import type { TDatabase } from '@/db/tables.ts';
import { jsonOf, type TSportsDb } from './feed.repo.ts';

export type TMarketSelectionRow = {
  market_id: number;
  kind: string;
  line_q: number | null;
  param: number | null;
  selection_id: number;
  key: string;
};

export async function selectionsOfEvent(db: TSportsDb, eventId: number): Promise<TMarketSelectionRow[]> {
  return db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_selections as s', 's.market_id', 'm.id')
    .select(['m.id as market_id', 'm.kind', 'm.line_q', 'm.param', 's.id as selection_id', 's.key'])
    .where('m.event_id', '=', eventId)
    .execute();
}

/**
 * Writes a new result version with the outcome of every selection; markets settle (void when the
 * event is cancelled). From the second version on, the event's settled tickets are marked for
 * re-settlement under `<event>:<version>`. Returns the version.
 */
export async function writeResult(
  trx: Transaction<TDatabase>,
  eventId: number,
  result: TSportsResult,
  outcomes: { id: number; outcome: TLegOutcome }[],
  source: { kind: 'feed' } | { kind: 'operator'; operatorId: number },
): Promise<number> {
  const cancelled = result.cancelled === true;
  const event = await trx
    .updateTable('sports_events')
    .set((eb) => ({
      result: JSON.stringify(result),
      result_version: eb('result_version', '+', 1),
      status: cancelled ? 'cancelled' : 'ended',
      updated_at: new Date(),
    }))
    .where('id', '=', eventId)
    .returning('result_version')
    .executeTakeFirstOrThrow();
  const version = event.result_version;
  await trx
    .insertInto('sports_results')
    .values({
      event_id: eventId,
      version,
      result: JSON.stringify(result),
      source: source.kind,
      operator_id: source.kind === 'operator' ? source.operatorId : null,
    })
    .execute();
  await sql`update sports_selections s set outcome = x.outcome
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) x(id bigint, outcome text) where s.id = x.id`.execute(
    trx,
  );
  await trx
    .updateTable('sports_markets')
    .set({ status: cancelled ? 'void' : 'settled' })
    .where('event_id', '=', eventId)
    .execute();
  if (version > 1) {
    await sql`update sports_tickets t set resettle_key = ${`${eventId}:${version}`}
      where t.id in (select l.ticket_id from sports_ticket_legs l where l.event_id = ${eventId})
        and t.status not in ('open', 'cashed_out')`.execute(trx);
  }
  return version;
}

export function unsettledEvents(db: TSportsDb) {
  return db
    .selectFrom('sports_events')
    .select(['id', 'result_version'])
    .whereRef('result_version', '>', 'settled_version')
    .orderBy('id')
    .execute();
}

export async function markEventSettled(db: TSportsDb, eventId: number, version: number) {
  await sql`update sports_events set settled_version = greatest(settled_version, ${version}),
      status = case when status = 'ended' and result_version = ${version} then 'settled' else status end
    where id = ${eventId}`.execute(db);
}

export type TSettleTicketRow = {
  id: number;
  member_id: number;
  bet_type: 'single' | 'accumulator' | 'system';
  system_kind: string | null;
  stake_per_line: number;
  stake_total: number;
  resettle_key: string | null;
  legs: { odds1000: number; outcome: TLegOutcome | null }[];
};

/** A page of the ticket ids with a leg on the event, after `afterId`, in id order. */
export async function ticketIdsOfEvent(db: TSportsDb, eventId: number, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('sports_ticket_legs')
    .select('ticket_id')
    .where('event_id', '=', eventId)
    .where('ticket_id', '>', afterId)
    .orderBy('ticket_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.ticket_id);
}

/** Tickets (open ones, or those marked for re-settlement) with their legs' odds and current outcomes. */
export async function ticketsForSettlement(
  db: TSportsDb,
  ids: number[],
  which: 'open' | 'resettle',
): Promise<TSettleTicketRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const { rows } = await sql<Omit<TSettleTicketRow, 'legs'> & { legs: unknown }>`
    select t.id, t.member_id, t.bet_type, t.system_kind, t.stake_per_line, t.stake_total, t.resettle_key,
        jsonb_agg(jsonb_build_object('odds1000', l.odds1000, 'outcome', s.outcome) order by l.leg_no) as legs
      from sports_tickets t
      join sports_ticket_legs l on l.ticket_id = t.id
      join sports_selections s on s.id = l.selection_id
      where t.id = any(${`{${ids.join(',')}}`}::bigint[])
        and ${which === 'open' ? sql`t.status = 'open'` : sql`t.resettle_key is not null`}
      group by t.id order by t.id`.execute(db);
  return rows.map((r) => ({ ...r, legs: jsonOf<TSettleTicketRow['legs']>(r.legs) }));
}

export async function ticketsToResettle(db: TSportsDb, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sports_tickets')
    .select('id')
    .where('resettle_key', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export type TSettleResult = { id: number; status: string; payout: number; sig: string };

export async function settleChunk(
  db: TSportsDb,
  eventId: number,
  results: TSettleResult[],
  now: Date,
): Promise<{ settled: number; winners: { memberId: number; payout: number }[] }> {
  const { rows } = await sql<{ out: unknown }>`
    select sports_settle_chunk(${eventId}::bigint, ${JSON.stringify(results)}::jsonb, ${now}::timestamptz) as out`.execute(
    db,
  );
  const out = jsonOf<{ settled: number; winners: { memberId: number; payout: number }[] }>(rows[0]!.out);
  return {
    settled: Number(out.settled),
    winners: out.winners.map((w) => ({ memberId: Number(w.memberId), payout: Number(w.payout) })),
  };
}

export async function resettleTicket(
  db: TSportsDb,
  r: TSettleResult & { key: string },
  now: Date,
): Promise<{ state: 'done' | 'skipped' | 'stale'; diff?: number; memberId?: number }> {
  const { rows } = await sql<{ out: unknown }>`
    select sports_resettle_ticket(${r.id}::bigint, ${r.key}, ${r.status}, ${r.payout}::bigint, ${r.sig},
      ${now}::timestamptz) as out`.execute(db);
  return jsonOf(rows[0]!.out);
}
