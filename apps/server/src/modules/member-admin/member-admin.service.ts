// Member administration for the console (issue 15, decision 044): search, a member's profile and
// histories, the operator's lock (ends every session; the login refuses a disabled account,
// login-guard.ts) and unlock with a reason kept in the member's notes, and the agent tree one
// level at a time with each node's open contracts.
import { isAgentType } from '@pavilion/contracts/constants';
import type {
  TAgentTree,
  TAgentTreeNode,
  TMemberDetail,
  TMemberLedger,
  TMemberLockReply,
  TMemberLogins,
  TMemberNote,
  TMemberNoteKind,
  TMemberPage,
  TMemberSearchQuery,
  TMemberSessions,
  TPageQuery,
} from '@pavilion/contracts/member-admin';
import type { TContractKind, TContractStatus } from '@pavilion/contracts/agent-contracts';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './member-admin.repo.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));
const limitOf = (q: TPageQuery) => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
const pages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

function listRow(r: repo.TMemberListRow) {
  return {
    id: r.id,
    account: r.account,
    nickname: r.nickname,
    type: r.type,
    status: r.status,
    mobile: r.mobile,
    email: r.email,
    balance: Number(r.balance),
    currency: r.currency,
    uplineAccount: r.upline_account,
    createdAt: iso(r.created_at),
    lastLoginAt: isoOrNull(r.last_login_at),
  };
}

export async function searchMembers(db: TDb, q: TMemberSearchQuery): Promise<TMemberPage> {
  const { rows, total } = await repo.searchMembers(db, q, limitOf(q));
  return {
    rows: rows.map(listRow),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    totalPages: pages(total, q.pageSize),
  };
}

async function existing(db: TDb, id: number) {
  const member = await repo.memberExists(db, id);
  if (!member) {
    throw new AppError('MEMBER_NOT_FOUND');
  }
  return member;
}

export async function memberDetail(db: TDb, id: number): Promise<TMemberDetail> {
  const r = await repo.findMemberDetail(db, id);
  if (!r) {
    throw new AppError('MEMBER_NOT_FOUND');
  }
  const messaging = Object.fromEntries(
    (['telegram', 'line', 'whatsapp', 'wechat', 'zalo', 'facebook', 'qq_num'] as const)
      .filter((k) => r[k])
      .map((k) => [k === 'qq_num' ? 'qq' : k, r[k] as string]),
  );
  return {
    ...listRow(r),
    lockedUntil: r.locked_until && new Date(r.locked_until) > new Date() ? iso(r.locked_until) : null,
    mustChangePassword: r.must_change_password,
    fullName: r.full_name,
    birthday: r.birthday,
    dialingCode: r.dialing_code,
    idNumber: r.id_number,
    payeeName: r.payee_name,
    affiliateCode: r.affiliate_code,
    messaging,
    registerIp: r.register_ip,
    registerDomain: r.register_domain,
    lastLoginIp: r.last_login_ip,
    loginCount: r.login_count,
    vipLevel: r.vip_level,
    vipName: r.vip_name,
    uplines: await repo.uplineChain(db, id),
    isAgent: isAgentType(r.type),
  };
}

export async function memberLedger(db: TDb, id: number, q: TPageQuery): Promise<TMemberLedger> {
  await existing(db, id);
  const { rows, total } = await repo.listPostings(db, id, limitOf(q));
  return {
    rows: rows.map((r) => ({
      id: r.id,
      transactionId: String(r.transaction_id),
      kind: r.kind,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      description: r.description,
      createdAt: iso(r.created_at),
    })),
    pageNo: q.pageNo,
    totalPages: pages(total, q.pageSize),
    total,
  };
}

export async function memberSessions(db: TDb, id: number, idleMinutes: number): Promise<TMemberSessions> {
  await existing(db, id);
  const rows = await repo.listLiveSessions(db, id, new Date(Date.now() - idleMinutes * 60_000));
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      ip: r.ip,
      userAgent: r.user_agent,
      createdAt: iso(r.created_at),
      lastSeenAt: iso(r.last_seen_at),
    })),
  };
}

export async function endSessions(db: TDb, id: number): Promise<number> {
  await existing(db, id);
  return repo.revokeSessions(db, id);
}

