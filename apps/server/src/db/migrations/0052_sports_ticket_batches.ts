// Sportsbook placement at scale (issue 16, decision 048 addendum): the tickets that arrive while one
// group's transaction runs are placed as the next group, in ONE statement (one transaction, one
// commit) by sports_place_tickets. The group's events are locked first, shared and in id order for
// the whole group (sports_lock_events), so two groups and the feed's exclusive steps never wait on
// each other in a cycle; then each ticket goes through sports_place_ticket (migration 0039: the same
// checks under the locks, the same ledger key `seamless:SPORTSBOOK:sb<id>-bet`, the same replay by
// member and request id) in its own sub-transaction (`begin … exception`), so one refused ticket
// (odds changed, suspended, insufficient funds, session expired, duplicate) leaves nothing behind
// and the others stand. A deadlock or serialization failure is not caught: the whole group fails
// and the caller retries it once.
// p_items: [{memberId, sessionId, idleCutoff, requestId, ticket, legs}] (sports_place_ticket's
// arguments), ordered by the caller by house shard then member (the order in which the postings
// lock their accounts). Returns, in item order, sports_place_ticket's result or {error, sqlstate}.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create function sports_place_tickets(p_items jsonb) returns jsonb language plpgsql as $f$
declare
  v_item jsonb; v_out jsonb := '[]'::jsonb;
begin
  -- every event of the group, shared, in id order, held to commit (a sub-transaction's own
  -- re-take of one of these is released with it, these stay)
  perform sports_lock_events(array(
    select (l->>'eventId')::bigint from jsonb_array_elements(p_items) i, jsonb_array_elements(i->'legs') l));
  for v_item in select e.value from jsonb_array_elements(p_items) with ordinality as e(value, n) order by e.n loop
    begin
      v_out := v_out || jsonb_build_array(sports_place_ticket((v_item->>'memberId')::bigint,
        (v_item->>'sessionId')::bigint, (v_item->>'idleCutoff')::timestamptz, v_item->>'requestId',
        v_item->'ticket', v_item->'legs'));
    exception when sqlstate 'P0001' or sqlstate '22003' or sqlstate '23505' then
      v_out := v_out || jsonb_build_array(jsonb_build_object('error', sqlerrm, 'sqlstate', sqlstate));
    end;
  end loop;
  return v_out;
end $f$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists sports_place_tickets(jsonb)`.execute(db);
}
