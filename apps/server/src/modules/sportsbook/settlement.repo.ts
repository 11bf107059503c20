// SQL of results and settlement (decision 048). A result (feed end, feed correction, operator
// correction) is a new version of the event's result with every selection's outcome under it;
// settlement pages through the event's tickets and settles them a chunk per transaction
// (settleChunk: every ticket priced in SQL, ticket-pricing.repo for the multiples, set-based writes,
// one posting for the chunk's wins and one for its refunds with their legs in account
// order); a correction marks the tickets already settled for re-settlement (resettle.repo).
import { sql, type Transaction } from 'kysely';
import type { TLegOutcome, TSportsResult } from '@pavilion/contracts/sportsbook';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import { jsonOf, type TSportsDb } from './feed.repo.ts';
import { pricedTicketsWhere } from './ticket-pricing.repo.ts';

export type TMarketSelectionRow = {
  market_id: number;
  kind: string;
  line_q: number | null;
  param: number | null;
  selection_id: number;
  key: string;
  /** the operator voided the market (voidMarket): its selections stay void under every result */
  voided: boolean;
};

export async function selectionsOfEvent(db: TSportsDb, eventId: number): Promise<TMarketSelectionRow[]> {
  return db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_selections as s', 's.market_id', 'm.id')
    .select(['m.id as market_id', 'm.kind', 'm.line_q', 'm.param', 's.id as selection_id', 's.key'])
    .select(sql<boolean>`m.voided_at is not null`.as('voided'))
    .where('m.event_id', '=', eventId)
    .execute();
}

/**
 * Writes a new result version with the outcome of every selection; markets settle (void when the
 * event is cancelled; a market an operator voided stays void). From the second version on, the event's settled tickets are marked for
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
    .set((eb) => ({
      status: cancelled
        ? 'void'
        : eb.case().when('voided_at', 'is not', null).then('void').else('settled').end(),
    }))
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

/** A settled ticket that pays: a win, or the stake back when every leg is void. */
type TPaid = { id: number; memberId: number; payout: number; void: boolean };

/**
 * Settles a chunk in one transaction under the shared locks of its tickets' events: the open tickets
 * among `ids` whose legs all have an outcome are priced in SQL (singles directly, accumulators and
 * system bets by ticket-pricing.repo; both as ticketReturn and ticketStatusOf), so a correction
 * (which takes the events' locks exclusive) cannot slip between pricing and writing. One UPDATE
 * settles the tickets (FOR UPDATE SKIP LOCKED: a concurrent settler's are skipped) and closes their
 * seamless bets; one posting pays the wins and one the refunds (one leg per member wallet and house
 * shard, keyed by the first ticket paid, which only the transaction that settled it can hold); with
 * both, every account of the two is locked first in id order, so chunks settling at once never wait
 * on each other in a cycle. Their seamless transactions are written in one INSERT each.
 */
export async function settleChunk(
  db: TDb,
  eventId: number,
  ids: number[],
  now: Date,
): Promise<{ settled: number; winners: { memberId: number; payout: number }[] }> {
  const arr = (xs: readonly (number | string)[]) => `{${xs.join(',')}}`;
  return db.transaction().execute(async (trx) => {
    // the pricing's generate_series is estimated at 1,000 masks a ticket (one for an accumulator):
    // the plan's inflated cost would buy seconds of JIT compilation for a query of a few hundred ms
    await sql`set local jit = off`.execute(trx);
    await sql`select sports_lock_events(array(select distinct l.event_id from sports_ticket_legs l
      where l.ticket_id = any(${arr(ids)}::bigint[])))`.execute(trx);
    const { rows } = await sql<{ settled: string; closed: string; paid: unknown }>`
      with priced as (
        ${pricedTicketsWhere(sql`t.id = any(${arr(ids)}::bigint[]) and t.status = 'open'`)}
      ), c as (
        select t.id, p.status, p.payout from sports_tickets t join priced p on p.id = t.id
          where t.status = 'open'
          order by t.id for update of t skip locked
      ), u as (
        update sports_tickets t set status = c.status, payout = c.payout, settled_at = ${now}
          from c where t.id = c.id
        returning t.id, t.member_id, t.status, t.payout, t.bet_id
      ), b as (
        update seamless_bets b set status = case when u.status = 'void' then 'rolled_back' else 'settled' end,
            win_amount = case when u.status = 'void' then 0 else u.payout end, settled_at = now(),
            closing_tx_id = 'sb' || u.id || case when u.status = 'void' then '-bet-rb' else '-win' end
          from u where b.id = u.bet_id and b.status = 'open'
        returning b.id
      )
      select (select count(*) from u) as settled, (select count(*) from b) as closed,
        (select coalesce(json_agg(json_build_array(u.id, u.member_id, u.payout, u.status = 'void') order by u.id), '[]')
           from u where u.payout > 0) as paid`.execute(trx);
    const row = rows[0]!;
    if (Number(row.closed) !== Number(row.settled)) {
      throw new Error('SPORTS:BET_NOT_OPEN');
    }
    const paid = jsonOf<[number | string, number | string, number | string, boolean][]>(row.paid).map(
      ([id, memberId, payout, isVoid]): TPaid => ({
        id: Number(id),
        memberId: Number(memberId),
        payout: Number(payout),
        void: isVoid,
      }),
    );
    const kinds = (['win', 'rollback'] as const).filter((kind) =>
      paid.some((p) => p.void === (kind === 'rollback')),
    );
    if (kinds.length === 2) {
      await lockAccountsOf(trx, [...new Set(paid.map((p) => p.memberId))]);
    }
    for (const kind of kinds) {
      await postPaid(
        trx,
        eventId,
        kind,
        paid.filter((p) => p.void === (kind === 'rollback')),
      );
    }
    const won = new Map<number, number>();
    for (const p of paid) {
      if (!p.void) {
        won.set(p.memberId, (won.get(p.memberId) ?? 0) + p.payout);
      }
    }
    return {
      settled: Number(row.settled),
      winners: [...won].map(([memberId, payout]) => ({ memberId, payout })),
    };
  });
}

