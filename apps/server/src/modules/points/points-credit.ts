// The points crediting job's rule (decision 036): points follow settled bets and credited deposits
// without touching the bet's hot path (decision 023). Each run, in one transaction holding the
// state row (one run at a time across instances), inserts an 'earn' change per bet settled (per
// deposit credited) in [last watermark − overlap, now) at the rate of its point type, keyed
// bet:<id> / deposit:<id> (a bet is credited once, whatever the overlap, a rerun or a retry), and
// adds what was inserted to the balances in the same statement. The overlap covers a settle whose
// transaction committed a little after it stamped settled_at.
import { GAME_TYPE_POINT_TYPES } from '@pavilion/contracts/points';
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

export const CREDIT_OVERLAP_MS = 10 * 60_000;

const GAME_TYPE_MAP = sql.join(
  Object.entries(GAME_TYPE_POINT_TYPES).map(
    ([gameType, pointType]) => sql`(${gameType}::text, ${pointType}::text)`,
  ),
);

async function creditBets(trx: TDb, since: Date | null, until: Date): Promise<number> {
  const r = await sql`
    with src as (
      select b.member_id, 'bet:' || b.id as source_key, r.point_type, b.game_code,
        floor(b.amount / r.bet_unit) * r.points_ratio as points
      from seamless_bets b
      join (values ${GAME_TYPE_MAP}) as g (game_type, point_type) on g.game_type = b.game_type
      join point_rates r on r.point_type = g.point_type and r.enabled and r.points_ratio > 0
      where b.status = 'settled' and b.settled_at < ${until}
        and (${since}::timestamptz is null or b.settled_at >= ${since}::timestamptz)
    ), ins as (
      insert into points_transactions (member_id, kind, point_type, points, source_key, remark)
      select member_id, 'earn', point_type, points, source_key, game_code from src where points > 0
      on conflict (source_key) do nothing
      returning member_id, points
    )
    insert into points_balances (member_id, balance, earned_total)
    select member_id, sum(points), sum(points) from ins group by member_id
    on conflict (member_id) do update set balance = points_balances.balance + excluded.balance,
      earned_total = points_balances.earned_total + excluded.earned_total`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}

async function creditDeposits(trx: TDb, since: Date | null, until: Date): Promise<number> {
  const r = await sql`
    with src as (
      select d.member_id, 'deposit:' || d.id as source_key,
        floor(d.amount / r.bet_unit) * r.points_ratio as points
      from cashier_deposits d
      join point_rates r on r.point_type = 'deposit' and r.enabled and r.points_ratio > 0
      where d.status = 'credited' and d.credited_at < ${until}
        and (${since}::timestamptz is null or d.credited_at >= ${since}::timestamptz)
    ), ins as (
      insert into points_transactions (member_id, kind, point_type, points, source_key, remark)
      select member_id, 'earn', 'deposit', points, source_key, '' from src where points > 0
      on conflict (source_key) do nothing
      returning member_id, points
    )
    insert into points_balances (member_id, balance, earned_total)
    select member_id, sum(points), sum(points) from ins group by member_id
    on conflict (member_id) do update set balance = points_balances.balance + excluded.balance,
      earned_total = points_balances.earned_total + excluded.earned_total`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}

/** One run: credits what settled since the last run (with the overlap) and moves the watermarks. */
export async function creditPoints(db: TDb, now: Date): Promise<{ bets: number; deposits: number }> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      bets: Date | null;
      deposits: Date | null;
    }>`select bets_settled_before as bets,
      deposits_credited_before as deposits from points_credit_state where id = 1 for update`.execute(trx);
    const state = rows[0];
    if (!state) {
      throw new Error('points_credit_state row missing');
    }
    const back = (t: Date | null) => (t ? new Date(new Date(t).getTime() - CREDIT_OVERLAP_MS) : null);
    const bets = await creditBets(trx, back(state.bets), now);
    const deposits = await creditDeposits(trx, back(state.deposits), now);
    await sql`update points_credit_state set bets_settled_before = ${now}, deposits_credited_before = ${now},
      updated_at = now() where id = 1`.execute(trx);
    return { bets, deposits };
  });
}
