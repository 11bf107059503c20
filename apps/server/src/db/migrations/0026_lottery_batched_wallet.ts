// The lottery's batched wallet (issue 14 at scale, decision 031). Two plpgsql functions, each one
// round trip, keep the seamless-wallet semantics of decision 009 per ticket (every ticket is a
// seamless bet `lt<id>-bet` in seamless_bets and seamless_transactions, closed by `lt<id>-win`)
// while the ledger sees one posting per slip and one per chunk of wins:
//  - lottery_place_slip: checks the game, the configuration the slip was priced with, that the
//    issues take bets (their advisory lock held shared until commit, see lockIssueForDraw), the session, the exposure caps; inserts the
//    tickets, their exposure, their seamless bets and one ledger posting of the slip's total. All or
//    nothing: a refusal (insufficient funds included) leaves no row behind. A slip already written
//    under its request id answers `replay`.
//  - lottery_pay_chunk: claims up to p_limit settled tickets of an issue whose money step is open
//    (FOR UPDATE SKIP LOCKED, so concurrent schedulers split the work), settles their seamless bets
//    in bulk (losses move no money), and credits the wins in one posting with one leg per member
//    wallet and per house shard (migration 0016: shard = member id mod 64). The win's seamless
//    transaction id is claimed per ticket, so a ticket is paid once whatever path or run paid it.
// Refusals are raised as `LOTTERY:<CODE>` or `SEAMLESS:<CODE>` (errcode P0001); ledger_post raises
// INSUFFICIENT_FUNDS itself.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // settlement walks an issue's pending, then unpaid, tickets in id order, a page at a time
  await sql`create index lottery_tickets_pending_idx on lottery_tickets (issue_id, id) where status = 'pending';
    create index lottery_tickets_unpaid_idx on lottery_tickets (issue_id, id) where not wallet_done;
    drop index lottery_tickets_wallet_idx;`.execute(db);
  await sql.raw(PLACE_SLIP).execute(db);
  await sql.raw(PAY_CHUNK).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists lottery_place_slip(bigint, bigint, timestamptz, timestamptz, text, text, bigint[], jsonb, jsonb, jsonb);
    drop function if exists lottery_pay_chunk(bigint, integer);
    create index lottery_tickets_wallet_idx on lottery_tickets (issue_id) where not wallet_done;
    drop index lottery_tickets_unpaid_idx; drop index lottery_tickets_pending_idx;`.execute(db);
}

/**
 * p_bets: [{playType, selection, combinations, unitAmount, multiplier, stake, maxPayout, odds,
 * minStake, maxStake, exposureCap}] priced by the engine; p_buckets: [{bucket, amount, cap}] of one
 * issue, merged and sorted (the lock order of addExposure); p_follow_up: null or {issues, stopOnWin}.
 * Returns {replay: true} or {replay: false, balance, currency, followUpId, tickets: [{id, issueId,
 * issueNo, slot, stake, placedAt}]}.
 */
const PLACE_SLIP = `
create function lottery_place_slip(p_member_id bigint, p_session_id bigint, p_idle_cutoff timestamptz,
  p_now timestamptz, p_request_id text, p_game_code text, p_issue_ids bigint[], p_follow_up jsonb,
  p_bets jsonb, p_buckets jsonb) returns jsonb language plpgsql as $f$
declare
  v_game record; v_play record; v_open integer; v_follow bigint; v_tickets jsonb; v_total bigint;
  v_count integer; v_over integer; v_post record; v_issue bigint;
