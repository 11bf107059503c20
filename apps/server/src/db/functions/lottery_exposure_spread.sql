-- Current definition of lottery_exposure_spread (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.lottery_exposure_spread(p_total bigint, p_cap bigint, p_stripe integer)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select least(lottery_exposure_share(p_cap, p_stripe),
      greatest(0, p_total - (p_stripe * (p_cap / 8) + least(p_stripe, p_cap % 8))))
    + case when p_stripe = 0 then greatest(0, p_total - p_cap) else 0 end
$function$;
