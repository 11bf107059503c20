-- Current definition of seamless_bet (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.seamless_bet(p_vendor text, p_tx_id text, p_fingerprint text, p_member_id bigint, p_token_hash bytea, p_idle_cutoff timestamp with time zone, p_round_id text, p_game_code text, p_amount bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_row bigint; v_play record; v_post record;
begin
  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id)
    values (p_vendor, p_tx_id, 'bet', p_fingerprint, p_member_id)
    on conflict (vendor_code, vendor_tx_id) do nothing returning id into v_row;
  if v_row is null then
    return seamless_replay(p_vendor, p_tx_id, 'bet', p_fingerprint, p_member_id);
  end if;
  perform pg_advisory_xact_lock(hashtextextended(p_vendor || ':' || p_tx_id, 0));
  if exists (select 1 from seamless_tombstones where vendor_code = p_vendor and bet_tx_id = p_tx_id) then
    raise exception 'SEAMLESS:BET_ROLLED_BACK';
  end if;
  select t.node_id, t.game_type, t.catalogue_vendor, t.session_id, s.last_seen_at, a.id as wallet_id, a.currency into v_play
    from seamless_launch_tokens t
    join sessions s on s.id = t.session_id
    join ledger_accounts a on a.member_id = t.member_id and a.purpose = 'wallet'
    where t.token_hash = p_token_hash and t.member_id = p_member_id and t.vendor_code = p_vendor
      and s.revoked_at is null and s.expires_at > now() and s.last_seen_at > p_idle_cutoff;
  if not found then
    if not exists (select 1 from ledger_accounts where member_id = p_member_id and purpose = 'wallet') then
      raise exception 'SEAMLESS:PLAYER_NOT_FOUND';
    end if;
    raise exception 'SEAMLESS:SESSION_EXPIRED';
  end if;
  -- Playing is activity: slide the session's idle clock, at most twice a minute.
  if v_play.last_seen_at < now() - interval '30 seconds' then
    update sessions set last_seen_at = now() where id = v_play.session_id;
  end if;
  if exists (select 1 from seamless_rounds where vendor_code = p_vendor and member_id = p_member_id and round_id = p_round_id) then
    raise exception 'SEAMLESS:ROUND_CLOSED';
  end if;
  insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, node_id, game_type, catalogue_vendor, amount)
    values (p_vendor, p_tx_id, p_member_id, p_round_id, p_game_code, v_play.node_id, coalesce(v_play.game_type, 'OTHER'), v_play.catalogue_vendor, p_amount);
  select * into v_post from ledger_post('seamless:' || p_vendor || ':' || p_tx_id, 'bet', array[v_play.wallet_id, seamless_house_account(p_member_id)],
    array[-p_amount, p_amount], 'Bet ' || p_game_code,
    jsonb_build_object('vendor', p_vendor, 'vendorTxId', p_tx_id, 'roundId', p_round_id, 'gameCode', p_game_code, 'nodeId', v_play.node_id));
  return jsonb_build_object('balance', v_post.balances[1], 'currency', v_play.currency,
    'platformTransactionId', v_post.transaction_id::text, 'replayed', false);
end $function$;