begin
  if exists (select 1 from lottery_tickets where member_id = p_member_id and request_id = p_request_id) then
    return '{"replay": true}'::jsonb;
  end if;
  select g.enabled, g.node_id, c.game_type, c.vendor_code into v_game
    from lottery_games g left join games c on c.node_id = g.node_id where g.code = p_game_code;
  if not found then
    raise exception 'LOTTERY:LOTTERY_GAME_NOT_FOUND';
  elsif not v_game.enabled then
    raise exception 'LOTTERY:LOTTERY_GAME_CLOSED';
  end if;
  -- the slip was priced with the configuration in force (the caller caches it for a moment)
  if exists (select 1 from jsonb_array_elements(p_bets) b(v)
      left join lottery_play_types p on p.game_code = p_game_code and p.play_type = b.v->>'playType'
      where p.play_type is null or not p.enabled or p.odds <> b.v->'odds'
        or p.min_stake <> (b.v->>'minStake')::bigint or p.max_stake <> (b.v->>'maxStake')::bigint
        or p.exposure_cap <> (b.v->>'exposureCap')::bigint) then
    raise exception 'LOTTERY:CONFIG_CHANGED';
  end if;
  -- the issues take bets until commit: the draw and the void take the issue's advisory lock
  -- exclusively before their guarded update, so they wait for this slip (a shared advisory lock
  -- lives in memory; FOR SHARE on the one hot issue row made a MultiXact per slip)
  foreach v_issue in array (select array_agg(x order by x) from unnest(p_issue_ids) x) loop
    perform pg_advisory_xact_lock_shared(hashtext('lottery_issue'), v_issue::int);
  end loop;
  select count(*) into v_open from lottery_issues i where i.id = any(p_issue_ids)
    and i.status = 'pending' and i.closes_at > p_now;
  if v_open <> cardinality(p_issue_ids) then
    raise exception 'LOTTERY:LOTTERY_ISSUE_CLOSED';
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
  if p_follow_up is not null then
    insert into lottery_follow_ups (member_id, game_code, issues, stop_on_win)
      values (p_member_id, p_game_code, (p_follow_up->>'issues')::int, (p_follow_up->>'stopOnWin')::boolean)
      returning id into v_follow;
  end if;
  with ins as (
    insert into lottery_tickets (member_id, issue_id, game_code, issue_no, request_id, slot, follow_up_id,
        play_type, selection, combinations, unit_amount, multiplier, stake, odds, max_payout, wallet_done)
      select p_member_id, i.id, p_game_code, i.issue_no, p_request_id,
          ((x.ord - 1) * jsonb_array_length(p_bets) + (b.ord - 1))::int, v_follow,
          b.v->>'playType', b.v->'selection', (b.v->>'combinations')::int, (b.v->>'unitAmount')::bigint,
          (b.v->>'multiplier')::int, (b.v->>'stake')::bigint, b.v->'odds', (b.v->>'maxPayout')::bigint, true
        from unnest(p_issue_ids) with ordinality x(id, ord)
        join lottery_issues i on i.id = x.id
        cross join jsonb_array_elements(p_bets) with ordinality b(v, ord)
        order by x.ord, b.ord
      returning id, issue_id, issue_no, slot, stake, placed_at
  )
  select jsonb_agg(jsonb_build_object('id', id, 'issueId', issue_id, 'issueNo', issue_no, 'slot', slot,
      'stake', stake, 'placedAt', placed_at) order by slot), sum(stake)::bigint, count(*)
    into v_tickets, v_total, v_count from ins;
  insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, node_id, game_type,
      catalogue_vendor, amount)
    select 'LOTTERY', 'lt' || t.id || '-bet', p_member_id, 'lt' || t.id, p_game_code, v_game.node_id,
        coalesce(v_game.game_type, 'OTHER'), v_game.vendor_code, t.stake
      from jsonb_to_recordset(v_tickets) t(id bigint, stake bigint) order by t.id;
  select * into v_post from ledger_post('seamless:LOTTERY:slip:' || p_member_id || ':' || p_request_id, 'bet',
    array[v_play.wallet_id, seamless_house_account(p_member_id)], array[-v_total, v_total],
    'Bet ' || p_game_code,
    jsonb_build_object('vendor', 'LOTTERY', 'requestId', p_request_id, 'tickets', v_count,
      'gameCode', p_game_code, 'nodeId', v_game.node_id));
  if v_post.replayed then
    raise exception 'SEAMLESS:DUPLICATE_TRANSACTION';
  end if;
  -- each ticket's bet is its own seamless transaction: a replay of lt<id>-bet answers this result
  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id, result)
    select 'LOTTERY', 'lt' || t.id || '-bet', 'bet',
        encode(sha256(convert_to(format('["bet","%s","lt%s","%s",%s]', p_member_id, t.id, p_game_code, t.stake), 'UTF8')), 'hex'),
        p_member_id,
        jsonb_build_object('balance', v_post.balances[1], 'currency', v_play.currency,
          'platformTransactionId', v_post.transaction_id::text)
      from jsonb_to_recordset(v_tickets) t(id bigint, stake bigint);
  -- exposure last: its rows are shared by every slip on the same numbers, so they are held only
  -- from here to the commit. Every issue of the slip takes the same buckets, locked in (issue,
  -- bucket) order.
  with e as (
    insert into lottery_exposure as l (issue_id, bucket, amount)
      select x.id, c.bucket, c.amount
        from unnest(p_issue_ids) x(id) cross join jsonb_to_recordset(p_buckets) c(bucket text, amount bigint, cap bigint)
        order by x.id, c.bucket
      on conflict (issue_id, bucket) do update set amount = l.amount + excluded.amount
      returning l.bucket, l.amount
  )
  select count(*) into v_over from e join jsonb_to_recordset(p_buckets) c(bucket text, amount bigint, cap bigint)
    on c.bucket = e.bucket where e.amount > c.cap;
  if v_over > 0 then
    raise exception 'LOTTERY:LOTTERY_EXPOSURE_LIMIT';
  end if;
  return jsonb_build_object('replay', false, 'balance', v_post.balances[1], 'currency', v_play.currency,
    'followUpId', v_follow, 'tickets', v_tickets);
end $f$;`;

/** Returns {claimed, paid, wins}: tickets claimed, their win steps recorded now, wins credited. */
const PAY_CHUNK = `
create function lottery_pay_chunk(p_issue_id bigint, p_limit integer) returns jsonb language plpgsql as $f$
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
end $f$;`;
