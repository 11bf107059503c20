-- Current definition of agent_tree_on_move (decision 060). Edit it here and run `npm run db:functions`;
-- the migrator re-creates it where the database differs. Never re-define it in a migration.
CREATE OR REPLACE FUNCTION public.agent_tree_on_move()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if new.upline_id is not distinct from old.upline_id then
    return new;
  end if;
  if new.upline_id is not null and exists (
    select 1 from agent_tree_paths where ancestor_id = new.id and descendant_id = new.upline_id
  ) then
    raise exception 'agent tree: member % cannot move under its own descendant %', new.id, new.upline_id
      using errcode = 'check_violation';
  end if;
  -- detach the subtree of new.id from its old uplines
  delete from agent_tree_paths p
    using agent_tree_paths sub, agent_tree_paths up
    where sub.ancestor_id = new.id and p.descendant_id = sub.descendant_id
      and up.descendant_id = new.id and up.depth > 0 and p.ancestor_id = up.ancestor_id;
  -- attach it under the new upline's chain
  if new.upline_id is not null then
    insert into agent_tree_paths (ancestor_id, descendant_id, depth)
      select up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
      from agent_tree_paths up, agent_tree_paths sub
      where up.descendant_id = new.upline_id and sub.ancestor_id = new.id;
  end if;
  return new;
end $function$;
