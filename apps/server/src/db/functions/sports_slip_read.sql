-- Current definition of sports_slip_read (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.sports_slip_read(p_member_id bigint, p_request_id text, p_ids bigint[])
 RETURNS TABLE(existing bigint, selection_id bigint, key text, label text, odds1000 integer, outcome text, market_id bigint, kind text, line_q integer, param integer, market_status text, event_id bigint, event_status text, sport text, vertical text, closes_at timestamp with time zone, league text, home text, away text, starts_at timestamp with time zone, open_stake numeric)
 LANGUAGE plpgsql
 STABLE
AS $function$
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
end $function$;
