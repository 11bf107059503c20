// Team management reads (decision 024): the members of an agent's tree, filtered and paged in SQL,
// always joined through agent_tree_paths with ancestor_id = the agent so no row outside the tree
// can be returned whatever the filters say.
import type { TDb } from '@/db/database.ts';

export type TTeamFilter = {
  agentId: number;
  /** only the direct downline of this member (already checked to be in the tree) */
  parentId?: number | undefined;
  username?: string | undefined;
  depth?: number | undefined;
  type?: number | undefined;
  status?: 'active' | 'disabled' | undefined;
  registeredFrom?: Date | undefined;
  registeredBefore?: Date | undefined;
  lastLoginFrom?: Date | undefined;
  lastLoginBefore?: Date | undefined;
  minBalance?: number | undefined;
  maxBalance?: number | undefined;
};

/** `text` as a literal inside an ILIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filtered(db: TDb, f: TTeamFilter) {
  let q = db
    .selectFrom('agent_tree_paths as p')
    .innerJoin('members as m', 'm.id', 'p.descendant_id')
    .leftJoin('ledger_accounts as w', (j) =>
      j.onRef('w.member_id', '=', 'm.id').on('w.purpose', '=', 'wallet'),
    )
    .where('p.ancestor_id', '=', f.agentId)
    .where('p.depth', '>=', 1);
  if (f.parentId !== undefined) {
    const parentId = f.parentId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('agent_tree_paths as d')
          .select('d.depth')
          .where('d.ancestor_id', '=', parentId)
          .where('d.depth', '=', 1)
          .whereRef('d.descendant_id', '=', 'm.id'),
      ),
    );
  }
  if (f.username) {
    q = q.where((eb) =>
      eb.or([
        eb('m.account', 'ilike', `%${likeLiteral(f.username ?? '')}%`),
        eb('m.nickname', 'ilike', `%${likeLiteral(f.username ?? '')}%`),
      ]),
    );
  }
  if (f.depth !== undefined) {
    q = q.where('p.depth', '=', f.depth);
  }
  if (f.type !== undefined) {
    q = q.where('m.type', '=', f.type);
  }
  if (f.status) {
    q = q.where('m.status', '=', f.status);
  }
  if (f.registeredFrom) {
    q = q.where('m.created_at', '>=', f.registeredFrom);
  }
  if (f.registeredBefore) {
    q = q.where('m.created_at', '<', f.registeredBefore);
  }
  if (f.lastLoginFrom) {
    q = q.where('m.last_login_at', '>=', f.lastLoginFrom);
  }
  if (f.lastLoginBefore) {
    q = q.where('m.last_login_at', '<', f.lastLoginBefore);
  }
  if (f.minBalance !== undefined) {
    q = q.where('w.balance', '>=', f.minBalance);
  }
  if (f.maxBalance !== undefined) {
    q = q.where('w.balance', '<=', f.maxBalance);
  }
  return q;
}

export async function countTeamMembers(db: TDb, f: TTeamFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const COLUMNS = [
  'm.id',
  'm.account',
  'm.nickname',
  'm.type',
  'p.depth',
  'm.status',
  'm.created_at',
  'm.last_login_at',
  'm.email',
  'm.mobile',
  'm.affiliate_code',
  'w.balance',
  'w.currency',
] as const;

export function listTeamMembers(db: TDb, f: TTeamFilter, page: { limit: number; offset: number }) {
  return filtered(db, f)
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select([...COLUMNS, 'u.account as upline_account'])
    .orderBy('p.depth')
    .orderBy('m.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type TTeamMemberRow = Awaited<ReturnType<typeof listTeamMembers>>[number];

/** One member of the agent's tree (depth >= 1), or undefined outside it. */
export function findTeamMember(db: TDb, agentId: number, memberId: number) {
  return filtered(db, { agentId })
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select([...COLUMNS, 'u.account as upline_account'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}
