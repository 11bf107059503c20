// Identity providers (issue 18, decision 028): the OpenID Connect providers operators configure,
// the provider identities linked to members, the one-time state of each authorisation request
// (PKCE verifier, nonce, intent) and the short-lived sign-up tickets of a first login. A member
// created through a provider has no password of its own until they set one (password_login). The
// bundled Demo ID provider keeps its sessions, grants and codes in demo_id_store.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table identity_providers (
      id bigserial primary key,
      slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
      display_name text not null,
      issuer text not null,
      client_id text not null,
      client_secret_enc text,
      scopes text not null default 'openid profile email',
      icon_url text,
      enabled boolean not null default false,
      bundled boolean not null default false,
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create table member_identities (
      id bigserial primary key,
      member_id bigint not null references members(id),
      provider_id bigint not null references identity_providers(id) on delete cascade,
      subject text not null,
      email text,
      display_name text,
      linked_at timestamptz not null default now(),
      last_login_at timestamptz,
      unique (provider_id, subject),
      unique (member_id, provider_id)
    );
    create table identity_flows (
      state text primary key,
      provider_id bigint not null references identity_providers(id) on delete cascade,
      intent text not null check (intent in ('login', 'link')),
      member_id bigint references members(id),
      code_verifier text not null,
      nonce text not null,
      browser_key_hash text not null,
      affiliate_code text,
      created_at timestamptz not null default now(),
      used_at timestamptz
    );
    create index identity_flows_created_idx on identity_flows (created_at);
    create table identity_signups (
      ticket_hash text primary key,
      provider_id bigint not null references identity_providers(id) on delete cascade,
      subject text not null,
      email text,
      display_name text,
      affiliate_code text,
      created_at timestamptz not null default now(),
      used_at timestamptz
    );
    alter table members add column password_login boolean not null default true;
    create table demo_id_store (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (model, id)
    );
    create index demo_id_store_grant_idx on demo_id_store (grant_id) where grant_id is not null;
    create index demo_id_store_uid_idx on demo_id_store (uid) where uid is not null;
    create index demo_id_store_expires_idx on demo_id_store (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists demo_id_store;
    alter table members drop column if exists password_login;
    drop table if exists identity_signups;
    drop table if exists identity_flows;
    drop table if exists member_identities;
    drop table if exists identity_providers;
  `.execute(db);
}
