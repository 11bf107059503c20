// SQL of the console's member administration (decision 044): the member search, a member's
// profile, ledger postings, sessions, logins and notes, the operator's lock, and one level of an
// agent's downline with its contracts.
import { sql, type RawBuilder } from 'kysely';
import { AGENT_USER_TYPES } from '@pavilion/contracts/constants';
import type { TMemberNoteKind, TMemberSearchQuery } from '@pavilion/contracts/member-admin';
import type { TDb } from '@/db/database.ts';

type TLimit = { limit: number; offset: number };

const SORT_COLUMNS = {
  createdAt: sql`m.created_at`,
  account: sql`lower(m.account)`,
  balance: sql`coalesce(w.balance, 0)`,
  lastLoginAt: sql`m.last_login_at`,
} as const;

/** `%part%` for ilike, with the pattern characters of the part escaped. */
function containsPattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchWhere(q: TMemberSearchQuery): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (q.q) {
    const p = containsPattern(q.q);
    parts.push(sql`(m.account ilike ${p} or m.mobile ilike ${p} or m.email ilike ${p})`);
  }
  if (q.status) {
    parts.push(sql`m.status = ${q.status}`);
  }
  if (q.registeredFrom) {
    parts.push(sql`m.created_at >= ${`${q.registeredFrom}T00:00:00Z`}::timestamptz`);
  }
  if (q.registeredTo) {
    parts.push(sql`m.created_at < ${`${q.registeredTo}T00:00:00Z`}::timestamptz + interval '1 day'`);
  }
  if (q.agent) {
    parts.push(sql`m.id in (select p.descendant_id from agent_tree_paths p
      join members a on a.id = p.ancestor_id
      where lower(a.account) = lower(${q.agent}) and p.depth >= 1)`);
  }
  return sql.join(parts, sql` and `);
}

export type TMemberListRow = {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  mobile: string | null;
  email: string | null;
  balance: number;
  currency: string;
  upline_account: string | null;
  created_at: Date;
  last_login_at: Date | null;
};

const LIST_COLUMNS = sql`m.id, m.account, m.nickname, m.type, m.status, m.mobile, m.email,
  coalesce(w.balance, 0) as balance, coalesce(w.currency, 'USD') as currency,
  u.account as upline_account, m.created_at, m.last_login_at`;
const LIST_JOINS = sql`left join ledger_accounts w on w.member_id = m.id and w.purpose = 'wallet'
  left join members u on u.id = m.upline_id`;

/**
 * One page of the search. The page's ids are chosen on `members` alone (the wallet joins only when
 * sorting by balance), and the wallet and upline are read for those rows only: a 50,000-member
 * team otherwise joins every row before the sort keeps twenty.
 */
