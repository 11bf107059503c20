// The points crediting job's rule (decision 036): points follow settled bets and credited deposits
// without touching the bet's hot path (decision 023). Each run, in one transaction holding the
// state row (one run at a time across instances), inserts an 'earn' change per bet settled (per
// deposit credited) in [last watermark − overlap, now) at the rate of its point type, keyed
// bet:<id> / deposit:<id> (a bet is credited once, whatever the overlap, a rerun or a retry), and
// adds what was inserted to the balances in the same statement. The overlap covers a settle whose
// transaction committed a little after it stamped settled_at.
// Catching up (the first run over a month of demo bets, or after an outage) goes in batches of
// CREDIT_BATCH uncredited bets, each its own short transaction, so PGlite's one connection is never
// held for long; the watermark moves to the last bet of a full batch, else to now.
import { GAME_TYPE_POINT_TYPES } from '@pavilion/contracts/points';
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

export const CREDIT_OVERLAP_MS = 10 * 60_000;
export const CREDIT_BATCH = 5_000;
/** batches per run: the rest waits for the next run */
export const CREDIT_MAX_BATCHES = 10;

const GAME_TYPE_MAP = sql.join(
  Object.entries(GAME_TYPE_POINT_TYPES).map(
    ([gameType, pointType]) => sql`(${gameType}::text, ${pointType}::text)`,
  ),
);

type TBatch = { rows: number; last: Date | null };

async function creditBets(trx: TDb, since: Date | null, until: Date): Promise<TBatch> {
  const { rows } = await sql<{ n: string; last: Date | null }>`
    with batch as (
      select b.member_id, b.id, b.settled_at, r.point_type, b.game_code,
        floor(b.amount / r.bet_unit) * r.points_ratio as points
      from seamless_bets b
      left join (values ${GAME_TYPE_MAP}) as g (game_type, point_type) on g.game_type = b.game_type
      join point_rates r on r.point_type = coalesce(g.point_type, 'slots') and r.enabled and r.points_ratio > 0
      where b.status = 'settled' and b.settled_at < ${until}
        and (${since}::timestamptz is null or b.settled_at >= ${since}::timestamptz)
        and b.amount >= r.bet_unit
        and not exists (select 1 from points_transactions p where p.source_key = 'bet:' || b.id)
      order by b.settled_at, b.id
      limit ${CREDIT_BATCH}
    ), src as (
      select member_id, 'bet:' || id as source_key, point_type, game_code, points from batch
    ), ins as (
      insert into points_transactions (member_id, kind, point_type, points, source_key, remark)
      select member_id, 'earn', point_type, points, source_key, game_code from src where points > 0
      on conflict (source_key) do nothing
      returning member_id, points
    ), bal as (
      insert into points_balances (member_id, balance, earned_total)
      select member_id, sum(points), sum(points) from ins group by member_id
      on conflict (member_id) do update set balance = points_balances.balance + excluded.balance,
        earned_total = points_balances.earned_total + excluded.earned_total
      returning 1
    )
    -- the data-modifying CTEs run to completion whether or not this reads them
    select (select count(*) from batch)::text as n, (select max(settled_at) from batch) as last`.execute(trx);
  return { rows: Number(rows[0]?.n ?? 0), last: rows[0]?.last ?? null };
}

async function creditDeposits(trx: TDb, since: Date | null, until: Date): Promise<TBatch> {
  const { rows } = await sql<{ n: string; last: Date | null }>`
    with batch as (
      select d.member_id, d.id, d.credited_at, floor(d.amount / r.bet_unit) * r.points_ratio as points
      from cashier_deposits d
      join point_rates r on r.point_type = 'deposit' and r.enabled and r.points_ratio > 0
      where d.status = 'credited' and d.credited_at < ${until}
        and (${since}::timestamptz is null or d.credited_at >= ${since}::timestamptz)
        and d.amount >= r.bet_unit
        and not exists (select 1 from points_transactions p where p.source_key = 'deposit:' || d.id)
      order by d.credited_at, d.id
      limit ${CREDIT_BATCH}
    ), src as (
      select member_id, 'deposit:' || id as source_key, points from batch
    ), ins as (
      insert into points_transactions (member_id, kind, point_type, points, source_key, remark)
      select member_id, 'earn', 'deposit', points, source_key, '' from src where points > 0
      on conflict (source_key) do nothing
      returning member_id, points
    ), bal as (
      insert into points_balances (member_id, balance, earned_total)
      select member_id, sum(points), sum(points) from ins group by member_id
      on conflict (member_id) do update set balance = points_balances.balance + excluded.balance,
        earned_total = points_balances.earned_total + excluded.earned_total
      returning 1
    )
    -- the data-modifying CTEs run to completion whether or not this reads them
    select (select count(*) from batch)::text as n, (select max(credited_at) from batch) as last`.execute(
    trx,
  );
  return { rows: Number(rows[0]?.n ?? 0), last: rows[0]?.last ?? null };
}

type TSource = { column: 'bets_settled_before' | 'deposits_credited_before'; credit: typeof creditBets };

/** One batch of one source in its own transaction holding the state row; true when caught up. */
async function creditBatch(db: TDb, source: TSource, now: Date): Promise<{ rows: number; done: boolean }> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ t: Date | null }>`select ${sql.ref(source.column)} as t
      from points_credit_state where id = 1 for update`.execute(trx);
    if (rows.length === 0) {
      throw new Error('points_credit_state row missing');
    }
    const t = rows[0]?.t ?? null;
    const since = t ? new Date(new Date(t).getTime() - CREDIT_OVERLAP_MS) : null;
    const batch = await source.credit(trx, since, now);
    const done = batch.rows < CREDIT_BATCH;
    const next = done || !batch.last ? now : new Date(batch.last);
    await sql`update points_credit_state set ${sql.ref(source.column)} = ${next}, updated_at = now()
      where id = 1`.execute(trx);
    return { rows: batch.rows, done };
  });
}

/** One run: credits what settled since the last run (with the overlap), batch by batch. */
export async function creditPoints(db: TDb, now: Date): Promise<{ bets: number; deposits: number }> {
  const totals = { bets: 0, deposits: 0 };
  const sources: [keyof typeof totals, TSource][] = [
    ['bets', { column: 'bets_settled_before', credit: creditBets }],
    ['deposits', { column: 'deposits_credited_before', credit: creditDeposits }],
  ];
  for (const [name, source] of sources) {
    for (let i = 0; i < CREDIT_MAX_BATCHES; i++) {
      const batch = await creditBatch(db, source, now);
      totals[name] += batch.rows;
      if (batch.done) {
        break;
      }
    }
  }
  return totals;
}
