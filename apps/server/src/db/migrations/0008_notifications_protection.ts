// Member notifications (spec §3 events, read state) and player protection: deposit limits per
// window with a pending raise and its effective time, and one settings row per member holding the
// time-out / self-exclusion end and the reality-check interval.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id bigserial primary key,
      member_id bigint not null references members(id),
      type text not null check (type in ('deposit_credited', 'withdrawal_approved', 'withdrawal_rejected', 'deposit_failed')),
      payload jsonb not null,
      read_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index notifications_member_idx on notifications (member_id, id desc);
    create index notifications_unread_idx on notifications (member_id) where read_at is null;

    create table member_deposit_limits (
      member_id bigint not null references members(id),
      period text not null check (period in ('24h', '7d', '30d')),
      amount bigint check (amount > 0),
      pending_amount bigint check (pending_amount > 0),
      pending_effective_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (member_id, period),
      check (pending_amount is null or pending_effective_at is not null)
    );

    create table member_protection (
      member_id bigint primary key references members(id),
      excluded_until timestamptz,
      reality_check_minutes integer not null default 0 check (reality_check_minutes in (0, 15, 30, 60)),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_protection; drop table member_deposit_limits; drop table notifications;`.execute(
    db,
  );
}
