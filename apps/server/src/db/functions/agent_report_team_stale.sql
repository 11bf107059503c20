-- Current definition of agent_report_team_stale (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.agent_report_team_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if new.upline_id is distinct from old.upline_id then
    update agent_report_sums_state set team_ready = false where id = 1;
  end if;
  return new;
end $function$;
