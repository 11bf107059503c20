// Lottery settlement writes each ticket once (issue 14 at scale, decision 039). Decision 031 wrote
// an issue's results set-based and then claimed every ticket again in lottery_pay_chunk, which
// inserted one `lt<id>-win` seamless transaction per ticket (a zero row for every loss), settled its
// seamless bet and marked it done: two to four writes per ticket. Here:
//  - lottery_settle_chunk(issue, results, now): one transaction per chunk of results computed by
//    the engine. Claims the chunk's tickets still pending with a confirmed bet (FOR UPDATE SKIP
//    LOCKED: a concurrent scheduler skips them and settles others), writes result, state and
//    wallet_done in one UPDATE, closes their seamless bets in the same statement (closing_tx_id
//    `lt<id>-win`, the win amount), and only for the winners: one ledger posting with one leg per
//    member wallet and per house shard, and one `lt<id>-win` seamless transaction with its reply.
//    A loss writes no seamless transaction: its idempotency is the ticket's state (only a pending
//    ticket is settled) and the bet's closing id.
//  - seamless_win (0005) answers a replay of a zero win whose bet was closed in bulk without its own
//    row (a lost ticket's `lt<id>-win`) from the bet's state: zero, the wallet's balance.
//  - lottery_refund_chunk(ids): cancels, refunds and voids roll back in bulk: the claimed tickets'
//    open bets are rolled back in one posting with one leg per member wallet and per house shard,
//    each with its `lt<id>-bet-rb` seamless transaction (a replay answers it); tickets whose bet is
//    missing (a purchase of the per-ticket era that died) are left to the per-ticket rollback.
//  - exposure buckets are striped (the hot rows of decision 031): each (issue, bucket) is
//    EXPOSURE_STRIPES rows `<bucket>#<k>` whose shares of the cap sum to it exactly
//    (lottery_exposure_share). lottery_place_slip (0026, replaced) adds a slip to the stripe of its
//    connection and passes while that stripe stays within its share, so slips on one number no
//    longer queue on one row; only when it would not (the bucket is near its cap) it rolls that
//    back, locks every stripe of its buckets in key order, checks the true total against the cap
//    and spreads the total over the stripes again (lottery_exposure_spread). Every stripe is always
//    within its share, so the total never exceeds the cap. Releases (cancels) take amounts off
//    stripe 0 (it may go negative; the sum is what counts). Open issues' buckets are spread here.
// lottery_pay_chunk (0026) stays for tickets settled by the code of decision 031 whose money step
// was still open at the upgrade.
import { sql, type Kysely } from 'kysely';

/** Rows per exposure bucket (its stripes); also in lottery.repo.ts's releaseExposure (stripe 0). */
export const EXPOSURE_STRIPES = 8;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(SETTLE_CHUNK).execute(db);
  await sql.raw(REFUND_CHUNK).execute(db);
  await sql.raw(seamlessWin(true)).execute(db);
  await sql.raw(EXPOSURE_FUNCTIONS).execute(db);
  await sql.raw(placeSlip(true)).execute(db);
  // the buckets of issues still open, spread over their stripes by the cap in force
  await sql`
    with old as (
      delete from lottery_exposure e using lottery_issues i
       where i.id = e.issue_id and i.status = 'pending' and e.bucket !~ '#[0-9]+$'
      returning e.issue_id, e.bucket, e.amount, i.game_code
    )
    insert into lottery_exposure (issue_id, bucket, amount)
      select o.issue_id, o.bucket || '#' || k, lottery_exposure_spread(o.amount, coalesce(p.exposure_cap, 0), k)
        from old o left join lottery_play_types p on p.game_code = o.game_code and p.play_type = split_part(o.bucket, ':', 1)
        cross join generate_series(0, ${sql.lit(EXPOSURE_STRIPES - 1)}) k`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists lottery_settle_chunk(bigint, jsonb, timestamptz);
    drop function if exists lottery_refund_chunk(bigint[]);`.execute(db);
  await sql.raw(seamlessWin(false)).execute(db);
  await sql.raw(placeSlip(false)).execute(db);
  await sql`
    with old as (
      delete from lottery_exposure e where e.bucket ~ '#[0-9]+$' returning e.issue_id, e.bucket, e.amount
    )
    insert into lottery_exposure (issue_id, bucket, amount)
      select issue_id, regexp_replace(bucket, '#[0-9]+$', ''), sum(amount) from old group by 1, 2
    on conflict (issue_id, bucket) do update set amount = lottery_exposure.amount + excluded.amount`.execute(
    db,
  );
  await sql`drop function if exists lottery_exposure_spread(bigint, bigint, integer);
    drop function if exists lottery_exposure_share(bigint, integer);`.execute(db);
}

/**
 * Stripe k's share of a cap (the shares sum to the cap exactly), and the amount stripe k holds
 * when a total is spread over the stripes in order (each within its share; what exceeds the cap,
 * if the cap was lowered under the total, on stripe 0).
 */
const EXPOSURE_FUNCTIONS = `
create or replace function lottery_exposure_share(p_cap bigint, p_stripe integer) returns bigint
language sql immutable as $f$
  select p_cap / ${EXPOSURE_STRIPES} + case when p_stripe < p_cap % ${EXPOSURE_STRIPES} then 1 else 0 end
