// The agent tree as a closure table (decision 024): one row per (ancestor, descendant) pair with
// the number of levels between them, a depth-0 row for every member. "Everyone under agent X" and
// "is Y in X's tree" are one indexed lookup, never a walk up or down members.upline_id.
// Triggers keep it in step with members.upline_id, whatever code path inserts or moves a member,
// and refuse a move that would put a member under its own descendant.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table agent_tree_paths (
    ancestor_id bigint not null references members (id) on delete cascade,
    descendant_id bigint not null references members (id) on delete cascade,
    depth int not null check (depth >= 0),
    primary key (ancestor_id, descendant_id)
  )`.execute(db);
  // the tree of an agent, level by level (team management drill-down, reports by level)
  await sql`create index agent_tree_paths_ancestor_depth_idx on agent_tree_paths (ancestor_id, depth, descendant_id)`.execute(
    db,
  );
  // the uplines of a member (who is paid a rate difference, whose tree a member is in)
  await sql`create index agent_tree_paths_descendant_idx on agent_tree_paths (descendant_id, depth)`.execute(
    db,
  );

  await sql`with recursive chain (ancestor_id, descendant_id, depth) as (
      select id, id, 0 from members
      union all
      select m.upline_id, c.descendant_id, c.depth + 1
      from chain c join members m on m.id = c.ancestor_id
      where m.upline_id is not null and c.depth < 1000
    )
    insert into agent_tree_paths (ancestor_id, descendant_id, depth)
    select ancestor_id, descendant_id, depth from chain`.execute(db);

  await sql
    .raw(
      `create function agent_tree_on_insert() returns trigger language plpgsql as $f$
begin
  insert into agent_tree_paths (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
  if new.upline_id is not null then
    insert into agent_tree_paths (ancestor_id, descendant_id, depth)
      select ancestor_id, new.id, depth + 1 from agent_tree_paths where descendant_id = new.upline_id;
  end if;
  return new;
end $f$;`,
    )
    .execute(db);
  await sql
    .raw(
      `create function agent_tree_on_move() returns trigger language plpgsql as $f$
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
end $f$;`,
    )
    .execute(db);
  await sql`create trigger members_agent_tree_insert after insert on members
    for each row execute function agent_tree_on_insert()`.execute(db);
  await sql`create trigger members_agent_tree_move after update of upline_id on members
    for each row execute function agent_tree_on_move()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists members_agent_tree_move on members`.execute(db);
  await sql`drop trigger if exists members_agent_tree_insert on members`.execute(db);
  await sql`drop function if exists agent_tree_on_move()`.execute(db);
  await sql`drop function if exists agent_tree_on_insert()`.execute(db);
  await sql`drop table if exists agent_tree_paths`.execute(db);
}
