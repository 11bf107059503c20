// The agent's team reports (spec §2.8, decision 027): team betting, user profit and loss and
// account details over the agent's own tree, local dates [from, to] in the agent's time zone
// offset (the member records' rangeOf), a member filter by account (outside the tree →
// MEMBER_NOT_IN_TEAM, never data), the lobby's game types, server paging, totals of the filter.
import {
  AGENT_TRANSACTION_KINDS,
  type TTeamBets,
  type TTeamBetsQuery,
  type TTeamProfit,
  type TTeamProfitQuery,
  type TTeamTransactions,
  type TTeamTransactionsQuery,
} from '@pavilion/contracts/agent-reports';
import { GAME_CATEGORIES, type TGameCategory } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import {
  getCatalogueView,
  languageOf,
  resolveSources,
  vendorOf,
  type TCatalogueView,
} from '@/modules/games/catalogue.service.ts';
import { rangeOf } from '@/modules/records/records.service.ts';
import * as repo from './agent-reports.repo.ts';

const pages = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

async function memberOf(db: TDb, agentId: number, account: string | undefined): Promise<number | undefined> {
  if (account === undefined) {
    return undefined;
  }
  const member = await repo.findTreeMemberByAccount(db, agentId, account);
  if (!member) {
    throw new AppError('MEMBER_NOT_IN_TEAM');
  }
  return member.id;
}

async function betFilter(
  db: TDb,
  view: TCatalogueView,
  agentId: number,
  q: TTeamProfitQuery,
): Promise<repo.TTeamBetFilter> {
  if (q.gameType && !(GAME_CATEGORIES as readonly string[]).includes(q.gameType)) {
    throw new AppError('VALIDATION_FAILED', { fields: { gameType: 'unknown game type' } });
  }
  const range = rangeOf(q);
  const memberId = await memberOf(db, agentId, q.account);
  const sources = resolveSources(view, q.gameType as TGameCategory | undefined, q.vendor);
  return {
    agentId,
    ...range,
    ...(memberId !== undefined ? { memberId } : {}),
    ...(sources ? { sources } : {}),
  };
}

const totalsOf = (s: repo.TBetSumsRow) => ({
  bets: s.bets,
  stake: s.stake,
  validBet: s.valid,
  payout: s.payout,
  profitLoss: s.profit,
});

export async function teamBets(db: TDb, agentId: number, q: TTeamBetsQuery): Promise<TTeamBets> {
  const view = await getCatalogueView(db);
  const filter = await betFilter(db, view, agentId, q);
  const [rows, totals] = await Promise.all([
    repo.listTeamBets(db, filter, q.pageSize, (q.pageNo - 1) * q.pageSize),
    repo.teamBetTotals(db, filter),
  ]);
  const language = languageOf(q.language);
  return {
    rows: rows.map((r) => {
      const vendor = r.catalogue_vendor ? vendorOf(view, r.catalogue_vendor, r.game_type) : undefined;
      const name = language === 'CN' ? r.name_zh : language === 'KM' ? r.name_km : r.name_en;
      const stake = Number(r.amount);
      const win = Number(r.win_amount);
      const settled = r.status === 'settled';
      return {
        account: r.account,
        level: Number(r.depth),
        betId: r.bet_tx_id,
        vendor: vendor?.listedAs ?? r.catalogue_vendor ?? r.vendor_code,
        gameType: vendor?.gameType ?? r.game_type,
        gameName: name || r.name_en || r.game_code,
        stake,
        validBet: settled ? stake : 0,
        payout: settled ? win : r.status === 'rolled_back' ? stake : 0,
        profitLoss: settled ? win - stake : 0,
        status: r.status,
        placedAt: new Date(r.placed_at).toISOString(),
      };
    }),
    totals: totalsOf(totals),
    pageNo: q.pageNo,
    totalPages: pages(totals.bets, q.pageSize),
    total: totals.bets,
  };
}

export async function teamProfit(db: TDb, agentId: number, q: TTeamProfitQuery): Promise<TTeamProfit> {
  const view = await getCatalogueView(db);
  const filter = await betFilter(db, view, agentId, q);
  const { rows, totals } = await repo.memberProfitPage(db, filter, q.pageSize, (q.pageNo - 1) * q.pageSize);
  return {
    rows: rows.map((r) => ({
      account: r.account,
      level: r.depth,
      memberType: r.type,
      ...totalsOf(r),
    })),
    totals: { ...totalsOf(totals), members: totals.members },
    pageNo: q.pageNo,
    totalPages: pages(totals.members, q.pageSize),
    total: totals.members,
  };
}

export async function teamTransactions(
  db: TDb,
  agentId: number,
  q: TTeamTransactionsQuery,
): Promise<TTeamTransactions> {
  const range = rangeOf(q);
  const memberId = await memberOf(db, agentId, q.account);
  const filter: repo.TTeamEntryFilter = {
    agentId,
    ...range,
    ...(memberId !== undefined ? { memberId } : {}),
    kinds: q.kind ? [q.kind] : AGENT_TRANSACTION_KINDS,
  };
  const [rows, totals] = await Promise.all([
    repo.listTeamEntries(db, filter, q.pageSize, (q.pageNo - 1) * q.pageSize),
    repo.teamEntryTotals(db, filter),
  ]);
  return {
    rows: rows.map((r) => ({
      account: r.account,
      level: Number(r.depth),
      transactionId: String(r.transaction_id),
      kind: r.kind as TTeamTransactions['rows'][number]['kind'],
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      description: r.description,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    totals,
    pageNo: q.pageNo,
    totalPages: pages(totals.count, q.pageSize),
    total: totals.count,
  };
}
