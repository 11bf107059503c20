// Console operations of issue 15 (decision 053), one migration for the three schema changes of the
// branch: cashier channels and limits (a daily limit per member on deposit channels, and the
// withdrawal channel the payout limits are now edited on), the previous vendor secret kept valid
// for a grace period after a rotation, and an owner's reset of an operator's lost TOTP (the
// operator must enrol again).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cashier_deposit_channels
      add column daily_limit bigint check (daily_limit > 0);
    create table cashier_withdrawal_channels (
      id text primary key check (id ~ '^[a-z0-9_-]{1,32}$'),
      name text not null,
      min_amount bigint not null check (min_amount > 0),
      max_amount bigint not null,
      daily_limit bigint check (daily_limit > 0),
      enabled boolean not null default true,
      sort integer not null default 0,
      updated_at timestamptz not null default now(),
      check (max_amount >= min_amount)
    );
    -- wide open: the environment's WITHDRAWAL_MIN/MAX_AMOUNT keep applying until an operator narrows it
    insert into cashier_withdrawal_channels (id, name, min_amount, max_amount, enabled, sort)
      values ('bank', 'Bank payout', 1, 1000000000, true, 1);

    alter table vendors_seamless
      add column previous_secret text,
      add column previous_secret_until timestamptz,
      add column secret_rotated_at timestamptz;

    alter table operators
      add column must_enrol_totp boolean not null default false;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table operators drop column if exists must_enrol_totp;
    alter table vendors_seamless
      drop column if exists previous_secret,
      drop column if exists previous_secret_until,
      drop column if exists secret_rotated_at;
    drop table if exists cashier_withdrawal_channels;
    alter table cashier_deposit_channels drop column if exists daily_limit;
  `.execute(db);
}
