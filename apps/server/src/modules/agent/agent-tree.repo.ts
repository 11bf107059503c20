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

/**
 * The chain from `agentId` down to `memberId`, the agent first (the team management breadcrumb).
 * Empty when `memberId` is not in the agent's tree (depth 0 = the agent alone).
 */
export async function pathFrom(
  db: TDb,
  agentId: number,
  memberId: number,
): Promise<{ id: number; account: string; depth: number }[]> {
  const rows = await db
    .selectFrom('agent_tree_paths as up')
    .innerJoin('agent_tree_paths as inside', (j) =>
      j.onRef('inside.descendant_id', '=', 'up.ancestor_id').on('inside.ancestor_id', '=', agentId),
    )
    .innerJoin('members as m', 'm.id', 'up.ancestor_id')
    .select(['m.id', 'm.account', 'inside.depth'])
    .where('up.descendant_id', '=', memberId)
    .orderBy('inside.depth')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), account: r.account, depth: r.depth }));
}

/** Direct and all-level downline counts of each of `memberIds` (one grouped read). */
export async function downlineCounts(
  db: TDb,
  memberIds: number[],
): Promise<Map<number, { direct: number; all: number }>> {
  const counts = new Map<number, { direct: number; all: number }>();
  if (memberIds.length === 0) {
    return counts;
  }
  const rows = await db
    .selectFrom('agent_tree_paths')
    .select((eb) => [
      'ancestor_id',
      eb.fn.countAll<string>().as('all'),
      eb.fn.count<string>('descendant_id').filterWhere('depth', '=', 1).as('direct'),
    ])
    .where('ancestor_id', 'in', memberIds)
    .where('depth', '>=', 1)
    .groupBy('ancestor_id')
    .execute();
  for (const r of rows) {
    counts.set(Number(r.ancestor_id), { direct: Number(r.direct), all: Number(r.all) });
  }
  return counts;
}
