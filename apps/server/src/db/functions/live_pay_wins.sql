-- Current definition of live_pay_wins (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.live_pay_wins(p_vendor text, p_items jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_item jsonb; v_id bigint; v_member bigint; v_amount bigint; v_out jsonb := '[]'::jsonb;
begin
  for v_item in select e.value from jsonb_array_elements(p_items) with ordinality as e(value, n) order by e.n loop
    v_id := (v_item->>'id')::bigint;
    v_member := (v_item->>'memberId')::bigint;
    v_amount := (v_item->>'amount')::bigint;
    begin
      perform seamless_win(p_vendor, 'lb' || v_id || '-win',
        encode(sha256(convert_to('["win","' || v_member || '","lb' || v_id || '-bet","lb' || v_id || '",'
          || v_amount || ',true]', 'UTF8')), 'hex'),
        v_member, 'lb' || v_id || '-bet', 'lb' || v_id, v_amount, true);
      update live_bets set wallet_done = true where id = v_id;
      v_out := v_out || jsonb_build_array(jsonb_build_object('id', v_id));
    exception when sqlstate 'P0001' or sqlstate '22003' then
      v_out := v_out || jsonb_build_array(jsonb_build_object('id', v_id, 'error', sqlerrm));
    end;
  end loop;
  return v_out;
end $function$;
