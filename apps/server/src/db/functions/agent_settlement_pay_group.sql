-- Current definition of agent_settlement_pay_group (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.agent_settlement_pay_group(p_ids bigint[])
 RETURNS TABLE(id bigint, outcome text)
 LANGUAGE plpgsql
AS $function$
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
end $function$;
