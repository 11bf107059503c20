-- Current definition of seamless_replay (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.seamless_replay(p_vendor text, p_tx_id text, p_op text, p_fingerprint text, p_member_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare v record; v_tx bigint; v_balance bigint; v_currency text;
begin
  select op, fingerprint, result into v from seamless_transactions where vendor_code = p_vendor and vendor_tx_id = p_tx_id;
  if not found or v.op <> p_op or v.fingerprint <> p_fingerprint then
    raise exception 'SEAMLESS:DUPLICATE_TRANSACTION';
  end if;
  if v.result ? 'error' then
    return v.result;
  elsif v.result is not null then
    return v.result || '{"replayed": true}'::jsonb;
  end if;
  select t.id, e.balance_after, a.currency into v_tx, v_balance, v_currency from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.member_id = p_member_id and a.purpose = 'wallet'
    where t.idempotency_key = 'seamless:' || p_vendor || ':' || p_tx_id;
  if not found then
    raise exception 'SEAMLESS:DUPLICATE_TRANSACTION';
  end if;
  return jsonb_build_object('balance', v_balance, 'currency', v_currency, 'platformTransactionId', v_tx::text, 'replayed', true);
end $function$;
