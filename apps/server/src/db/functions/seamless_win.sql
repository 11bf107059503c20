-- Current definition of seamless_win (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.seamless_win(p_vendor text, p_tx_id text, p_fingerprint text, p_member_id bigint, p_bet_tx_id text, p_round_id text, p_amount bigint, p_end_round boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
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
  elsif v_bet.status = 'settled' then
    if v_bet.closing_tx_id = p_tx_id and v_bet.win_amount = 0 and p_amount = 0 then
      -- a zero win closed in bulk with no row of its own (a lost lottery ticket, migration 0034):
      -- the same call again, answered from the bet's state and kept for later replays
      v_result := jsonb_build_object('balance', (select balance from ledger_accounts where id = v_bet.wallet_id), 'currency', v_bet.currency);
      update seamless_transactions set result = v_result where id = v_row;
      return v_result || '{"replayed": true}'::jsonb;
    end if;
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
end $function$;