$f$;
create or replace function lottery_exposure_spread(p_total bigint, p_cap bigint, p_stripe integer) returns bigint
language sql immutable as $f$
  select least(lottery_exposure_share(p_cap, p_stripe),
      greatest(0, p_total - (p_stripe * (p_cap / ${EXPOSURE_STRIPES}) + least(p_stripe, p_cap % ${EXPOSURE_STRIPES}))))
    + case when p_stripe = 0 then greatest(0, p_total - p_cap) else 0 end
$f$;`;

/** Decision 031's exposure step: one row per bucket. */
const UNSTRIPED_EXPOSURE = `  -- exposure last: its rows are shared by every slip on the same numbers, so they are held only
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
`;

/**
 * The striped exposure step: the stripe of this connection first (a subtransaction); if a stripe
 * would leave its share, every stripe of the slip's buckets locked in key order, the true totals
 * checked against the caps and spread again.
 */
const STRIPED_EXPOSURE = `
  -- exposure last: its rows are shared by every slip on the same numbers, so they are held only
  -- from here to the commit; striped (migration 0034): this connection's stripe of each bucket
  v_stripe := pg_backend_pid() % ${EXPOSURE_STRIPES};
  begin
    with e as (
      insert into lottery_exposure as l (issue_id, bucket, amount)
        select x.id, c.bucket || '#' || v_stripe, c.amount
          from unnest(p_issue_ids) x(id) cross join jsonb_to_recordset(p_buckets) c(bucket text, amount bigint, cap bigint)
          order by x.id, c.bucket || '#' || v_stripe
        on conflict (issue_id, bucket) do update set amount = l.amount + excluded.amount
        returning l.bucket, l.amount
    )
    select count(*) into v_over from e join jsonb_to_recordset(p_buckets) c(bucket text, amount bigint, cap bigint)
      on e.bucket = c.bucket || '#' || v_stripe where e.amount > lottery_exposure_share(c.cap, v_stripe);
    if v_over > 0 then
      raise exception using errcode = 'LT001', message = 'exposure stripe full';
    end if;
  exception when sqlstate 'LT001' then
    -- near a cap: every stripe of the slip's buckets, locked in (issue, key) order like the step above
    with s as (
      insert into lottery_exposure as l (issue_id, bucket, amount)
        select x.id, c.bucket || '#' || k, 0
          from unnest(p_issue_ids) x(id) cross join jsonb_to_recordset(p_buckets) c(bucket text, amount bigint, cap bigint)
          cross join generate_series(0, ${EXPOSURE_STRIPES - 1}) k
          order by x.id, c.bucket || '#' || k
        on conflict (issue_id, bucket) do update set amount = l.amount
        returning l.issue_id, l.bucket, l.amount
    ), t as (
      select s.issue_id, c.bucket, c.cap, c.amount + sum(s.amount) as total
        from s join jsonb_to_recordset(p_buckets) c(bucket text, amount bigint, cap bigint)
          on regexp_replace(s.bucket, '#[0-9]+$', '') = c.bucket
        group by s.issue_id, c.bucket, c.cap, c.amount
    )
    select count(*) filter (where t.total > t.cap),
        jsonb_agg(jsonb_build_object('issueId', t.issue_id, 'bucket', t.bucket, 'cap', t.cap, 'total', t.total))
      into v_over, v_totals from t;
    if v_over > 0 then
      raise exception 'LOTTERY:LOTTERY_EXPOSURE_LIMIT';
    end if;
    update lottery_exposure l set amount = lottery_exposure_spread(t.total, t.cap, k)
      from jsonb_to_recordset(v_totals) t("issueId" bigint, bucket text, cap bigint, total bigint)
        cross join generate_series(0, ${EXPOSURE_STRIPES - 1}) k
      where l.issue_id = t."issueId" and l.bucket = t.bucket || '#' || k;
  end;
`;

/** lottery_place_slip of migration 0026 with its exposure step striped or not. */
function placeSlip(striped: boolean) {
  return `
create or replace function lottery_place_slip(p_member_id bigint, p_session_id bigint, p_idle_cutoff timestamptz,
  p_now timestamptz, p_request_id text, p_game_code text, p_issue_ids bigint[], p_follow_up jsonb,
  p_bets jsonb, p_buckets jsonb) returns jsonb language plpgsql as $f$
declare
  v_game record; v_play record; v_open integer; v_follow bigint; v_tickets jsonb; v_total bigint;
  v_count integer; v_over integer; v_post record; v_issue bigint;${striped ? ' v_stripe integer; v_totals jsonb;' : ''}
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
${striped ? STRIPED_EXPOSURE : UNSTRIPED_EXPOSURE}  return jsonb_build_object('replay', false, 'balance', v_post.balances[1], 'currency', v_play.currency,
    'followUpId', v_follow, 'tickets', v_tickets);
