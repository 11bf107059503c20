-- Current definition of lottery_pay_chunk (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.lottery_pay_chunk(p_issue_id bigint, p_limit integer)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_ids bigint[]; v_fresh bigint[]; v_game text; v_node integer; v_accounts bigint[]; v_amounts bigint[];
  v_first bigint; v_wins integer := 0; v_tx bigint; v_n integer;
begin
  select array_agg(c.id order by c.id) into v_ids from (select t.id from lottery_tickets t
    where t.issue_id = p_issue_id and t.status in ('won', 'lost') and not t.wallet_done
    order by t.id limit p_limit for update skip locked) c;
  if v_ids is null then
    return '{"claimed": 0, "paid": 0, "wins": 0}'::jsonb;
  end if;
  -- a ticket whose win is already recorded (paid by an earlier run or path) is only marked done
  select array_agg(x.id order by x.id) into v_fresh from unnest(v_ids) x(id)
    where not exists (select 1 from seamless_transactions s
      where s.vendor_code = 'LOTTERY' and s.vendor_tx_id = 'lt' || x.id || '-win');
  if v_fresh is not null then
    select i.game_code, g.node_id into v_game, v_node from lottery_issues i
      join lottery_games g on g.code = i.game_code where i.id = p_issue_id;
    -- one leg per member wallet and per house shard, in account id order (ledger_post's lock order)
    select array_agg(l.acc order by l.acc), array_agg(l.amt order by l.acc), min(l.first_id)
      into v_accounts, v_amounts, v_first from (
        select a.id as acc, sum(t.payout)::bigint as amt, min(t.id) as first_id
          from lottery_tickets t join ledger_accounts a on a.member_id = t.member_id and a.purpose = 'wallet'
          where t.id = any(v_fresh) and t.payout > 0 group by a.id
        union all
        select h.id, -sum(t.payout)::bigint, null
          from lottery_tickets t join ledger_accounts h
            on h.owner_type = 'house' and h.purpose = 'games' and h.shard = (t.member_id % 64)::int
          where t.id = any(v_fresh) and t.payout > 0 group by h.id) l;
    if v_accounts is not null then
      select count(*) into v_wins from lottery_tickets t where t.id = any(v_fresh) and t.payout > 0;
      -- the chunk's key: its first winning ticket, which only this chunk can have claimed
      select p.transaction_id into v_tx from ledger_post('seamless:LOTTERY:wins:' || p_issue_id || ':' || v_first,
        'win', v_accounts, v_amounts, 'Win ' || v_game,
        jsonb_build_object('vendor', 'LOTTERY', 'issueId', p_issue_id, 'gameCode', v_game, 'nodeId', v_node,
          'tickets', v_wins)) p;
    end if;
    insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
      select 'LOTTERY', 'lt' || t.id || '-win', 'win',
          encode(sha256(convert_to(format('["win","%s","lt%s-bet","lt%s",%s,true]', t.member_id, t.id, t.id, t.payout), 'UTF8')), 'hex'),
          t.member_id,
          jsonb_build_object('balance', a.balance, 'currency', a.currency)
            || case when t.payout > 0 then jsonb_build_object('platformTransactionId', v_tx::text) else '{}'::jsonb end
        from lottery_tickets t join ledger_accounts a on a.member_id = t.member_id and a.purpose = 'wallet'
        where t.id = any(v_fresh) order by t.id
      on conflict (vendor_code, vendor_tx_id) do nothing;
    get diagnostics v_n = row_count;
    if v_n <> cardinality(v_fresh) then
      raise exception 'LOTTERY:WIN_ALREADY_RECORDED';
    end if;
    update seamless_bets b set status = 'settled', win_amount = t.payout, settled_at = now(),
        closing_tx_id = 'lt' || t.id || '-win'
      from lottery_tickets t
      where t.id = any(v_fresh) and b.vendor_code = 'LOTTERY' and b.bet_tx_id = 'lt' || t.id || '-bet'
        and b.status = 'open';
    get diagnostics v_n = row_count;
    if v_n <> cardinality(v_fresh) then
      raise exception 'LOTTERY:BET_NOT_OPEN';
    end if;
    -- no seamless_rounds row: it only refuses a later bet into a closed round, and a ticket's round
    -- lt<id> takes exactly one bet, written with the ticket (a fresh id) by lottery_place_slip
  end if;
  update lottery_tickets set wallet_done = true where id = any(v_ids);
  return jsonb_build_object('claimed', cardinality(v_ids), 'paid', coalesce(cardinality(v_fresh), 0), 'wins', v_wins);
end $function$;
