// The sportsbook's per-bet read as a plpgsql function (issue 16 scale, decision 048 addendum
// "set-based placement", left item): tickets.repo slipRead sent the same statement, unnamed, for every
// bet, and PostgreSQL planned it each time (0.24–0.58 ms of a bet's ~1 ms of database time, measured
// at stop 24). A plpgsql function keeps its statement's plan for the session (the pool's connection),
// so a bet pays the execution only. Same rows as the statement it replaces: the member's ticket under
// the request id (on every row; one row of nulls but that when no selection is found), each selection
// with its market and event, and the member's open stake on each of those events.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create function sports_slip_read(p_member_id bigint, p_request_id text, p_ids bigint[])
returns table(existing bigint, selection_id bigint, key text, label text, odds1000 integer, outcome text,
  market_id bigint, kind text, line_q integer, param integer, market_status text, event_id bigint,
  event_status text, sport text, vertical text, closes_at timestamptz, league text, home text, away text,
  starts_at timestamptz, open_stake numeric)
language plpgsql stable as $f$
#variable_conflict use_column
begin
  return query
    select (select t.id from sports_tickets t where t.member_id = p_member_id and t.request_id = p_request_id),
        x.*
      from (values (1)) one(v)
      left join lateral (
        select s.id, s.key, s.label, s.odds1000, s.outcome, m.id, m.kind, m.line_q, m.param, m.status,
            e.id, e.status, e.sport, e.vertical, e.closes_at, e.league, e.home, e.away, e.starts_at,
            (select coalesce(sum(t.stake_total), 0) from sports_tickets t
               where t.member_id = p_member_id and t.status = 'open'
                 and exists (select 1 from sports_ticket_legs l where l.ticket_id = t.id and l.event_id = e.id))
          from sports_selections s
          join sports_markets m on m.id = s.market_id
          join sports_events e on e.id = m.event_id
          where s.id = any(p_ids)
      ) x on true;
end $f$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists sports_slip_read(bigint, text, bigint[])`.execute(db);
}
