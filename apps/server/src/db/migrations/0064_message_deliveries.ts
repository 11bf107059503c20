// E-mail and SMS through real providers (decision 071): one row per message sent, with the provider
// that took it, its message id and the delivery status its callback reports; and the member's language,
// which picks the language of what we send them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table message_deliveries (
      id bigserial primary key,
      channel text not null check (channel in ('sms', 'email')),
      -- our id of the message, given to providers that echo it back (the generic HTTP callback)
      reference uuid not null unique,
      recipient text not null,
      provider text,
      provider_message_id text,
      status text not null default 'sending'
        check (status in ('sending', 'sent', 'delivered', 'failed')),
      attempts integer not null default 0 check (attempts >= 0),
      -- the provider's error code or our short reason, never a message body or a secret
      error text check (length(error) <= 200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index message_deliveries_provider_id on message_deliveries (provider, provider_message_id)
      where provider_message_id is not null;

    alter table members add column language text check (language in ('EN', 'CN', 'KM'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table members drop column language;
    drop table message_deliveries;
  `.execute(db);
}
