-- Current definition of lottery_place_slip (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.lottery_place_slip(p_member_id bigint, p_session_id bigint, p_idle_cutoff timestamp with time zone, p_now timestamp with time zone, p_request_id text, p_game_code text, p_issue_ids bigint[], p_follow_up jsonb, p_bets jsonb, p_buckets jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_game record; v_play record; v_open integer; v_follow bigint; v_tickets jsonb; v_total bigint;
  v_count integer; v_over integer; v_post record; v_issue bigint; v_stripe integer; v_totals jsonb;
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
  -- from here to the commit; striped (migration 0034): this connection's stripe of each bucket
  v_stripe := pg_backend_pid() % 8;
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
          cross join generate_series(0, 7) k
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
        cross join generate_series(0, 7) k
      where l.issue_id = t."issueId" and l.bucket = t.bucket || '#' || k;
  end;
  return jsonb_build_object('replay', false, 'balance', v_post.balances[1], 'currency', v_play.currency,
    'followUpId', v_follow, 'tickets', v_tickets);
end $function$;
