-- Current definition of seamless_house_account (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.seamless_house_account(p_member_id bigint)
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE
AS $function$
declare v_id bigint;
begin
  select id into v_id from ledger_accounts where owner_type = 'house' and purpose = 'games' and shard = (p_member_id % 64)::int;
  return v_id;
end $function$;
