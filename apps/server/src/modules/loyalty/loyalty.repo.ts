// SQL of loyalty (decision 035): VIP levels and member levels, the totals they are computed from
// (deposits from the ledger, valid bets from seamless_bets: nothing is added to a bet's path), rebate
// rates and the per-member rebate watermark, rewards, referral codes, referrals and the rule.
import { sql } from 'kysely';
import type {
  TRebateRate,
  TReferralRule,
  TRewardKind,
  TRewardStatus,
  TVipLevel,
} from '@pavilion/contracts/loyalty';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';

type TDbLike = TLedgerDb;

const num = (v: unknown) => Number(v ?? 0);
/** The watermark of a member never rebated: before any bet. */
export const EPOCH = new Date(0);

export async function listLevels(db: TDbLike): Promise<TVipLevel[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from vip_levels order by level`.execute(db);
  return rows.map((r) => ({
    level: num(r.level),
    name: String(r.name),
    depositThreshold: num(r.deposit_threshold),
    validBetThreshold: num(r.valid_bet_threshold),
    keepValidBet: num(r.keep_valid_bet),
    upgradeBonus: num(r.upgrade_bonus),
    monthlyBonus: num(r.monthly_bonus),
    birthdayBonus: num(r.birthday_bonus),
  }));
}

export async function replaceLevels(db: TDbLike, levels: TVipLevel[]): Promise<void> {
  await sql`delete from vip_levels`.execute(db);
  for (const l of levels) {
    await sql`insert into vip_levels values (${l.level}, ${l.name}, ${l.depositThreshold}, ${l.validBetThreshold},
      ${l.keepValidBet}, ${l.upgradeBonus}, ${l.monthlyBonus}, ${l.birthdayBonus})`.execute(db);
  }
}

export type TMemberLevelRow = {
  level: number;
  depositOffset: number;
  betOffset: number;
  countedFrom: Date | null;
  reachedAt: Date;
  reviewedMonth: string | null;
};

/** The member's level row, locked for the caller's transaction (created at level 0 when missing). */
export async function lockMemberLevel(
  db: TDbLike,
  memberId: number,
  month: string,
): Promise<TMemberLevelRow> {
  // a new row counts as reviewed this month: nothing to relegate yet
  await sql`insert into vip_member_levels (member_id, reviewed_month) values (${memberId}, ${month})
    on conflict (member_id) do nothing`.execute(db);
  const { rows } = await sql<Record<string, unknown>>`select * from vip_member_levels
    where member_id = ${memberId} for update`.execute(db);
  const r = rows[0] ?? {};
  return {
    level: num(r.level),
    depositOffset: num(r.deposit_offset),
    betOffset: num(r.bet_offset),
    countedFrom: (r.counted_from as Date | null) ?? null,
    reachedAt: r.reached_at as Date,
    reviewedMonth: (r.reviewed_month as string | null) ?? null,
  };
}

export async function readMemberLevel(db: TDbLike, memberId: number): Promise<number> {
  const { rows } = await sql<{ level: number }>`select level from vip_member_levels
    where member_id = ${memberId}`.execute(db);
  return num(rows[0]?.level);
}

export async function saveMemberLevel(
  db: TDbLike,
  memberId: number,
  s: {
    level: number;
    depositOffset: number;
    betOffset: number;
    countedFrom: Date | null;
    reviewedMonth: string;
    levelChanged: boolean;
  },
): Promise<void> {
  await sql`update vip_member_levels set level = ${s.level}, deposit_offset = ${s.depositOffset},
      bet_offset = ${s.betOffset}, counted_from = ${s.countedFrom}, reviewed_month = ${s.reviewedMonth},
      reached_at = case when ${s.levelChanged} then now() else reached_at end, updated_at = now()
    where member_id = ${memberId}`.execute(db);
}

/** Deposits credited to the member's wallet (ledger kind deposit) after `from` (all when null). */
export async function depositsSince(db: TDbLike, memberId: number, from: Date | null): Promise<number> {
  const { rows } = await sql<{ total: string | null }>`select sum(e.amount)::text as total
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.member_id = ${memberId} and a.purpose = 'wallet' and t.kind = 'deposit' and e.amount > 0
      and (${from}::timestamptz is null or e.created_at > ${from})`.execute(db);
  return num(rows[0]?.total);
}

/** Valid bets (stakes of settled bets) settled in (from, to]; from null means from the start. */
export async function validBetsBetween(
  db: TDbLike,
  memberId: number,
  from: Date | null,
  to: Date | null,
): Promise<{ gameType: string; validBet: number }[]> {
  const { rows } = await sql<{
    game_type: string;
    total: string;
  }>`select game_type, sum(amount)::text as total
    from seamless_bets
    where member_id = ${memberId} and status = 'settled'
      and (${from}::timestamptz is null or settled_at > ${from})
      and (${to}::timestamptz is null or settled_at <= ${to})
    group by game_type`.execute(db);
  return rows.map((r) => ({ gameType: r.game_type, validBet: num(r.total) }));
}

export async function birthdayOf(db: TDbLike, memberId: number): Promise<string | null> {
  const { rows } = await sql<{ birthday: string | null }>`select to_char(birthday, 'YYYY-MM-DD') as birthday
    from members where id = ${memberId}`.execute(db);
  return rows[0]?.birthday ?? null;
}

/** Records a reward once per (member, kind, period); true when this call created it. */
export async function insertReward(
  db: TDbLike,
  r: { memberId: number; kind: TRewardKind; period: string; amount: number; claimed?: boolean },
): Promise<number | null> {
  if (r.amount <= 0) {
    return null;
  }
  const status = r.claimed ? 'claimed' : 'claimable';
  const { rows } = await sql<{
    id: string;
  }>`insert into loyalty_rewards (member_id, kind, period, amount, status, claimed_at)
    values (${r.memberId}, ${r.kind}, ${r.period}, ${r.amount}, ${status}, ${r.claimed ? sql`now()` : null})
    on conflict (member_id, kind, period) do nothing returning id`.execute(db);
  return rows[0] ? Number(rows[0].id) : null;
}

export type TRewardRow = {
  id: number;
  memberId: number;
  kind: TRewardKind;
  period: string;
  amount: number;
  status: TRewardStatus;
  createdAt: Date;
  claimedAt: Date | null;
  reason: string | null;
};

function rewardOf(r: Record<string, unknown>): TRewardRow {
  return {
    id: num(r.id),
    memberId: num(r.member_id),
    kind: r.kind as TRewardKind,
    period: String(r.period),
    amount: num(r.amount),
    status: r.status as TRewardStatus,
    createdAt: r.created_at as Date,
    claimedAt: (r.claimed_at as Date | null) ?? null,
    reason: (r.reject_reason as string | null) ?? null,
  };
}

export async function listRewards(
  db: TDbLike,
  memberId: number,
  historyLimit: number,
): Promise<TRewardRow[]> {
  const { rows } = await sql<Record<string, unknown>>`(select * from loyalty_rewards
      where member_id = ${memberId} and status = 'claimable' order by id)
    union all
    (select * from loyalty_rewards where member_id = ${memberId} and status in ('claimed', 'rejected')
      order by coalesce(claimed_at, rejected_at) desc, id desc limit ${historyLimit})`.execute(db);
  return rows.map(rewardOf);
}

/** The guarded claim: one caller turns a claimable reward into claimed, every other gets nothing. */
export async function markClaimed(
  db: TDbLike,
  memberId: number,
  id: number,
): Promise<TRewardRow | undefined> {
  const { rows } = await sql<Record<string, unknown>>`update loyalty_rewards
    set status = 'claimed', claimed_at = now()
    where id = ${id} and member_id = ${memberId} and status = 'claimable' returning *`.execute(db);
  return rows[0] ? rewardOf(rows[0]) : undefined;
}

/** The operator's rejection: guarded like a claim, so a reward is either claimed or rejected, once. */
export async function markRejected(db: TDbLike, id: number, reason: string): Promise<TRewardRow | undefined> {
  const { rows } = await sql<Record<string, unknown>>`update loyalty_rewards
    set status = 'rejected', rejected_at = now(), reject_reason = ${reason}
    where id = ${id} and status = 'claimable' returning *`.execute(db);
  return rows[0] ? rewardOf(rows[0]) : undefined;
}

export async function findRewardById(db: TDbLike, id: number): Promise<TRewardRow | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select * from loyalty_rewards where id = ${id}`.execute(
    db,
  );
  return rows[0] ? rewardOf(rows[0]) : undefined;
}

