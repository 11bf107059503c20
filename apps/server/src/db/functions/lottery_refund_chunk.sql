-- Current definition of lottery_refund_chunk (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.lottery_refund_chunk(p_ids bigint[])
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_ids bigint[]; v_refunds jsonb; v_count integer; v_accounts bigint[]; v_amounts bigint[]; v_tx bigint;
  v_n integer; v_done bigint[]; v_left bigint[]; v_first bigint;
begin
  select array_agg(c.id order by c.id) into v_ids from (select t.id from lottery_tickets t
    where t.id = any(p_ids) and t.status in ('cancelled', 'refunded') and not t.wallet_done
    order by t.id for update skip locked) c;
  if v_ids is null then
    return '{"claimed": 0, "refunded": 0, "left": [], "balances": []}'::jsonb;
  end if;
  -- their bets, locked in id order (seamless_rollback locks a bet row before it rolls it back)
  perform 1 from seamless_bets b where b.vendor_code = 'LOTTERY'
    and b.bet_tx_id = any(select 'lt' || x || '-bet' from unnest(v_ids) x) order by b.id for update;
  with u as (
    update seamless_bets b set status = 'rolled_back', settled_at = now(), closing_tx_id = 'lt' || t.id || '-bet-rb'
      from lottery_tickets t
      where t.id = any(v_ids) and b.vendor_code = 'LOTTERY' and b.bet_tx_id = 'lt' || t.id || '-bet'
        and b.member_id = t.member_id and b.status = 'open'
    returning t.id, t.member_id, b.amount
  )
  select jsonb_agg(jsonb_build_object('id', u.id, 'memberId', u.member_id, 'amount', u.amount) order by u.id), count(*)
    into v_refunds, v_count from u;
  if v_count > 0 then
    select array_agg(l.acc order by l.acc), array_agg(l.amt order by l.acc) into v_accounts, v_amounts from (
        select a.id as acc, sum(r.amount)::bigint as amt
          from jsonb_to_recordset(v_refunds) r(id bigint, "memberId" bigint, amount bigint)
          join ledger_accounts a on a.member_id = r."memberId" and a.purpose = 'wallet' group by a.id
        union all
        select h.id, -sum(r.amount)::bigint
          from jsonb_to_recordset(v_refunds) r(id bigint, "memberId" bigint, amount bigint)
          join ledger_accounts h on h.owner_type = 'house' and h.purpose = 'games' and h.shard = (r."memberId" % 64)::int
          group by h.id) l;
    -- the chunk's key: its first refunded ticket, which only the call that claimed it can hold
    v_first := (v_refunds->0->>'id')::bigint;
    select p.transaction_id into v_tx from ledger_post('seamless:LOTTERY:refunds:' || v_first, 'rollback',
      v_accounts, v_amounts, 'Refund lottery tickets',
      jsonb_build_object('vendor', 'LOTTERY', 'tickets', v_count)) p;
    insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
      select 'LOTTERY', 'lt' || r.id || '-bet-rb', 'rollback',
          encode(sha256(convert_to(format('["rollback","%s","lt%s-bet","lt%s"]', r."memberId", r.id, r.id), 'UTF8')), 'hex'),
          r."memberId",
          jsonb_build_object('balance', a.balance, 'currency', a.currency, 'platformTransactionId', v_tx::text)
        from jsonb_to_recordset(v_refunds) r(id bigint, "memberId" bigint, amount bigint)
        join ledger_accounts a on a.member_id = r."memberId" and a.purpose = 'wallet'
        order by r.id
      on conflict (vendor_code, vendor_tx_id) do nothing;
    get diagnostics v_n = row_count;
    if v_n <> v_count then
      raise exception 'LOTTERY:ROLLBACK_ALREADY_RECORDED';
    end if;
  end if;
  -- done: refunded now, or rolled back earlier by the ticket's own rollback (its confirmation lost)
  select array_agg(t.id order by t.id) into v_done from lottery_tickets t
    where t.id = any(v_ids) and exists (select 1 from seamless_bets b where b.vendor_code = 'LOTTERY'
      and b.bet_tx_id = 'lt' || t.id || '-bet' and b.status = 'rolled_back' and b.closing_tx_id = 'lt' || t.id || '-bet-rb');
  update lottery_tickets set wallet_done = true where id = any(v_done);
  select array_agg(x order by x) into v_left from unnest(v_ids) x where not (x = any(coalesce(v_done, '{}')));
  return jsonb_build_object('claimed', cardinality(v_ids), 'refunded', v_count,
    'left', to_jsonb(coalesce(v_left, '{}')),
    'balances', coalesce((select jsonb_agg(jsonb_build_object('memberId', a.member_id, 'balance', a.balance))
      from ledger_accounts a where a.purpose = 'wallet'
        and a.member_id in (select t.member_id from lottery_tickets t where t.id = any(v_ids))), '[]'::jsonb));
end $function$;
