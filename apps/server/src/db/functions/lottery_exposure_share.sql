-- Current definition of lottery_exposure_share (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.lottery_exposure_share(p_cap bigint, p_stripe integer)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select p_cap / 8 + case when p_stripe < p_cap % 8 then 1 else 0 end
$function$;
