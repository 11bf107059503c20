// One money path (issue 25, decision 061): bonus money is its own thing. A bonus lock records a
// bonus credit and the turnover that releases it, whatever paid it (a promotion, a mission, a red
// envelope, a reward); the outflow gate (modules/money/outflow-gate.ts) reads the member's open
// locks inside the posting's transaction. The promotion's turnover and waiver move from
// activity_bonuses to its lock, so the turnover has one home.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bonus_locks (
      id bigserial primary key,
      member_id bigint not null references members(id),
      source text not null check (source in ('promotion', 'mission', 'red_envelope', 'reward', 'adjustment')),
      source_ref text not null,
      amount bigint not null check (amount > 0),
      turnover_required bigint not null check (turnover_required >= 0),
      created_at timestamptz not null default now(),
      released_at timestamptz,
      released_by bigint references operators(id),
      release_reason text check (release_reason in ('met', 'waived', 'forfeited')),
      unique (source, source_ref),
      check ((released_at is null) = (release_reason is null))
    );
    create index bonus_locks_open_idx on bonus_locks (member_id, created_at) where released_at is null;

    insert into bonus_locks (member_id, source, source_ref, amount, turnover_required, created_at,
                             released_at, released_by, release_reason)
    select member_id, 'promotion', id::text, amount, turnover_required, created_at,
           waived_at, waived_by, case when waived_at is null then null else 'waived' end
    from activity_bonuses;

    alter table activity_bonuses drop column turnover_required;
    alter table activity_bonuses drop column waived_at;
    alter table activity_bonuses drop column waived_by;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table activity_bonuses add column turnover_required bigint not null default 0;
    alter table activity_bonuses add column waived_at timestamptz;
    alter table activity_bonuses add column waived_by bigint references operators(id);
    update activity_bonuses b set turnover_required = l.turnover_required,
      waived_at = case when l.release_reason = 'waived' then l.released_at end,
      waived_by = case when l.release_reason = 'waived' then l.released_by end
    from bonus_locks l where l.source = 'promotion' and l.source_ref = b.id::text;
    drop table bonus_locks;
  `.execute(db);
}
