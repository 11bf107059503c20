// Rewards that need no deposit (issue 25 item 3, decision 063). How a reward pays becomes the
// operator's setting: per mission (mode, turnover multiplier, qualifying deposit) and per promotion
// (mode and qualifying deposit; the multiplier stays in the rules, and a red envelope's rules now
// carry one). The defaults are what was paid before: locked bonus money, 5× for a mission or a red
// envelope, no deposit asked. The anti-farming caps (one settings row) and their counters: one row per
// (scope, key, UTC day), so a claim takes its place with one atomic upsert inside its transaction.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table missions
      add column payout_mode text not null default 'locked' check (payout_mode in ('cash', 'locked')),
      add column payout_turnover_multiplier integer not null default 5
        check (payout_turnover_multiplier between 0 and 100),
      add column payout_min_deposit bigint check (payout_min_deposit > 0);

    alter table activities
      add column payout_mode text not null default 'locked' check (payout_mode in ('cash', 'locked')),
      add column payout_min_deposit bigint check (payout_min_deposit > 0);
    update activities set rules = rules || '{"turnoverMultiplier": 5}'::jsonb
      where kind = 'red_envelope' and not rules ? 'turnoverMultiplier';

    create table reward_caps (
      id boolean primary key default true check (id),
      per_device integer not null default 3 check (per_device between 0 and 100000),
      per_ip integer not null default 3 check (per_ip between 0 and 100000),
      per_upline integer not null default 20 check (per_upline between 0 and 100000),
      updated_at timestamptz not null default now(),
      updated_by bigint references operators(id)
    );
    insert into reward_caps (id) values (true);

    create table reward_claim_counts (
      scope text not null check (scope in ('device', 'ip', 'upline')),
      key text not null,
      day date not null,
      claims integer not null check (claims > 0),
      primary key (scope, key, day)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table reward_claim_counts;
    drop table reward_caps;
    update activities set rules = rules - 'turnoverMultiplier' where kind = 'red_envelope';
    alter table activities drop column payout_mode, drop column payout_min_deposit;
    alter table missions drop column payout_mode, drop column payout_turnover_multiplier,
      drop column payout_min_deposit;
  `.execute(db);
}