export async function memberLogins(db: TDb, id: number, q: TPageQuery): Promise<TMemberLogins> {
  await existing(db, id);
  const { rows, total } = await repo.listLogins(db, id, limitOf(q));
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      at: iso(r.created_at),
      ip: r.ip,
      method: r.method,
      success: r.success,
      reason: r.reason,
    })),
    pageNo: q.pageNo,
    totalPages: pages(total, q.pageSize),
    total,
  };
}

type TLockOpts = { memberId: number; operatorId: number; reason: string };

/** Locks the account (status disabled), ends its sessions and keeps the reason; one transaction. */
export async function lockMember(db: TDb, opts: TLockOpts): Promise<TMemberLockReply> {
  await existing(db, opts.memberId);
  return db.transaction().execute(async (trx) => {
    if (!(await repo.setDisabled(trx, opts.memberId))) {
      throw new AppError('MEMBER_LOCK_STATE');
    }
    await repo.insertNote(trx, { ...opts, kind: 'lock', body: opts.reason });
    const sessionsEnded = await repo.revokeSessions(trx, opts.memberId);
    return { status: 'disabled' as const, sessionsEnded };
  });
}

export async function unlockMember(db: TDb, opts: TLockOpts): Promise<TMemberLockReply> {
  await existing(db, opts.memberId);
  return db.transaction().execute(async (trx) => {
    if (!(await repo.clearLocks(trx, opts.memberId))) {
      throw new AppError('MEMBER_LOCK_STATE');
    }
    await repo.insertNote(trx, { ...opts, kind: 'unlock', body: opts.reason });
    return { status: 'active' as const, sessionsEnded: 0 };
  });
}

export async function addNote(
  db: TDb,
  opts: { memberId: number; operatorId: number; operator: string; body: string },
): Promise<TMemberNote> {
  await existing(db, opts.memberId);
  const row = await repo.insertNote(db, { ...opts, kind: 'note' });
  return {
    id: Number(row.id),
    kind: 'note',
    body: opts.body,
    operator: opts.operator,
    createdAt: iso(row.created_at),
  };
}

export async function listNotes(db: TDb, id: number): Promise<TMemberNote[]> {
  await existing(db, id);
  const rows = await repo.listNotes(db, id);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as TMemberNoteKind,
    body: r.body,
    operator: r.operator,
    createdAt: iso(r.created_at),
  }));
}

async function withContracts(db: TDb, rows: repo.TTreeRow[]): Promise<TAgentTreeNode[]> {
  const contracts = await repo.openContracts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    nickname: r.nickname,
    type: r.type,
    status: r.status,
    balance: Number(r.balance),
    directCount: Number(r.direct_count),
    teamCount: Number(r.team_count),
    contracts: contracts
      .filter((c) => Number(c.downline_id) === r.id)
      .map((c) => ({
        id: Number(c.id),
        kind: c.kind as TContractKind,
        status: c.status as TContractStatus,
      })),
  }));
}

/** The top-level agents (no upline), a page of them. */
export async function topAgents(db: TDb, q: TPageQuery): Promise<Omit<TAgentTree, 'agent' | 'breadcrumb'>> {
  const { rows, total } = await repo.treeLevel(db, null, limitOf(q));
  return {
    rows: await withContracts(db, rows),
    pageNo: q.pageNo,
    totalPages: pages(total, q.pageSize),
    total,
  };
}

/** An agent, the chain above it, and a page of its direct downline. */
export async function agentTree(db: TDb, id: number, q: TPageQuery): Promise<TAgentTree> {
  const node = await repo.treeNode(db, id);
  if (!node) {
    throw new AppError('MEMBER_NOT_FOUND');
  }
  if (!isAgentType(node.type)) {
    throw new AppError('NOT_AN_AGENT');
  }
  const { rows, total } = await repo.treeLevel(db, id, limitOf(q));
  const [agent, ...downline] = await withContracts(db, [node, ...rows]);
  const uplines = await repo.uplineChain(db, id);
  return {
    agent: agent!,
    breadcrumb: [...uplines, { id: node.id, account: node.account, type: node.type }],
    rows: downline,
    pageNo: q.pageNo,
    totalPages: pages(total, q.pageSize),
    total,
  };
}
