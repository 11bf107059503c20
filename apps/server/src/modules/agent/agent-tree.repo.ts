// Reads of the agent tree (closure table agent_tree_paths, migration 0017, decision 024). Every
// agent endpoint scopes its rows with these: a member outside the agent's tree is never read.
import type { TDb } from '@/db/database.ts';

/** True when `memberId` is in the tree of `agentId` at depth >= minDepth (0 counts the agent itself). */
export async function isInTree(db: TDb, agentId: number, memberId: number, minDepth = 1): Promise<boolean> {
  const row = await db
    .selectFrom('agent_tree_paths')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined && row.depth >= minDepth;
}

/** Depth of `memberId` below `agentId`, or null when outside the tree. */
export async function depthInTree(db: TDb, agentId: number, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('agent_tree_paths')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .executeTakeFirst();
  return row === undefined ? null : row.depth;
}

/** The uplines of a member, nearest first (depth 1 = direct upline). */
export async function uplinesOf(db: TDb, memberId: number): Promise<{ id: number; depth: number }[]> {
  const rows = await db
    .selectFrom('agent_tree_paths')
    .select(['ancestor_id as id', 'depth'])
    .where('descendant_id', '=', memberId)
    .where('depth', '>', 0)
    .orderBy('depth')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), depth: r.depth }));
}