export async function searchMembers(
  db: TDb,
  q: TMemberSearchQuery,
  page: TLimit,
): Promise<{ rows: TMemberListRow[]; total: number }> {
  const where = searchWhere(q);
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  const nulls = q.sort === 'lastLoginAt' ? sql`nulls last` : sql``;
  const order = sql`${SORT_COLUMNS[q.sort]} ${direction} ${nulls}, m.id ${direction}`;
  const wallet =
    q.sort === 'balance'
      ? sql`left join ledger_accounts w on w.member_id = m.id and w.purpose = 'wallet'`
      : sql``;
  const { rows } = await sql<TMemberListRow>`with picked as (
      select m.id from members m ${wallet} where ${where}
      order by ${order} limit ${page.limit} offset ${page.offset}
    )
    select ${LIST_COLUMNS} from picked join members m on m.id = picked.id ${LIST_JOINS}
    order by ${order}`.execute(db);
  const { rows: count } = await sql<{ n: number }>`select count(*)::bigint as n
    from members m where ${where}`.execute(db);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export type TMemberDetailRow = TMemberListRow & {
  locked_until: Date | null;
  must_change_password: boolean;
  full_name: string | null;
  birthday: string | null;
  dialing_code: string | null;
  id_number: string | null;
  payee_name: string | null;
  affiliate_code: string | null;
  telegram: string | null;
  line: string | null;
  whatsapp: string | null;
  wechat: string | null;
  zalo: string | null;
  facebook: string | null;
  qq_num: string | null;
  register_ip: string | null;
  register_domain: string | null;
  last_login_ip: string | null;
  login_count: number;
  vip_level: number | null;
  vip_name: string | null;
};

export async function findMemberDetail(db: TDb, id: number): Promise<TMemberDetailRow | undefined> {
  const { rows } = await sql<TMemberDetailRow>`select ${LIST_COLUMNS}, m.locked_until,
      m.must_change_password, m.full_name, to_char(m.birthday, 'YYYY-MM-DD') as birthday,
      m.dialing_code, m.id_number, m.payee_name, m.affiliate_code, m.telegram, m.line, m.whatsapp,
      m.wechat, m.zalo, m.facebook, m.qq_num, m.register_ip, m.register_domain, m.last_login_ip,
      m.login_count, v.level as vip_level, vl.name as vip_name
    from members m ${LIST_JOINS}
    left join vip_member_levels v on v.member_id = m.id
    left join vip_levels vl on vl.level = v.level
    where m.id = ${id}`.execute(db);
  return rows[0];
}

/** The member's uplines, the top-level agent first. */
export async function uplineChain(
  db: TDb,
  id: number,
): Promise<{ id: number; account: string; type: number }[]> {
  const { rows } = await sql<{ id: number; account: string; type: number }>`
    select a.id, a.account, a.type from agent_tree_paths p join members a on a.id = p.ancestor_id
    where p.descendant_id = ${id} and p.depth >= 1 order by p.depth desc`.execute(db);
  return rows;
}

export async function memberExists(
  db: TDb,
  id: number,
): Promise<{ account: string; type: number } | undefined> {
  return db.selectFrom('members').select(['account', 'type']).where('id', '=', id).executeTakeFirst();
}

export type TPostingRow = {
  id: number;
  transaction_id: number;
  kind: string;
  amount: number;
  balance_after: number;
  description: string;
  created_at: Date;
};

/** The wallet postings of the member, newest first. */
export async function listPostings(
  db: TDb,
  memberId: number,
  page: TLimit,
): Promise<{ rows: TPostingRow[]; total: number }> {
  const { rows } = await sql<TPostingRow>`
    select e.id, e.transaction_id, t.kind, e.amount, e.balance_after, t.description, e.created_at
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.member_id = ${memberId} and a.purpose = 'wallet'
    order by e.id desc limit ${page.limit} offset ${page.offset}`.execute(db);
  const { rows: count } = await sql<{ n: number }>`select count(*)::bigint as n
    from ledger_accounts a join ledger_entries e on e.account_id = a.id
    where a.member_id = ${memberId} and a.purpose = 'wallet'`.execute(db);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export function listLiveSessions(db: TDb, memberId: number, idleCutoff: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'kind', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', idleCutoff)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Revokes every session of the member still open; returns how many it ended. */
export async function revokeSessions(db: TDb, memberId: number): Promise<number> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .execute();
  return rows.length;
}

export async function listLogins(db: TDb, memberId: number, page: TLimit) {
  const rows = await db
    .selectFrom('login_attempts')
    .select(['id', 'created_at', 'ip', 'method', 'success', 'reason'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/**
 * The operator's lock: status disabled. Only from active, so two locks cannot both pass; false
 * when the member was not active.
 */
export async function setDisabled(db: TDb, memberId: number): Promise<boolean> {
  const done = await db
    .updateTable('members')
    .set({ status: 'disabled' })
    .where('id', '=', memberId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/**
 * Unlock: active again, and the login lock of failed attempts cleared too (the operator has
 * checked the account). False when there was no lock of either kind.
 */
export async function clearLocks(db: TDb, memberId: number): Promise<boolean> {
  const done = await db
    .updateTable('members')
    .set({ status: 'active', locked_until: null, failed_logins: 0 })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('status', '=', 'disabled'), eb('locked_until', '>', new Date())]))
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function insertNote(
  db: TDb,
  row: { memberId: number; operatorId: number; kind: TMemberNoteKind; body: string },
) {
  return db
    .insertInto('member_notes')
    .values({ member_id: row.memberId, operator_id: row.operatorId, kind: row.kind, body: row.body })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export const NOTES_LIMIT = 200;

export function listNotes(db: TDb, memberId: number) {
  return db
    .selectFrom('member_notes as n')
    .leftJoin('operators as o', 'o.id', 'n.operator_id')
    .select(['n.id', 'n.kind', 'n.body', 'o.username as operator', 'n.created_at'])
    .where('n.member_id', '=', memberId)
    .orderBy('n.id', 'desc')
    .limit(NOTES_LIMIT)
    .execute();
}

export type TTreeRow = {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  balance: number;
  direct_count: number;
  team_count: number;
};

const TREE_COLUMNS = sql`m.id, m.account, m.nickname, m.type, m.status, coalesce(w.balance, 0) as balance,
  (select count(*) from agent_tree_paths c where c.ancestor_id = m.id and c.depth = 1)::bigint as direct_count,
  (select count(*) from agent_tree_paths c where c.ancestor_id = m.id and c.depth >= 1)::bigint as team_count`;
const TREE_FROM = sql`members m left join ledger_accounts w on w.member_id = m.id and w.purpose = 'wallet'`;

export async function treeNode(db: TDb, id: number): Promise<TTreeRow | undefined> {
  const { rows } = await sql<TTreeRow>`select ${TREE_COLUMNS} from ${TREE_FROM} where m.id = ${id}`.execute(
    db,
  );
  return rows[0];
}

/**
 * One level: the direct downline of `parentId`, or the top-level agents when it is null (agents
 * with no upline). Agents first, then by account.
 */
export async function treeLevel(
  db: TDb,
  parentId: number | null,
  page: TLimit,
): Promise<{ rows: TTreeRow[]; total: number }> {
  const where =
    parentId === null
      ? sql`m.upline_id is null and m.type in (${sql.join([...AGENT_USER_TYPES])})`
      : sql`m.upline_id = ${parentId}`;
  const agentFirst = sql`case when m.type in (${sql.join([...AGENT_USER_TYPES])}) then 0 else 1 end`;
  const { rows } = await sql<TTreeRow>`select ${TREE_COLUMNS} from ${TREE_FROM} where ${where}
    order by ${agentFirst}, lower(m.account), m.id limit ${page.limit} offset ${page.offset}`.execute(db);
  const { rows: count } = await sql<{ n: number }>`select count(*)::bigint as n from members m
    where ${where}`.execute(db);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/** The contracts not ended (offered, active, termination requested) held by `memberIds`. */
export async function openContracts(
  db: TDb,
  memberIds: number[],
): Promise<{ id: number; kind: string; status: string; downline_id: number }[]> {
  if (memberIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('agent_contracts')
    .select(['id', 'kind', 'status', 'downline_id'])
    .where('downline_id', 'in', memberIds)
    .where('status', 'in', ['offered', 'active', 'termination_requested'])
    .orderBy('id')
    .execute();
}