/** The members' wallets and their house shards, FOR UPDATE in account id order (ledger_post's order). */
export async function lockAccountsOf(trx: Transaction<TDatabase>, memberIds: number[]) {
  const members = `{${memberIds.join(',')}}`;
  await sql`select a.id from ledger_accounts a
      where a.id in (select w.id from ledger_accounts w where w.member_id = any(${members}::bigint[]) and w.purpose = 'wallet'
        union select seamless_house_account(m) from unnest(${members}::bigint[]) m)
      order by a.id for update`.execute(trx);
}

/** One posting for a chunk's wins (or refunds) and a seamless transaction per ticket paid. */
async function postPaid(
  trx: Transaction<TDatabase>,
  eventId: number,
  kind: 'win' | 'rollback',
  list: TPaid[],
) {
  const perMember = new Map<number, number>();
  for (const p of list) {
    perMember.set(p.memberId, (perMember.get(p.memberId) ?? 0) + p.payout);
  }
  const members = `{${[...perMember.keys()].join(',')}}`;
  const amounts = `{${[...perMember.values()].join(',')}}`;
  const key = `seamless:SPORTSBOOK:${kind === 'win' ? 'wins' : 'refunds'}:${eventId}:${list[0]!.id}`;
  const { rows } = await sql<{ tx: string }>`
    with x as (select * from unnest(${members}::bigint[], ${amounts}::bigint[]) x(member_id, amount)),
    l as (
      select a.id as acc, x.amount as amt from x join ledger_accounts a on a.member_id = x.member_id and a.purpose = 'wallet'
      union all
      select h.acc, -sum(h.amount)::bigint from (select seamless_house_account(x.member_id) as acc, x.amount from x) h
        group by h.acc
    )
    select p.transaction_id as tx from (select array_agg(acc order by acc) as accs, array_agg(amt order by acc) as amts from l) a,
      ledger_post(${key}, ${kind}, a.accs, a.amts, ${kind === 'win' ? 'Win sportsbook' : 'Refund sportsbook'},
        ${JSON.stringify({ vendor: 'SPORTSBOOK', eventId, tickets: list.length })}::jsonb) p`.execute(trx);
  const tx = rows[0]!.tx;
  const suffix = kind === 'win' ? '-win' : '-bet-rb';
  const inserted = await sql`
    insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
      select 'SPORTSBOOK', 'sb' || w.id || ${suffix}, ${kind},
          encode(sha256(convert_to(format('["%s","%s","sb%s",%s]', ${kind}::text, w.member_id, w.id, w.payout), 'UTF8')), 'hex'),
          w.member_id, jsonb_build_object('balance', a.balance, 'currency', a.currency, 'platformTransactionId', ${String(tx)}::text)
        from unnest(${`{${list.map((p) => p.id).join(',')}}`}::bigint[], ${`{${list.map((p) => p.memberId).join(',')}}`}::bigint[],
          ${`{${list.map((p) => p.payout).join(',')}}`}::bigint[]) w(id, member_id, payout)
        join ledger_accounts a on a.member_id = w.member_id and a.purpose = 'wallet'
        order by w.id
      on conflict (vendor_code, vendor_tx_id) do nothing`.execute(trx);
  if (Number(inserted.numAffectedRows ?? 0) !== list.length) {
    throw new Error('SPORTS:WIN_ALREADY_RECORDED');
  }
}

/** The market with its event, for an operator's void (under the event's exclusive lock). */
export function marketOfVoid(trx: TSportsDb, marketId: number) {
  return trx
    .selectFrom('sports_markets')
    .select(['id', 'event_id', 'status'])
    .where('id', '=', marketId)
    .executeTakeFirst();
}

/** Voids a market for good: its status, its selections' outcomes, who and when. */
export async function voidMarket(
  trx: Transaction<TDatabase>,
  p: { marketId: number; operatorId: number; now: Date },
): Promise<void> {
  await trx
    .updateTable('sports_markets')
    .set({ status: 'void', voided_at: p.now, voided_by: p.operatorId })
    .where('id', '=', p.marketId)
    .execute();
  await trx
    .updateTable('sports_selections')
    .set({ outcome: 'void' })
    .where('market_id', '=', p.marketId)
    .execute();
}
