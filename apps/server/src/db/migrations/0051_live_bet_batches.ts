// Live tables at scale (issue 17, decision 050 addendum): bets that arrive within a few ms of each
// other at one table are written as a group in one transaction, and a settled round's wins are sent
// to the wallet in groups. Each function is one round trip for the whole group; inside, each item is
// its own sub-transaction (`begin … exception`), so a wallet refusal (INSUFFICIENT_FUNDS,
// SESSION_EXPIRED: errcode P0001) undoes only that item and is answered to its own request.
// Each item still goes through the wallet's own functions (seamless_bet / seamless_win of 0005, which
// post to the ledger) under the ids the single calls use (`lb<id>-bet`, `lb<id>-win`, round `lb<id>`)
// and the same parameter fingerprints as `seamless.service.ts` (sha256 of the JSON array of the
// operation and its parameters), so a replay by either path finds the same transaction.
// Callers order the items by the house shard (member id mod 8), then member: the order in which the
// postings lock their accounts, so two groups never wait on each other in a cycle.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create function live_place_bets(p_vendor text, p_idle_cutoff timestamptz, p_items jsonb)
returns jsonb language plpgsql as $f$
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
end $f$;

create function live_pay_wins(p_vendor text, p_items jsonb) returns jsonb language plpgsql as $f$
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
end $f$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists live_place_bets(text, timestamptz, jsonb), live_pay_wins(text, jsonb)`.execute(
    db,
  );
}
