// Foundation schema: site configuration, members and their wallet account, sessions, codes,
// outbox, captchas, password resets, login history, operators.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table site_settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    );
    create table site_flags (
      mod_id text primary key,
      parent_mod_id text references site_flags(mod_id),
      enabled boolean not null default true,
      sort integer not null default 0
    );
    create table region_rules (
      id serial primary key,
      kind text not null check (kind in ('ip_range', 'country')),
      value text not null,
      created_at timestamptz not null default now(),
      unique (kind, value)
    );
    create table ip_country_ranges (
      id serial primary key,
      cidr cidr not null unique,
      country_code text not null
    );
    create table countries (
      country_code text primary key,
      dialing_code text not null,
      name text not null,
      mobile_min_digits integer not null,
      mobile_max_digits integer not null,
      sort integer not null default 0
    );
    create table registration_fields (
      field text primary key,
      enabled boolean not null,
      required boolean not null,
      pattern_id text not null,
      accepted_pattern text,
      min_length integer,
      max_length integer,
      sort integer not null default 0
    );
    create table members (
      id bigserial primary key,
      account text not null,
      nickname text not null,
      type smallint not null default 0,
      status text not null default 'active' check (status in ('active', 'disabled')),
      upline_id bigint references members(id),
      password_hash text not null,
      fund_password_hash text,
      password_changed_at timestamptz not null default now(),
      must_change_password boolean not null default false,
      mobile text,
      dialing_code text,
      email text,
      payee_name text,
      qq_num text,
      line text,
      whatsapp text,
      facebook text,
      wechat text,
      telegram text,
      id_number text,
      recommender_id text,
      affiliate_code text unique,
      referral_code text,
      totp_secret text,
      register_ip text,
      register_domain text,
      failed_logins integer not null default 0,
      locked_until timestamptz,
      last_login_at timestamptz,
      last_login_ip text,
      login_count integer not null default 0,
      created_at timestamptz not null default now()
    );
    create unique index members_account_key on members (lower(account));
    create unique index members_mobile_key on members (dialing_code, mobile) where mobile is not null;
    create index members_upline_idx on members (upline_id);
    create table wallet_accounts (
      member_id bigint primary key references members(id),
      balance bigint not null default 0 check (balance >= 0),
      currency text not null default 'USD',
      updated_at timestamptz not null default now()
    );
    create table operators (
      id serial primary key,
      username text not null unique,
      password_hash text not null,
      created_at timestamptz not null default now()
    );
    create table sessions (
      id bigserial primary key,
      token_hash bytea not null unique,
      member_id bigint references members(id),
      operator_id integer references operators(id),
      kind text not null check (kind in ('member', 'trial', 'operator')),
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_member_idx on sessions (member_id) where revoked_at is null;
    create table login_attempts (
      id bigserial primary key,
      member_id bigint references members(id),
      account text,
      ip text,
      method text not null,
      success boolean not null,
      reason text,
      created_at timestamptz not null default now()
    );
    create index login_attempts_member_idx on login_attempts (member_id, created_at);
    create table member_known_ips (
      member_id bigint not null references members(id),
      ip text not null,
      first_seen_at timestamptz not null default now(),
      primary key (member_id, ip)
    );
    create table login_challenges (
      id text primary key,
      member_id bigint not null references members(id),
      ip text not null,
      methods text[] not null,
      code_hash text,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create table verification_codes (
      id bigserial primary key,
      purpose text not null check (purpose in ('login', 'register', 'reset')),
      dialing_code text not null,
      mobile text not null,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      consumed_at timestamptz,
      ip text,
      created_at timestamptz not null default now()
    );
    create index verification_codes_lookup_idx on verification_codes (purpose, dialing_code, mobile, created_at);
    create table outbox_messages (
      id bigserial primary key,
      channel text not null check (channel in ('sms', 'email')),
      recipient text not null,
      subject text,
      body text not null,
      created_at timestamptz not null default now()
    );
    create table captchas (
      id text primary key,
      answer text not null,
      expires_at timestamptz not null,
      consumed_at timestamptz
    );
    create table password_resets (
      token_hash bytea primary key,
      member_id bigint not null references members(id),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table password_resets, captchas, outbox_messages, verification_codes, login_challenges, member_known_ips,
      login_attempts, sessions, operators, wallet_accounts, members, registration_fields, countries,
      ip_country_ranges, region_rules, site_flags, site_settings;
  `.execute(db);
}
