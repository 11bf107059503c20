-- Current definition of agent_tree_on_insert (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.agent_tree_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  insert into agent_tree_paths (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
  if new.upline_id is not null then
    insert into agent_tree_paths (ancestor_id, descendant_id, depth)
      select ancestor_id, new.id, depth + 1 from agent_tree_paths where descendant_id = new.upline_id;
  end if;
  return new;
end $function$;
