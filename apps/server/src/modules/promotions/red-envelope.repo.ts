// SQL of red-envelope events and their shares. A grab takes the lowest free share with
// FOR UPDATE SKIP LOCKED (concurrent grabs take different shares, none waits on another) and the
// (event, member) unique key refuses a member's second share.
import { sql } from 'kysely';
import type { TPromoDb } from './promotions.repo.ts';

export function findRedEnvelopeActivity(db: TPromoDb, id: number) {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'red_envelope')
    .executeTakeFirst();
}

export function liveRedEnvelopeActivities(db: TPromoDb, now: Date) {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('kind', '=', 'red_envelope')
    .where('ends_at', '>', now)
    .where('enabled', '=', true)
    .execute();
}

export function insertEvent(
  db: TPromoDb,
  row: { promotion_id: number; starts_at: Date; ends_at: Date; pool: number; shares: number },
) {
  return db
    .insertInto('red_envelope_events')
    .values(row)
    .onConflict((oc) => oc.columns(['promotion_id', 'starts_at']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findEventAt(db: TPromoDb, promotionId: number, startsAt: Date) {
  return db
    .selectFrom('red_envelope_events')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('starts_at', '=', startsAt)
    .executeTakeFirst();
}

export async function insertShares(db: TPromoDb, eventId: number, amounts: number[]): Promise<void> {
  const rows = amounts.map((amount, i) => ({ event_id: eventId, seq: i + 1, amount }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('red_envelope_shares')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

export function openEvent(db: TPromoDb, promotionId: number, now: Date) {
  return db
    .selectFrom('red_envelope_events')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .executeTakeFirst();
}

export function currentOrNextEvent(db: TPromoDb, promotionId: number, now: Date) {
  return db
    .selectFrom('red_envelope_events')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .executeTakeFirst();
}

export async function sharesLeft(db: TPromoDb, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('red_envelope_shares')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('event_id', '=', eventId)
    .where('member_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function memberShare(db: TPromoDb, eventId: number, memberId: number) {
  return db
    .selectFrom('red_envelope_shares')
    .select(['amount'])
    .where('event_id', '=', eventId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function takeShare(db: TPromoDb, eventId: number, memberId: number) {
  const res = await sql<{ amount: string }>`
    update red_envelope_shares set member_id = ${memberId}, grabbed_at = now()
    where event_id = ${eventId} and seq = (
      select seq from red_envelope_shares where event_id = ${eventId} and member_id is null
      order by seq limit 1 for update skip locked)
    returning amount`.execute(db);
  return res.rows[0];
}

/** Sum paid out of an event's pool (tests and the admin view). */
export async function eventPaid(db: TPromoDb, eventId: number): Promise<{ paid: number; grabs: number }> {
  const row = await db
    .selectFrom('red_envelope_shares')
    .select([sql<string>`coalesce(sum(amount), 0)`.as('paid'), sql<string>`count(*)`.as('grabs')])
    .where('event_id', '=', eventId)
    .where('member_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return { paid: Number(row.paid), grabs: Number(row.grabs) };
}