type TOperatorRewardsFilter = { status: TRewardStatus; account?: string | undefined };
const operatorRewardsWhere = (f: TOperatorRewardsFilter) =>
  sql`r.status = ${f.status} ${f.account === undefined ? sql`` : sql`and m.account = ${f.account}`}`;

/** The operator's list of rewards in a status, newest first, optionally of one member's account. */
export async function listRewardsForOperator(
  db: TDbLike,
  opts: TOperatorRewardsFilter & { limit: number; offset: number },
): Promise<(TRewardRow & { memberAccount: string })[]> {
  const { rows } = await sql<Record<string, unknown>>`select r.*, m.account from loyalty_rewards r
    join members m on m.id = r.member_id
    where ${operatorRewardsWhere(opts)}
    order by r.id desc limit ${opts.limit} offset ${opts.offset}`.execute(db);
  return rows.map((r) => ({ ...rewardOf(r), memberAccount: String(r.account) }));
}

export async function countRewardsForOperator(db: TDbLike, f: TOperatorRewardsFilter): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from loyalty_rewards r
    join members m on m.id = r.member_id where ${operatorRewardsWhere(f)}`.execute(db);
  return num(rows[0]?.n);
}

export async function setRewardTx(db: TDbLike, id: number, txId: string): Promise<void> {
  await sql`update loyalty_rewards set ledger_tx_id = ${txId} where id = ${id}`.execute(db);
}

export async function findReward(db: TDbLike, memberId: number, id: number): Promise<TRewardRow | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select * from loyalty_rewards
    where id = ${id} and member_id = ${memberId}`.execute(db);
  return rows[0] ? rewardOf(rows[0]) : undefined;
}

