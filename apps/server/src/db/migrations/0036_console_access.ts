// Operator console access (issue 15, decision 042): operators gain a role (the ones that exist,
// the seeded `admin` among them, become owners), TOTP two-factor with hashed single-use recovery
// codes and a single-use login challenge, a lock, and the append-only audit log (a trigger
// refuses update, delete and truncate, so no role, the owner included, can rewrite it).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table operators
      add column role text not null default 'owner'
        check (role in ('owner', 'finance', 'risk', 'support', 'content', 'marketing', 'auditor')),
      add column locked boolean not null default false,
      add column must_change_password boolean not null default false,
      add column totp_secret text,
      add column totp_pending_secret text,
      add column totp_last_step bigint,
      add column last_login_at timestamptz;
    alter table operators alter column role drop default;
    create table operator_recovery_codes (
      id bigserial primary key,
      operator_id integer not null references operators(id),
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index operator_recovery_codes_operator_idx on operator_recovery_codes (operator_id) where used_at is null;
    create table operator_login_challenges (
      token_hash bytea primary key,
      operator_id integer not null references operators(id),
      ip text not null,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create table audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      operator_id integer references operators(id),
      username text,
      ip text,
      method text not null,
      route text not null,
      action text not null,
      target text,
      status integer not null,
      before jsonb,
      after jsonb
    );
    create index audit_log_at_idx on audit_log (at desc, id desc);
    create index audit_log_operator_idx on audit_log (operator_id, at desc);
    create index audit_log_action_idx on audit_log (action, at desc);
    create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
      end
    $$;
    create trigger audit_log_no_update_delete before update or delete on audit_log
      for each row execute function audit_log_append_only();
    create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audit_log;
    drop function audit_log_append_only();
    drop table operator_login_challenges, operator_recovery_codes;
    alter table operators drop column role, drop column locked, drop column must_change_password,
      drop column totp_secret, drop column totp_pending_secret, drop column totp_last_step,
      drop column last_login_at;
  `.execute(db);
}
