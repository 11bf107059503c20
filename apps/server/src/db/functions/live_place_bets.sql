-- Current definition of live_place_bets (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.live_place_bets(p_vendor text, p_idle_cutoff timestamp with time zone, p_items jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_item jsonb; v_row live_bets; v_wallet jsonb; v_out jsonb := '[]'::jsonb;
begin
  for v_item in select e.value from jsonb_array_elements(p_items) with ordinality as e(value, n) order by e.n loop
    begin
      insert into live_bets (round_id, table_id, member_id, bets, stake, placed_at)
        values ((v_item->>'roundId')::bigint, v_item->>'tableId', (v_item->>'memberId')::bigint,
          v_item->'bets', (v_item->>'stake')::bigint, (v_item->>'placedAt')::timestamptz)
        returning * into v_row;
      v_wallet := seamless_bet(p_vendor, 'lb' || v_row.id || '-bet',
        encode(sha256(convert_to('["bet","' || v_row.member_id || '","lb' || v_row.id || '","'
          || v_row.table_id || '",' || v_row.stake || ']', 'UTF8')), 'hex'),
        v_row.member_id, decode(v_item->>'tokenHash', 'hex'), p_idle_cutoff, 'lb' || v_row.id,
        v_row.table_id, v_row.stake);
      v_out := v_out || jsonb_build_array(jsonb_build_object('id', v_row.id, 'placedAt', v_row.placed_at,
        'balance', v_wallet->'balance'));
    exception when sqlstate 'P0001' or sqlstate '22003' then
      v_out := v_out || jsonb_build_array(jsonb_build_object('error', sqlerrm, 'sqlstate', sqlstate));
    end;
  end loop;
  return v_out;
end $function$;
