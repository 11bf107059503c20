// The sportsbook's money steps (migration 0039, decision 048), one round trip each, with the
// seamless semantics of decision 009 per ticket and the batching of decisions 031 and 039.
// Locks: every function that reads a leg's odds, status or outcome first takes each event's
// advisory lock SHARED (sports_lock_events, in id order); the feed step, the suspension and the
// result correction take it EXCLUSIVE in their transaction, so a bet or a settlement sees either
// all of a step or none of it (in memory: no MultiXact on hot event rows).
// Refusals are raised as `SPORTS:<CODE>` or `SEAMLESS:<CODE>` (errcode P0001); ledger_post raises
// INSUFFICIENT_FUNDS itself.
export const SPORTS_FUNCTIONS = `
create function sports_lock_events(p_event_ids bigint[]) returns void language plpgsql as $f$
declare v_id bigint;
begin
  foreach v_id in array coalesce((select array_agg(distinct x order by x) from unnest(p_event_ids) x), '{}') loop
    perform pg_advisory_xact_lock_shared(hashtext('sports_event'), (v_id % 2147483647)::int);
  end loop;
end $f$;

-- the outcomes of a ticket's legs in leg order: what its settlement was computed from
create function sports_ticket_sig(p_ticket_id bigint) returns text language sql stable as $f$
  select string_agg(coalesce(s.outcome, '?'), ',' order by l.leg_no)
    from sports_ticket_legs l join sports_selections s on s.id = l.selection_id where l.ticket_id = p_ticket_id
$f$;

/*
 * p_ticket: {betType, systemKind, lines, stakePerLine, stakeTotal, potentialReturn, acceptOdds,
 * vertical, vendorCode, nodeId, gameType, gameCode}; p_legs: [{eventId, marketId, selectionId,
 * odds1000}] in leg order. Returns {replay, ticketId, balance?, currency?}.
 */
create function sports_place_ticket(p_member_id bigint, p_session_id bigint, p_idle_cutoff timestamptz,
  p_request_id text, p_ticket jsonb, p_legs jsonb) returns jsonb language plpgsql as $f$
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
end $f$;

/*
 * p_results: [{id, status, payout, sig}] computed from the legs' outcomes \`sig\`. Settles each ticket
 * still open whose outcomes are still \`sig\` (others are skipped: held by a concurrent run, already
 * settled, or re-resulted since), closes its seamless bet, and posts the chunk's wins in one posting
 * and its refunds (every leg void) in one rollback posting. Returns {settled, wins, winners: [{memberId, payout}]}.
 */
create function sports_settle_chunk(p_event_id bigint, p_results jsonb, p_now timestamptz)
returns jsonb language plpgsql as $f$
declare
  v_settled integer; v_closed integer; v_paid jsonb; v_kind text; v_rows jsonb; v_accounts bigint[];
  v_amounts bigint[]; v_tx bigint; v_n integer;
begin
  perform sports_lock_events(array(select distinct l.event_id from sports_ticket_legs l
    join jsonb_to_recordset(p_results) r(id bigint) on l.ticket_id = r.id));
  with r as (
    select x.id, x.status, x.payout, x.sig from jsonb_to_recordset(p_results) x(id bigint, status text, payout bigint, sig text)
  ), g as (
    -- the legs' outcomes now, set-based (sports_ticket_sig per ticket, in one pass)
    select l.ticket_id, string_agg(coalesce(s.outcome, '?'), ',' order by l.leg_no) as sig
      from sports_ticket_legs l join sports_selections s on s.id = l.selection_id
      where l.ticket_id in (select id from r) group by l.ticket_id
  ), c as (
    select t.id, r.status, r.payout from sports_tickets t join r on r.id = t.id join g on g.ticket_id = t.id and g.sig = r.sig
      where t.status = 'open'
      order by t.id for update of t skip locked
  ), u as (
    update sports_tickets t set status = c.status, payout = c.payout, settled_at = p_now
      from c where t.id = c.id
    returning t.id, t.member_id, t.status, t.payout, t.bet_id
  ), b as (
    update seamless_bets b set status = case when u.status = 'void' then 'rolled_back' else 'settled' end,
        win_amount = case when u.status = 'void' then 0 else u.payout end, settled_at = now(),
        closing_tx_id = 'sb' || u.id || case when u.status = 'void' then '-bet-rb' else '-win' end
      from u where b.id = u.bet_id and b.status = 'open'
    returning b.id
  )
  select (select count(*) from u), (select count(*) from b),
      (select jsonb_agg(jsonb_build_object('id', u.id, 'memberId', u.member_id, 'payout', u.payout,
          'void', u.status = 'void') order by u.id) from u where u.payout > 0)
    into v_settled, v_closed, v_paid;
  if v_closed <> v_settled then
    raise exception 'SPORTS:BET_NOT_OPEN';
  end if;
  foreach v_kind in array array['win', 'rollback'] loop
    select jsonb_agg(p order by (p->>'id')::bigint) into v_rows from jsonb_array_elements(coalesce(v_paid, '[]')) p
      where (p->>'void')::boolean = (v_kind = 'rollback');
    continue when v_rows is null;
    -- one leg per member wallet and per house shard (ledger_post locks them in id order)
    select array_agg(l.acc), array_agg(l.amt) into v_accounts, v_amounts from (
        select a.id as acc, sum(w.payout)::bigint as amt
          from jsonb_to_recordset(v_rows) w("memberId" bigint, payout bigint)
          join ledger_accounts a on a.member_id = w."memberId" and a.purpose = 'wallet' group by a.id
        union all
        select seamless_house_account(w."memberId"), -sum(w.payout)::bigint
          from jsonb_to_recordset(v_rows) w("memberId" bigint, payout bigint) group by 1) l;
    -- the chunk's key: its first paid ticket, which only the call that settled it can hold
    select p.transaction_id into v_tx from ledger_post(
      'seamless:SPORTSBOOK:' || case when v_kind = 'win' then 'wins:' else 'refunds:' end || p_event_id || ':' || (v_rows->0->>'id'),
      v_kind, v_accounts, v_amounts, case when v_kind = 'win' then 'Win sportsbook' else 'Refund sportsbook' end,
      jsonb_build_object('vendor', 'SPORTSBOOK', 'eventId', p_event_id, 'tickets', jsonb_array_length(v_rows))) p;
    insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
      select 'SPORTSBOOK', 'sb' || w.id || case when v_kind = 'win' then '-win' else '-bet-rb' end, v_kind,
          encode(sha256(convert_to(format('["%s","%s","sb%s",%s]', v_kind, w."memberId", w.id, w.payout), 'UTF8')), 'hex'),
          w."memberId", jsonb_build_object('balance', a.balance, 'currency', a.currency, 'platformTransactionId', v_tx::text)
        from jsonb_to_recordset(v_rows) w(id bigint, "memberId" bigint, payout bigint)
        join ledger_accounts a on a.member_id = w."memberId" and a.purpose = 'wallet'
        order by w.id
      on conflict (vendor_code, vendor_tx_id) do nothing;
    get diagnostics v_n = row_count;
    if v_n <> jsonb_array_length(v_rows) then
      raise exception 'SPORTS:WIN_ALREADY_RECORDED';
    end if;
  end loop;
  return jsonb_build_object('settled', v_settled, 'winners', coalesce((
    select jsonb_agg(jsonb_build_object('memberId', m.member_id, 'payout', m.payout))
      from (select (w->>'memberId')::bigint as member_id, sum((w->>'payout')::bigint) as payout
              from jsonb_array_elements(coalesce(v_paid, '[]')) w where not (w->>'void')::boolean group by 1) m), '[]'::jsonb));
end $f$;

/*
 * Re-settles one ticket after a corrected result (its resettle_key = p_key = '<event>:<version>'):
 * posts only the difference between p_payout and what the ticket was paid, as an adjustment keyed
 * by ticket and result version, so a retry or a second settler posts nothing more. Returns
 * {state: 'done' | 'skipped' | 'stale', diff, memberId}.
 */
create function sports_resettle_ticket(p_id bigint, p_key text, p_status text, p_payout bigint, p_sig text,
  p_now timestamptz) returns jsonb language plpgsql as $f$
declare v_t record; v_diff bigint; v_wallet bigint;
begin
  perform sports_lock_events(array(select event_id from sports_ticket_legs where ticket_id = p_id));
  select * into v_t from sports_tickets where id = p_id for update;
  if not found or v_t.resettle_key is distinct from p_key or v_t.status in ('open', 'cashed_out') then
    return jsonb_build_object('state', 'skipped');
  end if;
  if sports_ticket_sig(p_id) is distinct from p_sig then
    return jsonb_build_object('state', 'stale');
  end if;
  v_diff := p_payout - v_t.payout;
  if v_diff <> 0 then
    select id into v_wallet from ledger_accounts where member_id = v_t.member_id and purpose = 'wallet';
    perform ledger_post('seamless:SPORTSBOOK:adj:sb' || p_id || ':' || p_key, 'adjustment',
      array[v_wallet, seamless_house_account(v_t.member_id)], array[v_diff, -v_diff], 'Sportsbook re-settlement',
      jsonb_build_object('vendor', 'SPORTSBOOK', 'ticketId', p_id, 'result', p_key));
  end if;
  update sports_tickets set status = p_status, payout = p_payout, resettle_key = null, settled_at = p_now
    where id = p_id;
  update seamless_bets set status = case when p_status = 'void' then 'rolled_back' else 'settled' end,
      win_amount = case when p_status = 'void' then 0 else p_payout end,
      closing_tx_id = 'sb' || p_id || case when p_status = 'void' then '-bet-rb' else '-win' end
    where id = v_t.bet_id;
  return jsonb_build_object('state', 'done', 'diff', v_diff, 'memberId', v_t.member_id);
end $f$;

/*
 * Cashes out an open single at p_amount, quoted at the selection's odds p_odds1000: refused unless
 * the market is still open at those odds. Returns {balance, currency}.
 */
create function sports_cash_out(p_id bigint, p_member_id bigint, p_amount bigint, p_odds1000 integer,
  p_now timestamptz) returns jsonb language plpgsql as $f$
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
end $f$;
`;
