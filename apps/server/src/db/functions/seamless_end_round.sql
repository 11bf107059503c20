-- Current definition of seamless_end_round (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.seamless_end_round(p_vendor text, p_member_id bigint, p_round_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare v_wallet record;
begin
  select balance, currency into v_wallet from ledger_accounts where owner_type = 'member' and member_id = p_member_id and purpose = 'wallet';
  if not found then
    raise exception 'SEAMLESS:PLAYER_NOT_FOUND';
  end if;
  insert into seamless_rounds (vendor_code, member_id, round_id) values (p_vendor, p_member_id, p_round_id) on conflict do nothing;
  return jsonb_build_object('balance', v_wallet.balance, 'currency', v_wallet.currency);
end $function$;
