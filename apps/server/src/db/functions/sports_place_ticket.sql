-- Current definition of sports_place_ticket (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.sports_place_ticket(p_member_id bigint, p_session_id bigint, p_idle_cutoff timestamp with time zone, p_request_id text, p_ticket jsonb, p_legs jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_id bigint; v_bet bigint; v_bad record; v_play record; v_post record;
  v_total bigint := (p_ticket->>'stakeTotal')::bigint;
begin
  select id into v_id from sports_tickets where member_id = p_member_id and request_id = p_request_id;
  if found then
    return jsonb_build_object('replay', true, 'ticketId', v_id);
  end if;
  perform sports_lock_events(array(select (l->>'eventId')::bigint from jsonb_array_elements(p_legs) l));
  -- under the events' locks the odds and states read here stay until commit
  select l.ord, s.id as selection_id, s.odds1000, m.status as market_status, e.status as event_status
    into v_bad
    from jsonb_array_elements(p_legs) with ordinality l(v, ord)
    left join sports_selections s on s.id = (l.v->>'selectionId')::bigint
    left join sports_markets m on m.id = s.market_id
    left join sports_events e on e.id = m.event_id and e.id = (l.v->>'eventId')::bigint
    where e.id is null or m.status <> 'open' or e.status not in ('scheduled', 'live')
      or s.odds1000 <> (l.v->>'odds1000')::int
    order by l.ord limit 1;
  if found then
    if v_bad.event_status is null then
      raise exception 'SPORTS:SELECTION_NOT_FOUND';
    elsif v_bad.event_status = 'suspended' or v_bad.market_status = 'suspended' then
      raise exception 'SPORTS:MARKET_SUSPENDED';
    elsif v_bad.event_status not in ('scheduled', 'live') or v_bad.market_status <> 'open' then
      raise exception 'SPORTS:EVENT_CLOSED';
    end if;
    raise exception 'SPORTS:ODDS_CHANGED';
  end if;
  select a.id as wallet_id, a.currency, s.last_seen_at into v_play
    from sessions s join ledger_accounts a on a.member_id = s.member_id and a.purpose = 'wallet'
    where s.id = p_session_id and s.member_id = p_member_id and s.revoked_at is null
      and s.expires_at > now() and s.last_seen_at > p_idle_cutoff;
  if not found then
    raise exception 'SEAMLESS:SESSION_EXPIRED';
  end if;
  if v_play.last_seen_at < now() - interval '30 seconds' then
    update sessions set last_seen_at = now() where id = p_session_id;
  end if;
  -- the bet row first (its id goes on the ticket), under the ticket's id taken from the sequence
  v_id := nextval(pg_get_serial_sequence('sports_tickets', 'id'));
  insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, node_id, game_type,
      catalogue_vendor, amount)
    values ('SPORTSBOOK', 'sb' || v_id || '-bet', p_member_id, 'sb' || v_id, p_ticket->>'gameCode',
      (p_ticket->>'nodeId')::int, p_ticket->>'gameType', p_ticket->>'vendorCode', v_total)
    returning id into v_bet;
  insert into sports_tickets (id, member_id, request_id, bet_type, system_kind, lines, stake_per_line, stake_total,
      potential_return, accept_odds, vertical, vendor_code, bet_id)
    values (v_id, p_member_id, p_request_id, p_ticket->>'betType', p_ticket->>'systemKind', (p_ticket->>'lines')::int,
      (p_ticket->>'stakePerLine')::bigint, v_total, (p_ticket->>'potentialReturn')::bigint,
      p_ticket->>'acceptOdds', p_ticket->>'vertical', p_ticket->>'vendorCode', v_bet);
  insert into sports_ticket_legs (ticket_id, leg_no, event_id, market_id, selection_id, odds1000)
    select v_id, (l.ord - 1)::smallint, (l.v->>'eventId')::bigint, (l.v->>'marketId')::bigint,
        (l.v->>'selectionId')::bigint, (l.v->>'odds1000')::int
      from jsonb_array_elements(p_legs) with ordinality l(v, ord);
  select * into v_post from ledger_post('seamless:SPORTSBOOK:sb' || v_id || '-bet', 'bet',
    array[v_play.wallet_id, seamless_house_account(p_member_id)], array[-v_total, v_total],
    'Bet sportsbook', jsonb_build_object('vendor', 'SPORTSBOOK', 'ticketId', v_id, 'requestId', p_request_id,
      'gameCode', p_ticket->>'gameCode', 'nodeId', p_ticket->'nodeId'));
  if v_post.replayed then
    raise exception 'SEAMLESS:DUPLICATE_TRANSACTION';
  end if;
  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
    values ('SPORTSBOOK', 'sb' || v_id || '-bet', 'bet',
      encode(sha256(convert_to(format('["bet","%s","sb%s","%s",%s]', p_member_id, v_id, p_ticket->>'gameCode', v_total), 'UTF8')), 'hex'),
      p_member_id, jsonb_build_object('balance', v_post.balances[1], 'currency', v_play.currency,
        'platformTransactionId', v_post.transaction_id::text));
  return jsonb_build_object('replay', false, 'ticketId', v_id, 'balance', v_post.balances[1], 'currency', v_play.currency);
end $function$;
