-- Current definition of sports_lock_events (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.sports_lock_events(p_event_ids bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare v_id bigint;
begin
  foreach v_id in array coalesce((select array_agg(distinct x order by x) from unnest(p_event_ids) x), '{}') loop
    perform pg_advisory_xact_lock_shared(hashtext('sports_event'), (v_id % 2147483647)::int);
  end loop;
end $function$;