export async function countClaimable(db: TDbLike, memberId: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from loyalty_rewards
    where member_id = ${memberId} and status = 'claimable'`.execute(db);
  return num(rows[0]?.n);
}

export async function listRates(db: TDbLike): Promise<TRebateRate[]> {
  const { rows } = await sql<{ game_type: string; level: number; rate_bp: number }>`select * from rebate_rates
    order by game_type, level`.execute(db);
  return rows.map((r) => ({
    gameType: r.game_type as TRebateRate['gameType'],
    level: num(r.level),
    rateBp: num(r.rate_bp),
  }));
}

export async function replaceRates(db: TDbLike, rates: TRebateRate[]): Promise<void> {
  await sql`delete from rebate_rates`.execute(db);
  for (const r of rates) {
    await sql`insert into rebate_rates values (${r.gameType}, ${r.level}, ${r.rateBp})`.execute(db);
  }
}

/**
 * The instant up to which settled bets are final for a rebate (decision 059): a bet's settled_at is
 * its transaction's start (now()), so a bet still being written can carry an instant in the past. The
 * cut-off is the earliest of `now`, the database clock and the start of the oldest other open
 * transaction of this database (pg_stat_activity; every application connection uses one role, so
 * all of them are visible), never earlier than `floor`. A bet that committed before this statement
 * is seen by the statements after it (read committed); one that has not is at or after the cut-off.
 */
export async function rebateCutoff(db: TDbLike, now: Date, floor: Date): Promise<Date> {
  const { rows } = await sql<{ until: Date | string }>`select greatest(${floor}::timestamptz,
      least(${now}::timestamptz, clock_timestamp(), coalesce((select min(a.xact_start) from pg_stat_activity a
        where a.datname = current_database() and a.pid <> pg_backend_pid() and a.xact_start is not null),
        'infinity'::timestamptz))) as until`.execute(db);
  return new Date(rows[0]!.until);
}

/** The member's rebate watermark, locked (null: nothing rebated yet). */
export async function lockRebateCursor(db: TDbLike, memberId: number): Promise<Date | null> {
  const { rows } = await sql<{ rebated_until: Date }>`select rebated_until from rebate_cursors
    where member_id = ${memberId} for update`.execute(db);
  return rows[0]?.rebated_until ?? null;
}

export async function readRebateCursor(db: TDbLike, memberId: number): Promise<Date | null> {
  const { rows } = await sql<{ rebated_until: Date }>`select rebated_until from rebate_cursors
    where member_id = ${memberId}`.execute(db);
  return rows[0]?.rebated_until ?? null;
}

/** Moves the watermark forward only: `greatest` keeps a later claim's mark. */
export async function advanceRebateCursor(db: TDbLike, memberId: number, until: Date): Promise<void> {
  await sql`insert into rebate_cursors (member_id, rebated_until) values (${memberId}, ${until})
    on conflict (member_id) do update set rebated_until = greatest(rebate_cursors.rebated_until, excluded.rebated_until)`.execute(
    db,
  );
}

/** A row to lock for a member's rebate when there is no watermark yet. */
export async function ensureRebateCursorRow(db: TDbLike, memberId: number): Promise<void> {
  await sql`insert into rebate_cursors (member_id, rebated_until) values (${memberId}, ${EPOCH})
    on conflict (member_id) do nothing`.execute(db);
}

/** Members with a bet settled in (from, to]. */
export async function membersWithSettledBets(db: TDbLike, from: Date, to: Date): Promise<number[]> {
  const { rows } = await sql<{
    member_id: string;
  }>`select distinct member_id::text as member_id from seamless_bets
    where status = 'settled' and settled_at > ${from} and settled_at <= ${to}`.execute(db);
  return rows.map((r) => Number(r.member_id));
}

export async function readJobDay(db: TDbLike, name: string): Promise<string | null> {
  const { rows } = await sql<{ last_day: string | null }>`select last_day from loyalty_job_state
    where name = ${name}`.execute(db);
  return rows[0]?.last_day ?? null;
}

export async function writeJobDay(db: TDbLike, name: string, day: string): Promise<void> {
  await sql`insert into loyalty_job_state (name, last_day) values (${name}, ${day})
    on conflict (name) do update set last_day = greatest(loyalty_job_state.last_day, excluded.last_day)`.execute(
    db,
  );
}

/**
 * Members a refresh would change, found in one statement: members seen since `seenSince` whose level
 * is due its month's review (level above 0, not reviewed in `month`; the month's bonuses come with
 * it) or whose counted totals reach a higher level; and referrers with a friend whose deposits earn
 * the referral reward.
 */
export async function membersToRefresh(db: TDbLike, seenSince: Date, month: string): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`with seen as (
      select m.id, coalesce(l.level, 0) as level, l.reviewed_month, l.counted_from,
        coalesce(l.deposit_offset, 0) as deposit_offset, coalesce(l.bet_offset, 0) as bet_offset
      from members m left join vip_member_levels l on l.member_id = m.id
      where m.last_login_at > ${seenSince}
    ),
    totals as (
      select s.*,
        s.deposit_offset + coalesce((select sum(e.amount) from ledger_accounts a
          join ledger_entries e on e.account_id = a.id
          join ledger_transactions t on t.id = e.transaction_id
          where a.member_id = s.id and a.purpose = 'wallet' and t.kind = 'deposit' and e.amount > 0
            and (s.counted_from is null or e.created_at > s.counted_from)), 0) as deposit,
        s.bet_offset + coalesce((select sum(b.amount) from seamless_bets b
          where b.member_id = s.id and b.status = 'settled'
            and (s.counted_from is null or b.settled_at > s.counted_from)), 0) as valid_bet
      from seen s
    )
    select id::text as id from totals t
      where (t.level > 0 and t.reviewed_month is distinct from ${month})
        or exists (select 1 from vip_levels v where v.level > t.level
          and t.deposit >= v.deposit_threshold and t.valid_bet >= v.valid_bet_threshold)
    union
    select r.referrer_id::text from referrals r join referral_rule q on q.id = 1 and q.enabled
      where r.rewarded_at is null
        and (select coalesce(sum(e.amount), 0) from ledger_accounts a
          join ledger_entries e on e.account_id = a.id
          join ledger_transactions t on t.id = e.transaction_id
          where a.member_id = r.referee_id and a.purpose = 'wallet' and t.kind = 'deposit' and e.amount > 0)
          >= q.min_deposit`.execute(db);
  return rows.map((r) => Number(r.id)).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * The daily rebate of (from, to] for every member with a bet settled then, in one transaction of
 * four statements: watermark rows made and locked (member id order), each member's bets after
 * max(watermark, from) rebated per game type at the rate of their current level (floor per game type,
 * as rebateLines) into a claimable reward keyed by the day, and every watermark moved to `to`.
 * Returns the rewards created.
 */
export async function settleDayRebates(db: TDbLike, day: string, from: Date, to: Date): Promise<number> {
  await sql`insert into rebate_cursors (member_id, rebated_until)
    select distinct member_id, ${EPOCH}::timestamptz from seamless_bets
      where status = 'settled' and settled_at > ${from} and settled_at <= ${to}
    on conflict (member_id) do nothing`.execute(db);
  await sql`select member_id from rebate_cursors c
    where exists (select 1 from seamless_bets b where b.member_id = c.member_id and b.status = 'settled'
      and b.settled_at > ${from} and b.settled_at <= ${to})
    order by member_id for update`.execute(db);
  const { rows } = await sql<{ id: string }>`with bets as (
      select b.member_id, b.game_type, sum(b.amount) as valid_bet
      from seamless_bets b join rebate_cursors c on c.member_id = b.member_id
      where b.status = 'settled' and b.settled_at > greatest(c.rebated_until, ${from}) and b.settled_at <= ${to}
      group by b.member_id, b.game_type
    ),
    amounts as (
      select x.member_id, sum((x.valid_bet::bigint * coalesce(r.rate_bp, 0)) / 10000)::bigint as amount
      from bets x
      left join vip_member_levels l on l.member_id = x.member_id
      left join rebate_rates r on r.game_type = x.game_type and r.level = coalesce(l.level, 0)
      group by x.member_id
    )
    insert into loyalty_rewards (member_id, kind, period, amount)
    select member_id, 'rebate_daily', ${day}, amount from amounts where amount > 0
    on conflict (member_id, kind, period) do nothing returning id::text as id`.execute(db);
  await sql`update rebate_cursors c set rebated_until = ${to}
    where c.rebated_until < ${to} and exists (select 1 from seamless_bets b where b.member_id = c.member_id
      and b.status = 'settled' and b.settled_at > ${from} and b.settled_at <= ${to})`.execute(db);
  return rows.length;
}

export async function findCodeOf(db: TDbLike, memberId: number): Promise<string | undefined> {
  const { rows } = await sql<{
    code: string;
  }>`select code from referral_codes where member_id = ${memberId}`.execute(db);
  return rows[0]?.code;
}

export async function insertCode(db: TDbLike, memberId: number, code: string): Promise<boolean> {
  const { rows } = await sql<{
    code: string;
  }>`insert into referral_codes (member_id, code) values (${memberId}, ${code})
    on conflict do nothing returning code`.execute(db);
  return rows.length > 0;
}

export async function findMemberByCode(
  db: TDbLike,
  code: string,
): Promise<{ memberId: number; status: string } | undefined> {
  const { rows } = await sql<{
    member_id: string;
    status: string;
  }>`select c.member_id::text as member_id, m.status
    from referral_codes c join members m on m.id = c.member_id where c.code = ${code.toUpperCase()}`.execute(
    db,
  );
  return rows[0] ? { memberId: Number(rows[0].member_id), status: rows[0].status } : undefined;
}

export async function insertReferral(db: TDbLike, referrerId: number, refereeId: number): Promise<void> {
  await sql`insert into referrals (referee_id, referrer_id) values (${refereeId}, ${referrerId})
    on conflict (referee_id) do nothing`.execute(db);
}

export async function listFriends(
  db: TDbLike,
  referrerId: number,
): Promise<{ account: string; createdAt: Date; rewarded: boolean }[]> {
  const { rows } = await sql<{
    account: string;
    created_at: Date;
    rewarded_at: Date | null;
  }>`select m.account,
      r.created_at, r.rewarded_at
    from referrals r join members m on m.id = r.referee_id
    where r.referrer_id = ${referrerId} order by r.created_at desc limit 200`.execute(db);
  return rows.map((r) => ({ account: r.account, createdAt: r.created_at, rewarded: r.rewarded_at !== null }));
}

/** Friends of the referrer not rewarded yet, locked. */
export async function lockUnrewardedFriends(db: TDbLike, referrerId: number): Promise<number[]> {
  const { rows } = await sql<{ referee_id: string }>`select referee_id::text as referee_id from referrals
    where referrer_id = ${referrerId} and rewarded_at is null for update`.execute(db);
  return rows.map((r) => Number(r.referee_id));
}

export async function markFriendRewarded(db: TDbLike, refereeId: number): Promise<void> {
  await sql`update referrals set rewarded_at = now() where referee_id = ${refereeId} and rewarded_at is null`.execute(
    db,
  );
}

export async function readReferralRule(db: TDbLike): Promise<TReferralRule> {
  const { rows } = await sql<{
    enabled: boolean;
    min_deposit: string;
    reward: string;
  }>`select * from referral_rule
    where id = 1`.execute(db);
  const r = rows[0];
  return { enabled: r?.enabled ?? false, minDeposit: num(r?.min_deposit ?? 1), reward: num(r?.reward ?? 1) };
}

export async function writeReferralRule(db: TDbLike, rule: TReferralRule): Promise<void> {
  await sql`insert into referral_rule (id, enabled, min_deposit, reward)
    values (1, ${rule.enabled}, ${rule.minDeposit}, ${rule.reward})
    on conflict (id) do update set enabled = excluded.enabled, min_deposit = excluded.min_deposit,
      reward = excluded.reward`.execute(db);
}
