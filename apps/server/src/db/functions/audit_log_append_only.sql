-- Current definition of audit_log_append_only (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.audit_log_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
      end
    $function$;