end $f$;`;
}

/**
 * p_results: [{id, payout}] of tickets of p_issue_id. Returns {settled, wins, winners: [{memberId,
 * payout}]} (payout summed per member) for the tickets this call settled; tickets another caller
 * holds or already settled are skipped.
 */
const SETTLE_CHUNK = `
create or replace function lottery_settle_chunk(p_issue_id bigint, p_results jsonb, p_now timestamptz)
returns jsonb language plpgsql as $f$
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
end $f$;`;

/**
 * p_ids: tickets (cancelled or refunded, money step open). Returns {claimed, refunded, left: [ids
 * whose bet is missing], balances: [{memberId, balance}]} for the tickets this call claimed.
 */
const REFUND_CHUNK = `
create or replace function lottery_refund_chunk(p_ids bigint[]) returns jsonb language plpgsql as $f$
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
end $f$;`;

/**
 * seamless_win of migration 0005; with `zeroFromState`, a win call whose id is the closing id of a
 * settled zero-win bet with no transaction row of its own (a lottery loss settled in bulk) answers
 * zero from the bet's state and stores that reply, instead of BET_ALREADY_SETTLED.
 */
function seamlessWin(zeroFromState: boolean) {
  return `
create or replace function seamless_win(p_vendor text, p_tx_id text, p_fingerprint text, p_member_id bigint, p_bet_tx_id text,
  p_round_id text, p_amount bigint, p_end_round boolean) returns jsonb language plpgsql as $f$
declare
  v_row bigint; v_bet record; v_post record; v_result jsonb;
begin
  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id)
    values (p_vendor, p_tx_id, 'win', p_fingerprint, p_member_id)
    on conflict (vendor_code, vendor_tx_id) do nothing returning id into v_row;
  if v_row is null then
    return seamless_replay(p_vendor, p_tx_id, 'win', p_fingerprint, p_member_id);
  end if;
  select b.id, b.member_id, b.round_id, b.status, b.win_amount, b.closing_tx_id, a.id as wallet_id, a.currency into v_bet
    from seamless_bets b join ledger_accounts a on a.member_id = b.member_id and a.purpose = 'wallet'
    where b.vendor_code = p_vendor and b.bet_tx_id = p_bet_tx_id for update of b;
  if not found or v_bet.member_id <> p_member_id or v_bet.round_id <> p_round_id then
    if not exists (select 1 from ledger_accounts where member_id = p_member_id and purpose = 'wallet') then
      raise exception 'SEAMLESS:PLAYER_NOT_FOUND';
    end if;
    raise exception 'SEAMLESS:BET_NOT_FOUND';
  elsif v_bet.status = 'rolled_back' then
    raise exception 'SEAMLESS:BET_ROLLED_BACK';
  elsif v_bet.status = 'settled' then${
    zeroFromState
      ? `
    if v_bet.closing_tx_id = p_tx_id and v_bet.win_amount = 0 and p_amount = 0 then
      -- a zero win closed in bulk with no row of its own (a lost lottery ticket, migration 0034):
      -- the same call again, answered from the bet's state and kept for later replays
      v_result := jsonb_build_object('balance', (select balance from ledger_accounts where id = v_bet.wallet_id), 'currency', v_bet.currency);
      update seamless_transactions set result = v_result where id = v_row;
      return v_result || '{"replayed": true}'::jsonb;
    end if;`
      : ''
  }
    raise exception 'SEAMLESS:BET_ALREADY_SETTLED';
  end if;
  update seamless_bets set status = 'settled', win_amount = p_amount, settled_at = now(), closing_tx_id = p_tx_id where id = v_bet.id;
  if p_end_round then
    insert into seamless_rounds (vendor_code, member_id, round_id) values (p_vendor, p_member_id, p_round_id) on conflict do nothing;
  end if;
  if p_amount = 0 then
    -- A losing settlement moves no money; its reply is kept for replays.
    v_result := jsonb_build_object('balance', (select balance from ledger_accounts where id = v_bet.wallet_id), 'currency', v_bet.currency);
    update seamless_transactions set result = v_result where id = v_row;
    return v_result || '{"replayed": false}'::jsonb;
  end if;
  select * into v_post from ledger_post('seamless:' || p_vendor || ':' || p_tx_id, 'win', array[seamless_house_account(p_member_id), v_bet.wallet_id],
    array[-p_amount, p_amount], 'Win ' || p_round_id,
    jsonb_build_object('vendor', p_vendor, 'vendorTxId', p_tx_id, 'betTxId', p_bet_tx_id, 'roundId', p_round_id));
  return jsonb_build_object('balance', v_post.balances[2], 'currency', v_bet.currency,
    'platformTransactionId', v_post.transaction_id::text, 'replayed', false);
end $f$;`;
}
