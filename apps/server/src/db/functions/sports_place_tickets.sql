-- Current definition of sports_place_tickets (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.sports_place_tickets(p_items jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_out jsonb[] := '{}';
  v_seq regclass := pg_get_serial_sequence('sports_tickets', 'id')::regclass;
  -- the group's wallets and house shard rows, locked
  v_members bigint[]; v_lock bigint[]; w_member bigint[]; w_wallet bigint[]; w_balance bigint[]; w_currency text[];
  h_shard integer[]; h_house bigint[]; h_currency text[]; w_house bigint[] := '{}'; w_house_currency text[] := '{}';
  -- the items in item order
  i_member bigint[]; i_request text[]; i_stake numeric[]; i_replay bigint[]; i_refusal text[]; i_session bigint[];
  -- the accepted tickets
  a_id bigint[] := '{}'; a_n integer[] := '{}'; a_k integer[] := '{}'; a_balance bigint[] := '{}';
  a_key text[] := '{}'; v_key text; v_k integer; v_id bigint; v_stake bigint;
  v_accounts bigint[]; v_amounts bigint[]; v_node integer; v_post record; v_n integer; v_refusal text;
begin
  perform sports_lock_events(array(
    select (l->>'eventId')::bigint from jsonb_array_elements(p_items) i, jsonb_array_elements(i->'legs') l));
  -- the accounts the group may post to, locked in the callers' order: by house shard (member id mod
  -- 64, seamless_house_account), its house row first, then its members' wallets; the order of
  -- sports_place_tickets v1 and of the live tables' groups, and a posting that locks a house row
  -- before a wallet (ledger_post: by account id) queues behind the group instead of closing a cycle
  v_members := array(select distinct (i->>'memberId')::bigint from jsonb_array_elements(p_items) i);
  select array_agg(x.id order by x.shard, x.member_id nulls first) into v_lock
    from (select a.id, (a.member_id % 64)::int as shard, a.member_id from ledger_accounts a
            where a.purpose = 'wallet' and a.member_id = any(v_members)
          union all
          select h.id, h.shard, null from ledger_accounts h
            where h.owner_type = 'house' and h.purpose = 'games'
              and h.shard = any(array(select distinct (m % 64)::int from unnest(v_members) m))) x;
  -- (LockRows above the sort: the rows are locked in v_lock's order, their balances read after)
  select array_agg(a.member_id) filter (where a.member_id is not null),
      array_agg(a.id) filter (where a.member_id is not null),
      array_agg(a.balance) filter (where a.member_id is not null),
      array_agg(a.currency) filter (where a.member_id is not null),
      array_agg(a.shard) filter (where a.member_id is null),
      array_agg(a.id) filter (where a.member_id is null),
      array_agg(a.currency) filter (where a.member_id is null)
    into w_member, w_wallet, w_balance, w_currency, h_shard, h_house, h_currency
    from (select l.member_id, l.id, l.balance, l.currency, l.shard
            from unnest(v_lock) with ordinality k(id, ord) join ledger_accounts l on l.id = k.id
            order by k.ord
            for update of l) a;
  for v_k in 1..coalesce(array_length(w_member, 1), 0) loop
    v_n := array_position(h_shard, (w_member[v_k] % 64)::int);
    w_house := w_house || h_house[v_n];
    w_house_currency := w_house_currency || h_currency[v_n];
  end loop;

  select array_agg(c.m order by c.n), array_agg(c.r order by c.n), array_agg(c.stake order by c.n),
      array_agg(c.replay order by c.n), array_agg(c.refusal order by c.n), array_agg(c.s order by c.n)
    into i_member, i_request, i_stake, i_replay, i_refusal, i_session
    from (
      select i.n, i.m, i.r, i.stake, i.s, old.id as replay,
          case when old.id is not null then null
            when bad.ord is not null then
              case when bad.event_status is null then 'SPORTS:SELECTION_NOT_FOUND'
                when bad.event_status = 'suspended' or bad.market_status = 'suspended' then 'SPORTS:MARKET_SUSPENDED'
                when bad.event_status not in ('scheduled', 'live') or bad.market_status <> 'open' then 'SPORTS:EVENT_CLOSED'
                else 'SPORTS:ODDS_CHANGED' end
            when ses.id is null then 'SEAMLESS:SESSION_EXPIRED'
          end as refusal
        from (select e.n, (e.v->>'memberId')::bigint as m, e.v->>'requestId' as r, (e.v->>'sessionId')::bigint as s,
                  (e.v->>'idleCutoff')::timestamptz as cutoff, (e.v->'ticket'->>'stakeTotal')::numeric as stake, e.v->'legs' as legs
                from jsonb_array_elements(p_items) with ordinality e(v, n)) i
        -- per item by its keys (lateral, limit 1: index lookups whatever the tables' statistics)
        left join lateral (
          select t.id from sports_tickets t where t.member_id = i.m and t.request_id = i.r limit 1) old on true
        -- the first bad leg, as sports_place_ticket finds it (under the events' locks)
        left join lateral (
          select l.ord, m.status as market_status, e.status as event_status
            from jsonb_array_elements(i.legs) with ordinality l(v, ord)
            left join sports_selections s on s.id = (l.v->>'selectionId')::bigint
            left join sports_markets m on m.id = s.market_id
            left join sports_events e on e.id = m.event_id and e.id = (l.v->>'eventId')::bigint
            where old.id is null
              and (e.id is null or m.status <> 'open' or e.status not in ('scheduled', 'live')
                or s.odds1000 <> (l.v->>'odds1000')::int)
            order by l.ord limit 1) bad on true
        left join lateral (
          select s.id from sessions s
            where old.id is null and bad.ord is null
              and s.id = i.s and s.member_id = i.m and s.revoked_at is null
              and s.expires_at > now() and s.last_seen_at > i.cutoff
            limit 1) ses on true
    ) c;

  for v_n in 1..coalesce(array_length(i_member, 1), 0) loop
    v_key := i_member[v_n] || ':' || i_request[v_n];
    if i_replay[v_n] is not null then
      v_out := v_out || jsonb_build_object('replay', true, 'ticketId', i_replay[v_n]);
    elsif array_position(a_key, v_key) is not null then
      -- the request id again in this group: the ticket its first accepted item wrote
      v_out := v_out || jsonb_build_object('replay', true, 'ticketId', a_id[array_position(a_key, v_key)]);
    elsif i_refusal[v_n] is not null then
      v_out := v_out || jsonb_build_object('error', i_refusal[v_n], 'sqlstate', 'P0001');
    else
      v_k := array_position(w_member, i_member[v_n]);
      -- the ticket's own protection check (the group's posting sums a member's tickets in one leg)
      v_refusal := case when v_k is not null and i_stake[v_n] between 1 and 9223372036854775807
        then member_bet_refusal(i_member[v_n], i_stake[v_n]::bigint) end;
      if v_k is null then
        v_out := v_out || jsonb_build_object('error', 'SEAMLESS:SESSION_EXPIRED', 'sqlstate', 'P0001');
      elsif i_stake[v_n] > 9223372036854775807 then
        v_out := v_out || jsonb_build_object('error', 'bigint out of range', 'sqlstate', '22003');
      elsif v_refusal is not null then
        v_out := v_out || jsonb_build_object('error', v_refusal, 'sqlstate', 'P0001');
      elsif w_currency[v_k] <> w_house_currency[v_k] then
        v_out := v_out || jsonb_build_object('error', 'CURRENCY_MISMATCH', 'sqlstate', 'P0001');
      elsif w_balance[v_k] - i_stake[v_n] < 0 then
        v_out := v_out || jsonb_build_object(
          'error', 'INSUFFICIENT_FUNDS:' || w_wallet[v_k] || ':' || w_balance[v_k], 'sqlstate', 'P0001');
      else
        v_stake := i_stake[v_n];
        v_id := nextval(v_seq);
        w_balance[v_k] := w_balance[v_k] - v_stake;
        a_id := a_id || v_id;
        a_n := a_n || v_n;
        a_k := a_k || v_k;
        a_balance := a_balance || w_balance[v_k];
        a_key := a_key || v_key;
        v_out := v_out || jsonb_build_object('replay', false, 'ticketId', v_id,
          'balance', w_balance[v_k], 'currency', w_currency[v_k], 'placedAt', now());
      end if;
    end if;
  end loop;
  if cardinality(a_id) = 0 then
    return to_jsonb(v_out);
  end if;

  -- the bet rows, the tickets (each with its bet's id) and their legs
  with a as (
    select x.id, x.n, p_items->(x.n - 1) as v, (p_items->(x.n - 1)->'ticket') as t,
        (p_items->(x.n - 1)->'ticket'->>'stakeTotal')::bigint as stake
      from unnest(a_id, a_n) x(id, n)
  ), b as (
    insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, node_id, game_type,
        catalogue_vendor, amount)
      select 'SPORTSBOOK', 'sb' || a.id || '-bet', (a.v->>'memberId')::bigint, 'sb' || a.id, a.t->>'gameCode',
          (a.t->>'nodeId')::int, a.t->>'gameType', a.t->>'vendorCode', a.stake
        from a order by a.id
      returning id, round_id
  ), tk as (
    insert into sports_tickets (id, member_id, request_id, bet_type, system_kind, lines, stake_per_line, stake_total,
        potential_return, accept_odds, vertical, vendor_code, bet_id, request_fingerprint)
      select a.id, (a.v->>'memberId')::bigint, a.v->>'requestId', a.t->>'betType', a.t->>'systemKind',
          (a.t->>'lines')::int, (a.t->>'stakePerLine')::bigint, a.stake, (a.t->>'potentialReturn')::bigint,
          a.t->>'acceptOdds', a.t->>'vertical', a.t->>'vendorCode', b.id, a.t->>'fingerprint'
        from a join b on b.round_id = 'sb' || a.id
        order by a.id
  ), lg as (
    insert into sports_ticket_legs (ticket_id, leg_no, event_id, market_id, selection_id, odds1000)
      select a.id, (l.ord - 1)::smallint, (l.v->>'eventId')::bigint, (l.v->>'marketId')::bigint,
          (l.v->>'selectionId')::bigint, (l.v->>'odds1000')::int
        from a, jsonb_array_elements(a.v->'legs') with ordinality l(v, ord)
  )
  select case when count(a.t->>'nodeId') = count(*) and min((a.t->>'nodeId')::int) = max((a.t->>'nodeId')::int)
      then min((a.t->>'nodeId')::int) end
    into v_node
    from a;

  update sessions set last_seen_at = now()
    where id = any(array(select distinct i_session[x] from unnest(a_n) x))
      and last_seen_at < now() - interval '30 seconds';

  -- one leg per member wallet and per house shard, in account id order (ledger_post's lock order)
  select array_agg(l.acc order by l.acc), array_agg(l.amt order by l.acc) into v_accounts, v_amounts
    from (select w_wallet[x.k] as acc, -sum(i_stake[x.n])::bigint as amt from unnest(a_n, a_k) x(n, k) group by 1
          union all
          select w_house[x.k], sum(i_stake[x.n])::bigint from unnest(a_n, a_k) x(n, k) group by 1) l;
  select * into v_post from ledger_post('seamless:SPORTSBOOK:place:' || a_id[1], 'bet', v_accounts, v_amounts,
    'Bet sportsbook', jsonb_build_object('vendor', 'SPORTSBOOK', 'tickets', to_jsonb(a_id), 'nodeId', v_node,
      -- each ticket passed member_bet_refusal above, under its wallet's lock; the posting sums them
      'betsCheckedEach', true));
  if v_post.replayed then
    raise exception 'SEAMLESS:DUPLICATE_TRANSACTION';
  end if;

  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
    select 'SPORTSBOOK', 'sb' || x.id || '-bet', 'bet',
        encode(sha256(convert_to(format('["bet","%s","sb%s","%s",%s]', w_member[x.k], x.id,
          p_items->(x.n - 1)->'ticket'->>'gameCode', i_stake[x.n]::bigint), 'UTF8')), 'hex'),
        w_member[x.k], jsonb_build_object('balance', x.balance, 'currency', w_currency[x.k],
          'platformTransactionId', v_post.transaction_id::text)
      from unnest(a_id, a_n, a_k, a_balance) x(id, n, k, balance)
      order by x.id;
  return to_jsonb(v_out);
end $function$;
