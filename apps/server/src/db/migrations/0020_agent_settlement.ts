// Agent settlement (issue 12, decision 026): one row per settlement run (kind, period unit, period
// key; unique, so a second runner or instance finds the run it would start) and one row per
// settlement (contract, period key; unique: a (contract, period) is settled once whatever runs it).
// agent_settlement_pay(id) pays one pending or owed settlement through ledger_post (idempotency key
// `agent-settlement:<id>`) and sets its state in the same transaction: `paid` with the ledger
// transaction, or `owed` when the payer's wallet cannot cover it (checked under the wallets' row
// locks, so ledger_post is only called when it succeeds; never a negative wallet); the
// platform side pays from the `agent` house account (shard = payee id mod 64, migration 0016).
// The site setting `agent_settlement_time_zone` (a DST-free zone) fixes the periods' boundaries.
import { sql, type Kysely } from 'kysely';

const OWED_NOTICE = 'agent_settlement_owed';

/** The allowed notification types as the check of migration 0008 (or a later one) holds them. */
async function notificationTypes(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ def: string }>`select pg_get_constraintdef(c.oid) as def from pg_constraint c
    where c.conrelid = 'notifications'::regclass and c.conname = 'notifications_type_check'`.execute(db);
  const def = rows[0]?.def ?? '';
  return [...def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
}

