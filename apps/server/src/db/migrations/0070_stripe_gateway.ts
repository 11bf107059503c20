// A real payment gateway operators plug in (issue 28 item 4, decision 080): a gateway deposit channel
// chooses its adapter (the sandbox, the demo default, or Stripe) and carries the adapter's settings
// (the secret key and webhook secret sealed by the secret box, decision 064); a deposit keeps the
// hosted checkout URL, its currency, a flag an operator must look at, and its refund; the provider
// events already handled are kept by id so a replayed or duplicated one changes nothing.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cashier_deposit_channels
      add column adapter text not null default 'sandbox' check (adapter in ('sandbox', 'stripe')),
      add column currency text check (currency ~ '^[A-Z]{3}$'),
      add column publishable_key text check (length(publishable_key) <= 255),
      add column secret_key text,
      add column webhook_secret text;
    alter table cashier_deposits
      add column currency text check (currency ~ '^[A-Z]{3}$'),
      add column checkout_url text,
      add column payment_intent text,
      add column flag text check (flag in ('amount_mismatch', 'paid_after_close')),
      add column refund_id text,
      add column refunded_at timestamptz,
      add column refunded_by bigint references operators(id);
    create table cashier_gateway_events (
      provider text not null check (provider in ('stripe')),
      event_id text not null,
      deposit_id bigint references cashier_deposits(id),
      -- credited, duplicate (the deposit was already handled), flagged, ignored
      outcome text not null check (outcome in ('credited', 'duplicate', 'flagged', 'ignored')),
      received_at timestamptz not null default now(),
      primary key (provider, event_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists cashier_gateway_events;
    alter table cashier_deposits
      drop column if exists currency, drop column if exists checkout_url, drop column if exists payment_intent, drop column if exists flag,
      drop column if exists refund_id, drop column if exists refunded_at, drop column if exists refunded_by;
    alter table cashier_deposit_channels
      drop column if exists adapter, drop column if exists currency, drop column if exists publishable_key,
      drop column if exists secret_key, drop column if exists webhook_secret;
  `.execute(db);
}
