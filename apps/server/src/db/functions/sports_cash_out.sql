-- Current definition of sports_cash_out (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.sports_cash_out(p_id bigint, p_member_id bigint, p_amount bigint, p_odds1000 integer, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare v_t record; v_leg record; v_wallet record; v_post record; v_tx bigint;
begin
  perform sports_lock_events(array(select event_id from sports_ticket_legs where ticket_id = p_id));
  select * into v_t from sports_tickets where id = p_id and member_id = p_member_id for update;
  if not found or v_t.status <> 'open' or v_t.bet_type <> 'single' or p_amount <= 0 then
    raise exception 'SPORTS:CASHOUT_UNAVAILABLE';
  end if;
  select s.odds1000, m.status as market_status, e.status as event_status into v_leg
    from sports_ticket_legs l join sports_selections s on s.id = l.selection_id
    join sports_markets m on m.id = l.market_id join sports_events e on e.id = l.event_id
    where l.ticket_id = p_id;
  if v_leg.market_status <> 'open' or v_leg.event_status not in ('scheduled', 'live') then
    raise exception 'SPORTS:CASHOUT_UNAVAILABLE';
  elsif v_leg.odds1000 <> p_odds1000 then
    raise exception 'SPORTS:ODDS_CHANGED';
  end if;
  update sports_tickets set status = 'cashed_out', payout = p_amount, settled_at = p_now where id = p_id;
  update seamless_bets set status = 'settled', win_amount = p_amount, settled_at = now(), closing_tx_id = 'sb' || p_id || '-win'
    where id = v_t.bet_id and status = 'open';
  select id, currency into v_wallet from ledger_accounts where member_id = p_member_id and purpose = 'wallet';
  select * into v_post from ledger_post('seamless:SPORTSBOOK:sb' || p_id || '-win', 'win',
    array[v_wallet.id, seamless_house_account(p_member_id)], array[p_amount, -p_amount], 'Cash-out sportsbook',
    jsonb_build_object('vendor', 'SPORTSBOOK', 'ticketId', p_id, 'cashOut', true));
  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
    values ('SPORTSBOOK', 'sb' || p_id || '-win', 'win',
      encode(sha256(convert_to(format('["win","%s","sb%s",%s]', p_member_id, p_id, p_amount), 'UTF8')), 'hex'),
      p_member_id, jsonb_build_object('balance', v_post.balances[1], 'currency', v_wallet.currency,
        'platformTransactionId', v_post.transaction_id::text));
  return jsonb_build_object('balance', v_post.balances[1], 'currency', v_wallet.currency);
end $function$;
