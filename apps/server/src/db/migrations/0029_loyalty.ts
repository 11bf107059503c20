// Loyalty (issue 13, decision 035): VIP levels (operator data) and each member's level with the
// credit a relegation leaves; rebate rates by game type and level; the rewards a member claims
// (unique per member, kind and period: a level, a month, a year, a day, a friend), each claimed
// once through the ledger; the per-member rebate watermark that keeps a bet from being rebated
// twice; the daily rebate job's state; referral codes, the referrals made with them and the rule.
// Default levels, rates and rule are written here: the operator changes them through the admin API.
import { sql, type Kysely } from 'kysely';

const DEFAULT_LEVELS: [number, string, number, number, number, number, number, number][] = [
  // level, name, deposit, valid bet, keep (month valid bet), upgrade, monthly, birthday (minor units)
  [0, 'VIP 0', 0, 0, 0, 0, 0, 0],
  [1, 'VIP 1', 50_000, 100_000, 20_000, 1_000, 500, 1_000],
  [2, 'VIP 2', 200_000, 1_000_000, 100_000, 5_000, 2_000, 3_000],
  [3, 'VIP 3', 1_000_000, 5_000_000, 500_000, 20_000, 8_000, 10_000],
  [4, 'VIP 4', 5_000_000, 20_000_000, 2_000_000, 80_000, 30_000, 30_000],
  [5, 'VIP 5', 20_000_000, 100_000_000, 8_000_000, 300_000, 100_000, 88_800],
];
// basis points of the valid bet per level 0..5, by game type group
const LIVE_LIKE = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];
const RATES_DEFAULT = [30, 40, 50, 60, 80, 100];
const RATES_LIVE = [20, 30, 40, 50, 60, 80];
const GAME_TYPES = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BINGO',
  'BGS',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vip_levels (
      level integer primary key check (level between 0 and 20),
      name text not null,
      deposit_threshold bigint not null check (deposit_threshold >= 0),
      valid_bet_threshold bigint not null check (valid_bet_threshold >= 0),
      keep_valid_bet bigint not null check (keep_valid_bet >= 0),
      upgrade_bonus bigint not null check (upgrade_bonus >= 0),
      monthly_bonus bigint not null check (monthly_bonus >= 0),
      birthday_bonus bigint not null check (birthday_bonus >= 0)
    );
    create table vip_member_levels (
      member_id bigint primary key references members (id),
      level integer not null default 0,
      -- a relegation restarts the counting at counted_from with the new level's thresholds as credit
      deposit_offset bigint not null default 0,
      bet_offset bigint not null default 0,
      counted_from timestamptz,
      reached_at timestamptz not null default now(),
      reviewed_month text,
      updated_at timestamptz not null default now()
    );
    create index vip_member_levels_level_idx on vip_member_levels (level) where level > 0;
    create table rebate_rates (
      game_type text not null,
      level integer not null check (level between 0 and 20),
      rate_bp integer not null check (rate_bp between 0 and 500),
      primary key (game_type, level)
    );
    create table loyalty_rewards (
      id bigserial primary key,
      member_id bigint not null references members (id),
      kind text not null check (kind in
        ('vip_upgrade', 'vip_monthly', 'vip_birthday', 'rebate_daily', 'rebate_manual', 'referral')),
      period text not null,
      amount bigint not null check (amount > 0),
      status text not null default 'claimable' check (status in ('claimable', 'claimed')),
      ledger_tx_id bigint,
      created_at timestamptz not null default now(),
      claimed_at timestamptz,
      unique (member_id, kind, period),
      check ((status = 'claimed') = (claimed_at is not null))
    );
    create index loyalty_rewards_claimable_idx on loyalty_rewards (member_id) where status = 'claimable';
    create table rebate_cursors (
      member_id bigint primary key references members (id),
      rebated_until timestamptz not null
    );
    create table loyalty_job_state (
      name text primary key,
      last_day text
    );
    create table referral_codes (
      member_id bigint primary key references members (id),
      code text not null unique check (code ~ '^[A-Z0-9]{4,16}$')
    );
    create table referrals (
      referee_id bigint primary key references members (id),
      referrer_id bigint not null references members (id),
      created_at timestamptz not null default now(),
      rewarded_at timestamptz,
      check (referee_id <> referrer_id)
    );
    create index referrals_referrer_idx on referrals (referrer_id, created_at desc);
    create index referrals_unrewarded_idx on referrals (referrer_id) where rewarded_at is null;
    create table referral_rule (
      id integer primary key check (id = 1),
      enabled boolean not null,
      min_deposit bigint not null check (min_deposit > 0),
      reward bigint not null check (reward > 0)
    );
    insert into referral_rule (id, enabled, min_deposit, reward) values (1, true, 10000, 2000);
  `.execute(db);
  for (const [level, name, dep, bet, keep, up, monthly, birthday] of DEFAULT_LEVELS) {
    await sql`insert into vip_levels values (${level}, ${name}, ${dep}, ${bet}, ${keep}, ${up}, ${monthly}, ${birthday})`.execute(
      db,
    );
  }
  for (const gameType of GAME_TYPES) {
    const rates = LIVE_LIKE.includes(gameType) ? RATES_LIVE : RATES_DEFAULT;
    for (const [level, rate] of rates.entries()) {
      await sql`insert into rebate_rates values (${gameType}, ${level}, ${rate})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists referral_rule, referrals, referral_codes, loyalty_job_state, rebate_cursors,
    loyalty_rewards, rebate_rates, vip_member_levels, vip_levels`.execute(db);
}
