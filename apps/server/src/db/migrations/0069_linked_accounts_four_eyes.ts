// Risk tools (issue 29 item 2, decision 079). Linked accounts: the device id of the web client is
// kept with each login attempt, and the lookups "who else logged in from this IP (known IPs) / device" and
// "who else has this card number / payee name" get indexes so the per-member query never scans.
// Four-eyes approval: an amount per currency above which a withdrawal needs two different operators,
// and the first approval kept on the withdrawal.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table login_attempts add column device_id text check (device_id ~ '^[A-Za-z0-9_-]{8,64}$');
    create index login_attempts_device_idx on login_attempts (device_id, created_at)
      where device_id is not null and success;
    create index member_known_ips_ip_idx on member_known_ips (ip);
    create index login_attempts_member_success_idx on login_attempts (member_id, created_at desc)
      where success;
    create index cashier_bank_cards_number_idx on cashier_bank_cards (account_number);
    create index cashier_bank_cards_payee_idx on cashier_bank_cards (lower(btrim(payee_name)));
    create table withdrawal_four_eyes (
      currency text primary key check (currency ~ '^[A-Z]{3}$'),
      -- a withdrawal of more than this (minor units) needs a second operator's approval
      amount bigint not null check (amount >= 0),
      operator_id bigint not null references operators(id),
      updated_at timestamptz not null default now()
    );
    alter table cashier_withdrawals
      add column first_approved_by bigint references operators(id),
      add column first_approved_at timestamptz,
      add check ((first_approved_by is null) = (first_approved_at is null));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cashier_withdrawals drop column first_approved_at, drop column first_approved_by;
    drop table withdrawal_four_eyes;
    drop index if exists member_known_ips_ip_idx, cashier_bank_cards_payee_idx, cashier_bank_cards_number_idx,
      login_attempts_member_success_idx, login_attempts_device_idx;
    alter table login_attempts drop column device_id;
  `.execute(db);
}
