-- Current definition of agent_settlement_pay (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.agent_settlement_pay(p_id bigint)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
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
end $function$;