async function setNotificationTypes(db: Kysely<unknown>, types: string[]): Promise<void> {
  const list = types.map((t) => `'${t.replace(/[^a-z_]/g, '')}'`).join(', ');
  await sql
    .raw(
      `alter table notifications drop constraint if exists notifications_type_check;
       alter table notifications add constraint notifications_type_check check (type in (${list}));`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table agent_settlement_runs (
      id bigserial primary key,
      kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
      unit text not null check (unit in ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
      period_key text not null,
      period_start timestamptz not null,
      period_end timestamptz not null,
      trigger text not null check (trigger in ('schedule', 'operator')),
      status text not null default 'running' check (status in ('running', 'done', 'failed')),
      contracts integer not null default 0,
      paid integer not null default 0,
      owed integer not null default 0,
      skipped integer not null default 0,
      paid_amount bigint not null default 0,
      owed_amount bigint not null default 0,
      error text,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      unique (kind, unit, period_key),
      check (period_end > period_start)
    );
    create index agent_settlement_runs_list_idx on agent_settlement_runs (kind, id desc);

    create table agent_settlements (
      id bigserial primary key,
      contract_id bigint not null references agent_contracts(id),
      run_id bigint not null references agent_settlement_runs(id),
      kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
      unit text not null,
      period_key text not null,
      period_start timestamptz not null,
      period_end timestamptz not null,
      payer_id bigint references members(id),
      payee_id bigint not null references members(id),
      valid_bet bigint not null,
      active_members integer not null,
      profit_loss bigint not null,
      won_valid_bet bigint not null default 0,
      lost_valid_bet bigint not null default 0,
      rate_bp integer not null,
      profit_rate_bp integer,
      amount bigint not null check (amount >= 0),
      state text not null check (state in ('pending', 'paid', 'owed', 'skipped')),
      attempts integer not null default 0,
      ledger_tx_id bigint references ledger_transactions(id),
      created_at timestamptz not null default now(),
      last_attempt_at timestamptz,
      settled_at timestamptz,
      unique (contract_id, period_key),
      check ((state = 'paid') = (ledger_tx_id is not null)),
      check (state <> 'skipped' or amount = 0),
      check (state = 'skipped' or amount > 0)
    );
    create index agent_settlements_payee_idx on agent_settlements (payee_id, kind, period_start desc, id desc);
    create index agent_settlements_payer_idx on agent_settlements (payer_id, kind, period_start desc, id desc)
      where payer_id is not null;
    create index agent_settlements_open_idx on agent_settlements (kind, id) where state in ('pending', 'owed');
    create index agent_settlements_run_idx on agent_settlements (run_id);

    -- a period's team figures read the settled bets of [start, end)
    create index seamless_bets_settled_at_idx on seamless_bets (settled_at) where status = 'settled';
  `.execute(db);

  await sql`insert into site_settings (key, value) values ('agent_settlement_time_zone', '"Asia/Phnom_Penh"'::jsonb)
    on conflict (key) do nothing`.execute(db);

  const types = await notificationTypes(db);
  if (!types.includes(OWED_NOTICE)) {
    await setNotificationTypes(db, [...types, OWED_NOTICE]);
  }

  await sql
    .raw(
      `create function agent_settlement_pay(p_id bigint) returns text language plpgsql as $f$
declare
  s agent_settlements%rowtype;
  v_from bigint;
  v_to bigint;
  v_tx bigint;
  v_balance bigint;
begin
  select * into s from agent_settlements where id = p_id for update;
  if not found then
    return 'missing';
  end if;
  if s.state not in ('pending', 'owed') then
    return s.state;
  end if;
  select id into v_to from ledger_accounts where member_id = s.payee_id and purpose = 'wallet';
  if s.payer_id is null then
    select id into v_from from ledger_accounts
      where owner_type = 'house' and purpose = 'agent' and shard = (s.payee_id % 64)::int;
  else
    select id into v_from from ledger_accounts where member_id = s.payer_id and purpose = 'wallet';
  end if;
  -- Both wallets locked in account id order (ledger_post's lock order), then the payer's balance is
  -- checked: a payer who cannot pay owes, and ledger_post is only called when it will succeed.
  perform 1 from ledger_accounts where id in (v_from, v_to) order by id for update;
  if s.payer_id is not null then
    select balance into v_balance from ledger_accounts where id = v_from;
    if v_balance < s.amount then
      update agent_settlements set state = 'owed', attempts = attempts + 1, last_attempt_at = now() where id = p_id;
      return case when s.state = 'pending' then 'owed_now' else 'owed' end;
    end if;
  end if;
  select p.transaction_id into v_tx from ledger_post(
    'agent-settlement:' || s.id,
    case when s.kind = 'dividend' then 'dividend' else 'salary' end,
    array[v_from, v_to]::bigint[],
    array[-s.amount, s.amount]::bigint[],
    s.kind || ' ' || s.period_key,
    jsonb_build_object('settlementId', s.id, 'contractId', s.contract_id, 'settlementKind', s.kind,
      'periodKey', s.period_key, 'payerId', s.payer_id, 'payeeId', s.payee_id)) p;
  update agent_settlements
    set state = 'paid', ledger_tx_id = v_tx, attempts = attempts + 1, last_attempt_at = now(), settled_at = now()
    where id = p_id;
  return case when s.state = 'owed' then 'paid_late' else 'paid' end;
end $f$;`,
    )
    .execute(db);

  // A payer's pending settlements of one period in ONE posting (one leg per payee, the payer's leg
  // the total): the run's cost is the ledger's per-leg work, not a transaction per settlement. When
  // the payer cannot cover the total, each settlement is paid one by one (what it can, the rest owed).
  await sql
    .raw(
      `create function agent_settlement_pay_group(p_ids bigint[]) returns table(id bigint, outcome text)
language plpgsql as $f$
declare
  v_ids bigint[];
  v_payer bigint;
  v_first_payee bigint;
  v_kind text;
  v_period text;
  v_total bigint;
  v_from bigint;
  v_balance bigint;
  v_tx bigint;
  v_accounts bigint[];
  v_amounts bigint[];
begin
  select array_agg(o.id order by o.id), min(o.payer_id), min(o.payee_id), min(o.kind), min(o.period_key), sum(o.amount)
    into v_ids, v_payer, v_first_payee, v_kind, v_period, v_total
    from (select s.id, s.payer_id, s.payee_id, s.kind, s.period_key, s.amount from agent_settlements s
          where s.id = any(p_ids) and s.state = 'pending' order by s.id for update) o;
  if v_ids is null then
    return;
  end if;
  select array_agg(x.acc order by x.acc), array_agg(x.amt order by x.acc) into v_accounts, v_amounts
    from (select a.id as acc, sum(s.amount)::bigint as amt from agent_settlements s
          join ledger_accounts a on a.member_id = s.payee_id and a.purpose = 'wallet'
          where s.id = any(v_ids) group by a.id) x;
  if v_payer is null then
    select l.id into v_from from ledger_accounts l
      where l.owner_type = 'house' and l.purpose = 'agent' and l.shard = (v_first_payee % 64)::int;
  else
    select l.id into v_from from ledger_accounts l where l.member_id = v_payer and l.purpose = 'wallet';
  end if;
  perform 1 from ledger_accounts l where l.id = any(v_accounts || v_from) order by l.id for update;
  if v_payer is not null then
    select l.balance into v_balance from ledger_accounts l where l.id = v_from;
    if v_balance < v_total then
      return query select x.id, agent_settlement_pay(x.id) from unnest(v_ids) with ordinality as x(id, ord) order by x.ord;
      return;
    end if;
  end if;
  select p.transaction_id into v_tx from ledger_post(
    'agent-settlement-batch:' || md5(array_to_string(v_ids, ',')),
    case when v_kind = 'dividend' then 'dividend' else 'salary' end,
    v_from || v_accounts,
    (-v_total) || v_amounts,
    v_kind || ' ' || v_period,
    jsonb_build_object('settlementIds', to_jsonb(v_ids), 'settlementKind', v_kind, 'periodKey', v_period,
      'payerId', v_payer)) p;
  update agent_settlements s
    set state = 'paid', ledger_tx_id = v_tx, attempts = s.attempts + 1, last_attempt_at = now(), settled_at = now()
    where s.id = any(v_ids);
  return query select x.id, 'paid'::text from unnest(v_ids) as x(id);
end $f$;`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists agent_settlement_pay_group(bigint[]);
    drop function if exists agent_settlement_pay(bigint);
    drop index if exists seamless_bets_settled_at_idx;
    drop table if exists agent_settlements; drop table if exists agent_settlement_runs;
    delete from site_settings where key = 'agent_settlement_time_zone';
    delete from notifications where type = 'agent_settlement_owed';`.execute(db);
  await setNotificationTypes(
    db,
    (await notificationTypes(db)).filter((t) => t !== OWED_NOTICE),
  );
}
