// The cashier (issue 5): deposit channels (seeded: one bank transfer, one sandbox gateway), deposits,
// bank cards, withdrawals with the member's confirmation and proof images. Money itself moves only
// through the ledger (house 'cashier' accounts); these rows carry the workflow state, and each state
// change is one guarded UPDATE (`… where status = <expected>`) so two actors cannot both apply one.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cashier_deposit_channels (
      id text primary key check (id ~ '^[a-z0-9_-]{1,32}$'),
      kind text not null check (kind in ('bank_transfer', 'gateway')),
      name text not null,
      min_amount bigint not null check (min_amount > 0),
      max_amount bigint not null,
      enabled boolean not null default true,
      sort integer not null default 0,
      bank jsonb,
      updated_at timestamptz not null default now(),
      check (max_amount >= min_amount),
      check ((kind = 'bank_transfer') = (bank is not null))
    );
    insert into cashier_deposit_channels (id, kind, name, min_amount, max_amount, enabled, sort, bank) values
      ('bank', 'bank_transfer', 'Bank transfer', 10000, 5000000, true, 1,
       '{"bankName":"Pavilion Bank","accountNumber":"6222020200112233","accountName":"Pavilion Entertainment Ltd"}'),
      ('sandbox', 'gateway', 'Online payment (sandbox)', 1000, 10000000, true, 2, null);

    create table cashier_deposits (
      id bigserial primary key,
      member_id bigint not null references members(id),
      request_id text not null,
      channel_id text not null references cashier_deposit_channels(id),
      kind text not null check (kind in ('bank_transfer', 'gateway')),
      amount bigint not null check (amount > 0),
      reference text,
      status text not null check (status in ('pending', 'awaiting_payment', 'credited', 'rejected', 'failed', 'cancelled')),
      payment_id text unique,
      reason text,
      reviewed_by bigint references operators(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      credited_at timestamptz,
      unique (member_id, request_id)
    );
    create index cashier_deposits_member_idx on cashier_deposits (member_id, id desc);
    create index cashier_deposits_status_idx on cashier_deposits (status, id desc);

    create table cashier_bank_cards (
      id bigserial primary key,
      member_id bigint not null references members(id),
      bank_name text not null,
      account_number text not null check (account_number ~ '^[0-9]{6,30}$'),
      payee_name text not null,
      created_at timestamptz not null default now(),
      unique (member_id, account_number)
    );

    create table cashier_withdrawals (
      id bigserial primary key,
      member_id bigint not null references members(id),
      request_id text not null,
      bank_card_id bigint not null references cashier_bank_cards(id),
      bank_name text not null,
      account_number text not null,
      payee_name text not null,
      amount bigint not null check (amount > 0),
      status text not null check (status in
        ('pending', 'approved', 'rejected', 'received', 'partially_received', 'not_received', 'auto_received')),
      remaining_amount bigint check (remaining_amount > 0 and remaining_amount < amount),
      reason text,
      reviewed_by bigint references operators(id),
      created_at timestamptz not null default now(),
      reviewed_at timestamptz,
      paid_at timestamptz,
      confirmed_at timestamptz,
      unique (member_id, request_id)
    );
    create index cashier_withdrawals_member_idx on cashier_withdrawals (member_id, id desc);
    create index cashier_withdrawals_status_idx on cashier_withdrawals (status, id desc);
    create index cashier_withdrawals_payout_idx on cashier_withdrawals (paid_at) where status = 'approved';

    -- wrong fund passwords per member: a run of failures locks money moves for a while
    create table cashier_fund_password_failures (
      member_id bigint primary key references members(id),
      failures integer not null default 0 check (failures >= 0),
      locked_until timestamptz
    );

    create table cashier_withdrawal_proofs (
      withdrawal_id bigint primary key references cashier_withdrawals(id),
      mime text not null check (mime in ('image/png', 'image/jpeg')),
      size integer not null check (size > 0 and size <= 5242880),
      bytes bytea not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists cashier_withdrawal_proofs;
    drop table if exists cashier_fund_password_failures;
    drop table if exists cashier_withdrawals;
    drop table if exists cashier_bank_cards;
    drop table if exists cashier_deposits;
    drop table if exists cashier_deposit_channels;
  `.execute(db);
}
