// SQL of missions (migration 0030): definitions, the member's progress read from real bets
// (seamless_bets by member and time: its member index), credited deposits and successful logins,
// the claims, and the period's leaderboard from the report sums of decision 027.
import { sql } from 'kysely';
import type { TMissionKind, TMissionPeriod } from '@pavilion/contracts/missions';
import type { TPayoutMode } from '@pavilion/contracts/reward-payout';
import type { TPointsDb } from './points.repo.ts';

export type TMissionRow = {
  id: string;
  code: string;
  period: TMissionPeriod;
  kind: TMissionKind;
  game_type: string | null;
  title_en: string;
  title_zh: string;
  title_km: string;
  target: string;
  reward: string;
  enabled: boolean;
  sort: number;
  payout_mode: TPayoutMode;
  payout_turnover_multiplier: number;
  payout_min_deposit: string | null;
};

const SELECT = sql`select id::text as id, code, period, kind, game_type, title_en, title_zh, title_km,
  target::text as target, reward::text as reward, enabled, sort, payout_mode, payout_turnover_multiplier,
  payout_min_deposit::text as payout_min_deposit from missions`;

export async function listMissions(db: TPointsDb, onlyEnabled: boolean): Promise<TMissionRow[]> {
  const { rows } =
    await sql<TMissionRow>`${SELECT} where (${!onlyEnabled} or enabled) order by sort, id`.execute(db);
  return rows;
}

export async function findMission(db: TPointsDb, id: number): Promise<TMissionRow | undefined> {
  const { rows } = await sql<TMissionRow>`${SELECT} where id = ${id}`.execute(db);
  return rows[0];
}

export type TMissionValues = {
  code: string;
  period: TMissionPeriod;
  kind: TMissionKind;
  game_type: string | null;
  title_en: string;
  title_zh: string;
  title_km: string;
  target: number;
  reward: number;
  enabled: boolean;
  sort: number;
  payout_mode: TPayoutMode;
  payout_turnover_multiplier: number;
  payout_min_deposit: number | null;
};

/** Inserts a mission, or (same code) updates it; returns its id. */
export async function upsertMission(db: TPointsDb, m: TMissionValues): Promise<number> {
  const { rows } = await sql<{ id: string }>`insert into missions (code, period, kind, game_type, title_en,
      title_zh, title_km, target, reward, enabled, sort, payout_mode, payout_turnover_multiplier,
      payout_min_deposit)
    values (${m.code}, ${m.period}, ${m.kind}, ${m.game_type}, ${m.title_en}, ${m.title_zh}, ${m.title_km},
      ${m.target}, ${m.reward}, ${m.enabled}, ${m.sort}, ${m.payout_mode}, ${m.payout_turnover_multiplier},
      ${m.payout_min_deposit})
    on conflict (code) do update set period = excluded.period, kind = excluded.kind,
      game_type = excluded.game_type, title_en = excluded.title_en, title_zh = excluded.title_zh,
      title_km = excluded.title_km, target = excluded.target, reward = excluded.reward,
      enabled = excluded.enabled, sort = excluded.sort, payout_mode = excluded.payout_mode,
      payout_turnover_multiplier = excluded.payout_turnover_multiplier,
      payout_min_deposit = excluded.payout_min_deposit, updated_at = now()
    returning id::text as id`.execute(db);
  return Number(rows[0]?.id);
}

export async function updateMission(db: TPointsDb, id: number, m: TMissionValues): Promise<boolean> {
  const r = await sql`update missions set code = ${m.code}, period = ${m.period}, kind = ${m.kind},
      game_type = ${m.game_type}, title_en = ${m.title_en}, title_zh = ${m.title_zh}, title_km = ${m.title_km},
      target = ${m.target}, reward = ${m.reward}, enabled = ${m.enabled}, sort = ${m.sort},
      payout_mode = ${m.payout_mode}, payout_turnover_multiplier = ${m.payout_turnover_multiplier},
      payout_min_deposit = ${m.payout_min_deposit}, updated_at = now()
    where id = ${id}`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

/** The member's progress on a mission kind over [from, to). */
export async function progressOf(
  db: TPointsDb,
  memberId: number,
  kind: TMissionKind,
  gameType: string | null,
  from: Date,
  to: Date,
): Promise<number> {
  const bets = sql`from seamless_bets where member_id = ${memberId} and placed_at >= ${from}
    and placed_at < ${to} and status = 'settled' and (${gameType}::text is null or game_type = ${gameType}::text)`;
  const query = {
    bet_amount: sql<{ v: string }>`select coalesce(sum(amount), 0)::text as v ${bets}`,
    bet_count: sql<{ v: string }>`select count(*)::text as v ${bets}`,
    deposit_amount: sql<{ v: string }>`select coalesce(sum(amount), 0)::text as v from cashier_deposits
      where member_id = ${memberId} and status = 'credited' and credited_at >= ${from} and credited_at < ${to}`,
    login_days: sql<{ v: string }>`select count(distinct (created_at at time zone 'UTC')::date)::text as v
      from login_attempts where member_id = ${memberId} and success and created_at >= ${from} and created_at < ${to}`,
  }[kind];
  const { rows } = await query.execute(db);
  return Number(rows[0]?.v ?? 0);
}

/** Claims of the member made in periods starting at or after `since`: mission id + period start. */
export async function listClaims(db: TPointsDb, memberId: number, since: Date) {
  const { rows } = await sql<{
    mission_id: string;
    period_start: Date;
  }>`select mission_id::text as mission_id,
    period_start from mission_claims where member_id = ${memberId} and period_start >= ${since}`.execute(db);
  return rows;
}

export async function insertClaim(
  db: TPointsDb,
  c: { missionId: number; memberId: number; periodStart: Date; reward: number; ledgerTxId: string },
): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`insert into mission_claims (mission_id, member_id, period_start,
      reward, ledger_tx_id)
    values (${c.missionId}, ${c.memberId}, ${c.periodStart}, ${c.reward}, ${c.ledgerTxId})
    on conflict (mission_id, member_id, period_start) do nothing returning id::text as id`.execute(db);
  return rows.length > 0;
}

/**
 * Valid bets per member over whole UTC days [fromDay, toDay) from the report sums (decision 027,
 * kept by the agent-report-sums job every 5 minutes): the top `limit` and the asking member's row.
 */
export async function leaderboard(db: TPointsDb, memberId: number, from: Date, to: Date, limit: number) {
  const { rows } = await sql<{ member_id: string; account: string; valid: string; rank: string }>`
    with totals as (
      select s.member_id, sum(s.valid) as valid from agent_report_sums s
      where s.game_type = '*' and s.day >= (${from}::timestamptz at time zone 'UTC')::date
        and s.day < (${to}::timestamptz at time zone 'UTC')::date
      group by s.member_id having sum(s.valid) > 0
    ), ranked as (
      select member_id, valid, rank() over (order by valid desc, member_id) as rank from totals
    )
    select r.member_id::text as member_id, m.account, r.valid::text as valid, r.rank::text as rank
    from ranked r join members m on m.id = r.member_id
    where r.rank <= ${limit} or r.member_id = ${memberId}
    order by r.rank`.execute(db);
  return rows;
}
