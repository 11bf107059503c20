-- Current definition of bump_catalogue_revision (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.bump_catalogue_revision()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      update catalogue_revision set revision = revision + 1;
      return null;
    end
    $function$;
