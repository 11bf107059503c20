// Agent contracts (issue 12, decision 025): the four kinds (dividend, daily, hourly, realtime) an upline
// gives its direct downline agent, or the platform (upline_id null, given by an operator) gives a
// top-level agent. The state machine lives in packages/contracts/src/agent-contracts.ts
// (CONTRACT_TRANSITIONS); every state change is one guarded UPDATE (`… where status = <expected>`) and
// one row in agent_contract_requests (who, when, from/to state), so two actors cannot both apply one.
// Partial unique indexes hold "one active contract per (downline, kind)" and "one pending offer".
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table agent_contracts (
      id bigserial primary key,
      kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
      upline_id bigint references members(id),
      downline_id bigint not null references members(id),
      status text not null check (status in
        ('offered', 'active', 'rejected', 'withdrawn', 'termination_requested', 'terminated')),
      terms jsonb not null check (terms->>'kind' = kind),
      period text check (period in ('D', 'W', 'H', 'M')),
      termination_requested_by text check (termination_requested_by in ('upline', 'downline')),
      end_reason text check (end_reason in
        ('rejected', 'withdrawn', 'terminated', 'replaced', 'cascade', 'operator')),
      created_by_operator bigint references operators(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      accepted_at timestamptz,
      ended_at timestamptz,
      check (upline_id is null or upline_id <> downline_id),
      check ((kind = 'dividend') = (period is not null)),
      check (period is null or terms->>'period' = period),
      check ((status = 'termination_requested') = (termination_requested_by is not null)),
      check ((status in ('rejected', 'withdrawn', 'terminated')) = (ended_at is not null)),
      check (status not in ('active', 'termination_requested', 'terminated') or accepted_at is not null)
    );
    create unique index agent_contracts_one_live_idx on agent_contracts (downline_id, kind)
      where status in ('active', 'termination_requested');
    create unique index agent_contracts_one_offer_idx on agent_contracts (downline_id, kind)
      where status = 'offered';
    create index agent_contracts_upline_idx on agent_contracts (upline_id, kind, status);
    create index agent_contracts_downline_idx on agent_contracts (downline_id, id desc);
    -- settlement (agent-settlement) reads the contracts alive during a period
    create index agent_contracts_kind_live_idx on agent_contracts (kind, accepted_at, ended_at)
      where accepted_at is not null;

    create table agent_contract_requests (
      id bigserial primary key,
      contract_id bigint not null references agent_contracts(id),
      request_type text not null check (request_type in ('new', 'termination')),
      action text not null check (action in ('offer', 'accept', 'reject', 'withdraw', 'request_termination',
        'confirm_termination', 'decline_termination', 'cancel_termination', 'grant', 'replaced', 'cascade',
        'operator_terminate')),
      actor_side text not null check (actor_side in ('upline', 'downline', 'platform', 'system')),
      actor_member_id bigint references members(id),
      actor_operator_id bigint references operators(id),
      from_status text,
      to_status text not null,
      created_at timestamptz not null default now()
    );
    create index agent_contract_requests_contract_idx on agent_contract_requests (contract_id, id);
  `.execute(db);
  // Contract notices go through the notifications module. Other migrations of issue 12 may widen the
  // same check, so this one ADDS its types to whatever list the constraint holds now (order-free).
  await sql
    .raw(
      `do $f$
declare
  def text;
  types text[];
begin
  select pg_get_constraintdef(c.oid) into def from pg_constraint c
    where c.conrelid = 'notifications'::regclass and c.conname = 'notifications_type_check';
  select array_agg(m[1]) into types from regexp_matches(coalesce(def, ''), '''([a-z_]+)''', 'g') as m;
  types := coalesce(types, array[]::text[]) || array['contract_offered', 'contract_accepted',
    'contract_rejected', 'contract_termination_requested', 'contract_terminated'];
  select array_agg(distinct t order by t) into types from unnest(types) as t;
  alter table notifications drop constraint if exists notifications_type_check;
  execute format('alter table notifications add constraint notifications_type_check check (type = any (%L::text[]))',
    types);
end $f$;`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists agent_contract_requests; drop table if exists agent_contracts;`.execute(db);
}
