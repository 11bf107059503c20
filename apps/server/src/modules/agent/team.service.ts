// Team overview and team management (issue 12, spec §2.8): figures per period and the paged tree
// with drill-down. Every read is scoped to the agent's tree; a member id outside it answers
// MEMBER_NOT_IN_TEAM (404), the same as an id that does not exist.
import {
  TEAM_PERIODS,
  teamPeriodRanges,
  type TTeamMember,
  type TTeamMemberDetails,
  type TTeamMembers,
  type TTeamMembersQuery,
  type TTeamOverview,
} from '@pavilion/contracts/agent-team';
import type { TDb } from '@/db/database.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { depthInTree, downlineCounts, pathFrom } from './agent-tree.repo.ts';
import * as repo from './team-members.repo.ts';
import { teamFigures } from './team-overview.repo.ts';

const DAY_MS = 86_400_000;

export async function teamOverview(
  db: TDb,
  agentId: number,
  offsetMinutes: number,
  now = new Date(),
): Promise<TTeamOverview> {
  const ranges = teamPeriodRanges(now, offsetMinutes);
  const wallet = await memberWallet(db, agentId);
  const list = TEAM_PERIODS.map((period) => ({ period, ...ranges[period] }));
  const { size, figures } = await teamFigures(db, agentId, wallet.accountId, list);
  return {
    teamSize: size,
    periods: list.map((r, i) => ({
      period: r.period,
      from: r.from.toISOString(),
      to: r.to.toISOString(),
      ...figures[i]!,
    })),
  };
}

/** A yyyy-mm-dd day of the agent's clock as its first instant (or the next day's, for "to" bounds). */
function dayStart(day: string | undefined, offsetMinutes: number, next = false): Date | undefined {
  if (!day) {
    return undefined;
  }
  const [y, m, d] = day.split('-').map(Number);
  const utc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - offsetMinutes * 60_000;
  return new Date(next ? utc + DAY_MS : utc);
}

function toMember(row: repo.TTeamMemberRow, directCount: number): TTeamMember {
  return {
    id: Number(row.id),
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    depth: row.depth,
    uplineAccount: row.upline_account ?? null,
    directCount,
    balance: Number(row.balance ?? 0),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  };
}

export async function teamMembers(db: TDb, agentId: number, q: TTeamMembersQuery): Promise<TTeamMembers> {
  // drilling down: the chain from the agent to the chosen member, who must be in the tree
  const path = await pathFrom(db, agentId, q.parentId ?? agentId);
  if (path.length === 0) {
    throw new AppError('MEMBER_NOT_IN_TEAM');
  }
  const breadcrumb = path.map(({ id, account }) => ({ id, account }));
  const filter: repo.TTeamFilter = {
    agentId,
    parentId: q.parentId,
    username: q.username || undefined,
    depth: q.depth,
    type: q.type,
    status: q.status || undefined,
    registeredFrom: dayStart(q.registeredFrom, q.offsetMinutes),
    registeredBefore: dayStart(q.registeredTo, q.offsetMinutes, true),
    lastLoginFrom: dayStart(q.lastLoginFrom, q.offsetMinutes),
    lastLoginBefore: dayStart(q.lastLoginTo, q.offsetMinutes, true),
    minBalance: q.minBalance,
    maxBalance: q.maxBalance,
  };
  const [total, rows] = await Promise.all([
    repo.countTeamMembers(db, filter),
    repo.listTeamMembers(db, filter, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize }),
  ]);
  const counts = await downlineCounts(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    rows: rows.map((r) => toMember(r, counts.get(Number(r.id))?.direct ?? 0)),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    breadcrumb,
  };
}

export async function teamMemberDetails(
  db: TDb,
  agentId: number,
  memberId: number,
): Promise<TTeamMemberDetails> {
  const depth = await depthInTree(db, agentId, memberId);
  const row = depth !== null && depth >= 1 ? await repo.findTeamMember(db, agentId, memberId) : undefined;
  if (!row) {
    throw new AppError('MEMBER_NOT_IN_TEAM');
  }
  const [counts, path] = await Promise.all([downlineCounts(db, [memberId]), pathFrom(db, agentId, memberId)]);
  const size = counts.get(memberId) ?? { direct: 0, all: 0 };
  return {
    ...toMember(row, size.direct),
    teamCount: size.all,
    currency: row.currency ?? '',
    email: row.email,
    mobileNum: row.mobile,
    affiliateCode: row.affiliate_code,
    breadcrumb: path.map(({ id, account }) => ({ id, account })),
  };
}
