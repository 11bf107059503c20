// Set-based re-settlement after a corrected result (decision 048 addendum "set-based
// re-settlement"). A correction marks the event's settled tickets with `<event>:<version>`
// (settlement.repo writeResult); resettleChunk re-prices a chunk of marked tickets in SQL under
// their events' shared locks (a correction takes them exclusive, so no outcome moves between pricing
// and writing) and posts only the differences: one credit posting for the payouts that went up, one
// clawback posting for those that went down, each with one leg per member wallet and house shard.
import { sql, type Transaction } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type { TSportsDb } from './feed.repo.ts';
import { lockAccountsOf } from './settlement.repo.ts';
import { pricedTicketsWhere } from './ticket-pricing.repo.ts';

/** A marked ticket re-priced: its new status and payout, and the difference to what it was paid. */
type TRepriced = { id: number; memberId: number; key: string; status: string; payout: number; diff: number };

/** A page of the marked tickets' ids after `afterId`, in id order. */
export async function ticketsToResettle(db: TSportsDb, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sports_tickets')
    .select('id')
    .where('resettle_key', 'is not', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Re-settles the marked tickets among `ids` in one transaction. Each is locked FOR UPDATE SKIP
 * LOCKED and unmarked here, so a concurrent settler skips it and a retry finds it done: every ticket
 * is re-settled once per result version. A ticket still waiting for a leg's outcome stays marked.
 * The members' wallets and house shards are locked in account id order and a clawback is taken only
 * while the wallet (plus this chunk's credits to it) covers it; the others stay marked for the next
 * run. Each posting is keyed by its first ticket and that ticket's mark (`adj-up:sb<id>:<key>`,
 * `adj-down:…`), which only the transaction that unmarks that ticket can hold. Returns how many
 * tickets were re-settled and how many clawbacks were left for want of funds.
 */
export async function resettleChunk(
  db: TDb,
  ids: number[],
  now: Date,
): Promise<{ done: number; uncovered: number }> {
  const arr = (xs: readonly (number | string)[]) => `{${xs.join(',')}}`;
  return db.transaction().execute(async (trx) => {
    // as settleChunk: the pricing's estimated cost would buy seconds of JIT compilation
    await sql`set local jit = off`.execute(trx);
    await sql`select sports_lock_events(array(select distinct l.event_id from sports_ticket_legs l
      where l.ticket_id = any(${arr(ids)}::bigint[])))`.execute(trx);
    // locked first, priced second: the marked tickets are few in the table's statistics, so a
    // join of the pricing with the mark's filter is planned as a nested loop over every ticket
    const { rows: locked } = await sql<{
      id: string;
      member_id: string;
      resettle_key: string;
      payout: string;
    }>`
      select id, member_id, resettle_key, payout from sports_tickets
        where id = any(${arr(ids)}::bigint[]) and resettle_key is not null and status not in ('open', 'cashed_out')
        order by id for update skip locked`.execute(trx);
    if (locked.length === 0) {
      return { done: 0, uncovered: 0 };
    }
    const { rows: prices } = await sql<{ id: string; payout: string; status: string }>`
      select * from (${pricedTicketsWhere(sql`t.id = any(${arr(locked.map((r) => r.id))}::bigint[])`)}) p`.execute(
      trx,
    );
    const priced = new Map(prices.map((p) => [Number(p.id), p]));
    // a ticket with a leg still open is not priced and stays marked
    const repriced = locked.flatMap((t): TRepriced[] => {
      const p = priced.get(Number(t.id));
      return p
        ? [
            {
              id: Number(t.id),
              memberId: Number(t.member_id),
              key: t.resettle_key,
              status: p.status,
              payout: Number(p.payout),
              diff: Number(p.payout) - Number(t.payout),
            },
          ]
        : [];
    });
    const done = await coverable(trx, repriced);
    if (done.length === 0) {
      return { done: 0, uncovered: repriced.length };
    }
    await sql`
      with d as (select * from unnest(${arr(done.map((r) => r.id))}::bigint[], ${arr(done.map((r) => r.status))}::text[],
          ${arr(done.map((r) => r.payout))}::bigint[]) d(id, status, payout)),
      u as (
        update sports_tickets t set status = d.status, payout = d.payout, resettle_key = null, settled_at = ${now}
          from d where t.id = d.id
        returning t.id, t.bet_id, t.status, t.payout
      )
      update seamless_bets b set status = case when u.status = 'void' then 'rolled_back' else 'settled' end,
          win_amount = case when u.status = 'void' then 0 else u.payout end,
          closing_tx_id = 'sb' || u.id || case when u.status = 'void' then '-bet-rb' else '-win' end
        from u where b.id = u.bet_id`.execute(trx);
    // credits first: a member's clawback may be covered by this chunk's credit to the same wallet
    await postDifferences(
      trx,
      'up',
      done.filter((r) => r.diff > 0),
    );
    await postDifferences(
      trx,
      'down',
      done.filter((r) => r.diff < 0),
    );
    return { done: done.length, uncovered: repriced.length - done.length };
  });
}

/**
 * The re-priced tickets that can be re-settled now: all but the clawbacks a member's wallet cannot
 * cover. Locks every wallet and house shard the postings will touch, in account id order, and reads
 * the wallets' balances under that lock; a member's clawbacks are taken in ticket id order while the
 * balance plus the member's credits in this chunk covers them.
 */
async function coverable(trx: Transaction<TDatabase>, repriced: TRepriced[]): Promise<TRepriced[]> {
  const moving = [...new Set(repriced.filter((r) => r.diff !== 0).map((r) => r.memberId))];
  if (moving.length === 0) {
    return repriced;
  }
  await lockAccountsOf(trx, moving);
  const wallets = await trx
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance'])
    .where('member_id', 'in', moving)
    .where('purpose', '=', 'wallet')
    .execute();
  const available = new Map(wallets.map((w) => [Number(w.member_id), Number(w.balance)]));
  for (const r of repriced) {
    if (r.diff > 0) {
      available.set(r.memberId, (available.get(r.memberId) ?? 0) + r.diff);
    }
  }
  return repriced.filter((r) => {
    if (r.diff >= 0) {
      return true;
    }
    const left = (available.get(r.memberId) ?? 0) + r.diff;
    if (left < 0) {
      return false;
    }
    available.set(r.memberId, left);
    return true;
  });
}

/** One adjustment posting for the chunk's differences of one direction: a leg per wallet and house shard. */
async function postDifferences(trx: Transaction<TDatabase>, direction: 'up' | 'down', list: TRepriced[]) {
  if (list.length === 0) {
    return;
  }
  const perMember = new Map<number, number>();
  for (const r of list) {
    perMember.set(r.memberId, (perMember.get(r.memberId) ?? 0) + r.diff);
  }
  const members = `{${[...perMember.keys()].join(',')}}`;
  const amounts = `{${[...perMember.values()].join(',')}}`;
  const key = `seamless:SPORTSBOOK:adj-${direction}:sb${list[0]!.id}:${list[0]!.key}`;
  const { rows } = await sql<{ replayed: boolean }>`
    with x as (select * from unnest(${members}::bigint[], ${amounts}::bigint[]) x(member_id, amount)),
    l as (
      select a.id as acc, x.amount as amt from x join ledger_accounts a on a.member_id = x.member_id and a.purpose = 'wallet'
      union all
      select h.acc, -sum(h.amount)::bigint from (select seamless_house_account(x.member_id) as acc, x.amount from x) h
        group by h.acc
    )
    select p.replayed from (select array_agg(acc order by acc) as accs, array_agg(amt order by acc) as amts from l) a,
      ledger_post(${key}, 'adjustment', a.accs, a.amts, 'Sportsbook re-settlement',
        ${JSON.stringify({ vendor: 'SPORTSBOOK', result: list[0]!.key, tickets: list.length })}::jsonb) p`.execute(
    trx,
  );
  if (rows[0]!.replayed) {
    // only the transaction that unmarked the key's ticket can post under it: a replay is a bug
    throw new Error('SPORTS:RESETTLE_ALREADY_POSTED');
  }
}
