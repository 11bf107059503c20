-- Current definition of sports_ticket_sig (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.sports_ticket_sig(p_ticket_id bigint)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  select string_agg(coalesce(s.outcome, '?'), ',' order by l.leg_no)
    from sports_ticket_legs l join sports_selections s on s.id = l.selection_id where l.ticket_id = p_ticket_id
$function$;
