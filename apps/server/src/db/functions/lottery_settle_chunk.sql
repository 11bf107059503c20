-- Current definition of lottery_settle_chunk (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.lottery_settle_chunk(p_issue_id bigint, p_results jsonb, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_settled integer; v_closed integer; v_winners jsonb; v_wins integer; v_game text; v_node integer;
  v_accounts bigint[]; v_amounts bigint[]; v_first bigint; v_tx bigint; v_n integer;
begin
  -- result, state and bet closure of every claimed ticket in one statement; the winners come back
  with r as (
    select x.id, x.payout from jsonb_to_recordset(p_results) x(id bigint, payout bigint)
  ), c as (
    select t.id, r.payout from lottery_tickets t join r on r.id = t.id
      where t.issue_id = p_issue_id and t.status = 'pending' and t.wallet_done
      order by t.id for update of t skip locked
  ), u as (
    update lottery_tickets t
       set status = case when c.payout > 0 then 'won' else 'lost' end, payout = c.payout, settled_at = p_now
      from c where t.id = c.id
    returning t.id, t.member_id, t.payout
  ), b as (
    update seamless_bets b set status = 'settled', win_amount = u.payout, settled_at = now(),
        closing_tx_id = 'lt' || u.id || '-win'
      from u where b.vendor_code = 'LOTTERY' and b.bet_tx_id = 'lt' || u.id || '-bet' and b.status = 'open'
    returning b.id
  )
  select (select count(*) from u), (select count(*) from b),
      (select jsonb_agg(jsonb_build_object('id', u.id, 'memberId', u.member_id, 'payout', u.payout) order by u.id)
         from u where u.payout > 0)
    into v_settled, v_closed, v_winners;
  if v_closed <> v_settled then
    raise exception 'LOTTERY:BET_NOT_OPEN';
  end if;
  v_wins := coalesce(jsonb_array_length(v_winners), 0);
  if v_wins > 0 then
    select i.game_code, g.node_id into v_game, v_node from lottery_issues i
      join lottery_games g on g.code = i.game_code where i.id = p_issue_id;
    -- one leg per member wallet and per house shard, in account id order (ledger_post's lock order)
    select array_agg(l.acc order by l.acc), array_agg(l.amt order by l.acc) into v_accounts, v_amounts from (
        select a.id as acc, sum(w.payout)::bigint as amt
          from jsonb_to_recordset(v_winners) w(id bigint, "memberId" bigint, payout bigint)
          join ledger_accounts a on a.member_id = w."memberId" and a.purpose = 'wallet' group by a.id
        union all
        select h.id, -sum(w.payout)::bigint
          from jsonb_to_recordset(v_winners) w(id bigint, "memberId" bigint, payout bigint)
          join ledger_accounts h on h.owner_type = 'house' and h.purpose = 'games' and h.shard = (w."memberId" % 64)::int
          group by h.id) l;
    -- the chunk's key: its first winning ticket, which only the call that settled it can hold
    v_first := (v_winners->0->>'id')::bigint;
    select p.transaction_id into v_tx from ledger_post('seamless:LOTTERY:wins:' || p_issue_id || ':' || v_first,
      'win', v_accounts, v_amounts, 'Win ' || v_game,
      jsonb_build_object('vendor', 'LOTTERY', 'issueId', p_issue_id, 'gameCode', v_game, 'nodeId', v_node,
        'tickets', v_wins)) p;
    -- each win is its own seamless transaction: a replay of lt<id>-win answers this result
    insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
      select 'LOTTERY', 'lt' || w.id || '-win', 'win',
          encode(sha256(convert_to(format('["win","%s","lt%s-bet","lt%s",%s,true]', w."memberId", w.id, w.id, w.payout), 'UTF8')), 'hex'),
          w."memberId",
          jsonb_build_object('balance', a.balance, 'currency', a.currency, 'platformTransactionId', v_tx::text)
        from jsonb_to_recordset(v_winners) w(id bigint, "memberId" bigint, payout bigint)
        join ledger_accounts a on a.member_id = w."memberId" and a.purpose = 'wallet'
        order by w.id
      on conflict (vendor_code, vendor_tx_id) do nothing;
    get diagnostics v_n = row_count;
    if v_n <> v_wins then
      raise exception 'LOTTERY:WIN_ALREADY_RECORDED';
    end if;
  end if;
  return jsonb_build_object('settled', v_settled, 'wins', v_wins, 'winners', coalesce((
    select jsonb_agg(jsonb_build_object('memberId', m.member_id, 'payout', m.payout))
      from (select (w->>'memberId')::bigint as member_id, sum((w->>'payout')::bigint) as payout
              from jsonb_array_elements(v_winners) w group by 1) m), '[]'::jsonb));
end $function$;
