-- Current definition of seamless_rollback (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.seamless_rollback(p_vendor text, p_tx_id text, p_fingerprint text, p_member_id bigint, p_bet_tx_id text, p_round_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_row bigint; v_wallet record; v_bet record; v_post record; v_result jsonb;
begin
  select id, currency into v_wallet from ledger_accounts where owner_type = 'member' and member_id = p_member_id and purpose = 'wallet';
  if not found then
    raise exception 'SEAMLESS:PLAYER_NOT_FOUND';
  end if;
  insert into seamless_transactions (vendor_code, vendor_tx_id, op, fingerprint, member_id)
    values (p_vendor, p_tx_id, 'rollback', p_fingerprint, p_member_id)
    on conflict (vendor_code, vendor_tx_id) do nothing returning id into v_row;
  if v_row is null then
    return seamless_replay(p_vendor, p_tx_id, 'rollback', p_fingerprint, p_member_id);
  end if;
  perform pg_advisory_xact_lock(hashtextextended(p_vendor || ':' || p_bet_tx_id, 0));
  select id, member_id, status, amount, closing_tx_id into v_bet from seamless_bets
    where vendor_code = p_vendor and bet_tx_id = p_bet_tx_id for update;
  if not found then
    -- The bet may still be on its way: remember the rollback so the late bet is refused.
    insert into seamless_tombstones (vendor_code, bet_tx_id, member_id) values (p_vendor, p_bet_tx_id, p_member_id)
      on conflict do nothing;
    v_result := jsonb_build_object('error', 'BET_NOT_FOUND',
      'balance', (select balance from ledger_accounts where id = v_wallet.id), 'currency', v_wallet.currency);
    update seamless_transactions set result = v_result where id = v_row;
    return v_result;
  elsif v_bet.member_id <> p_member_id then
    raise exception 'SEAMLESS:BET_NOT_FOUND';
  elsif v_bet.status = 'settled' then
    raise exception 'SEAMLESS:BET_ALREADY_SETTLED';
  elsif v_bet.status = 'rolled_back' then
    -- A second rollback of the same bet under another id: the first one's result, no second refund.
    v_result := seamless_replay(p_vendor, v_bet.closing_tx_id, 'rollback',
      (select fingerprint from seamless_transactions where vendor_code = p_vendor and vendor_tx_id = v_bet.closing_tx_id),
      p_member_id);
    update seamless_transactions set result = v_result - 'replayed' where id = v_row;
    return v_result;
  end if;
  update seamless_bets set status = 'rolled_back', settled_at = now(), closing_tx_id = p_tx_id where id = v_bet.id;
  select * into v_post from ledger_post('seamless:' || p_vendor || ':' || p_tx_id, 'rollback', array[seamless_house_account(p_member_id), v_wallet.id],
    array[-v_bet.amount, v_bet.amount], 'Rollback ' || p_bet_tx_id,
    jsonb_build_object('vendor', p_vendor, 'vendorTxId', p_tx_id, 'betTxId', p_bet_tx_id, 'roundId', p_round_id));
  return jsonb_build_object('balance', v_post.balances[2], 'currency', v_wallet.currency,
    'platformTransactionId', v_post.transaction_id::text, 'replayed', false);
end $function$;
