-- Current definition of member_bet_refusal (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.member_bet_refusal(p_member_id bigint, p_stake bigint)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  -- The player-protection rules on one bet (decisions 074, 075), the one home of both: a time-out or
  -- self-exclusion in force refuses it, an operator's stake cap below its stake refuses it; null lets
  -- it through. Its callers hold the member's wallet row locked, in the bet's transaction.
  select case
      when p.excluded_until is not null then
        'SELF_EXCLUDED:' || to_char(p.excluded_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      when r.max_stake is not null and p_stake > r.max_stake then 'STAKE_LIMIT_EXCEEDED:' || r.max_stake
    end
    from (select p_member_id as member_id) m
    left join member_protection p on p.member_id = m.member_id and p.excluded_until > now()
    left join member_restrictions r on r.member_id = m.member_id
$function$;
