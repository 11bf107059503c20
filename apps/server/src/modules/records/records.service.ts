// Member-centre records of spec §2.7: betting record, account record and profit and loss, over
// local dates [from, to] (tzOffset minutes east of UTC) with paging; totals cover the whole
// filtered range, not only the page. Game type and vendor filters mean what the lobby shows
// (categories after regrouping, in-house vendor cards), as the catalogue resolves them.
import {
  RECORDS_MAX_RANGE_DAYS,
  type TBetRecords,
  type TProfitReport,
  type TRecordsQuery,
  type TTransactionRecords,
  type TTransactionsQuery,
} from '@pavilion/contracts/records';
import { GAME_CATEGORIES, type TGameCategory } from '@pavilion/contracts/games';
import type { TLedgerKind } from '@pavilion/contracts/wallet';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import {
  getCatalogueView,
  languageOf,
  resolveSources,
  vendorOf,
  type TCatalogueView,
} from '@/modules/games/catalogue.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { INHOUSE_VENDOR_CODE } from '@/modules/vendors/inhouse-vendor.ts';
import * as repo from './records.repo.ts';

const DAY_MS = 86_400_000;

function parseDay(value: string, field: string): number {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  if (new Date(ms).toISOString().slice(0, 10) !== value) {
    throw new AppError('VALIDATION_FAILED', { fields: { [field]: 'not a calendar date' } });
  }
  return ms;
}

/** UTC bounds [fromUtc, toUtc) of local days from..to; refuses reversed or too-wide ranges. */
export function rangeOf(q: { from: string; to: string; tzOffset: number }): { fromUtc: Date; toUtc: Date } {
  const from = parseDay(q.from, 'from');
  const to = parseDay(q.to, 'to');
  if (to < from) {
    throw new AppError('VALIDATION_FAILED', { fields: { to: 'must not be before from' } });
  }
  if ((to - from) / DAY_MS + 1 > RECORDS_MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { from: `range over ${RECORDS_MAX_RANGE_DAYS} days` },
    });
  }
  const shift = q.tzOffset * 60_000;
  return { fromUtc: new Date(from - shift), toUtc: new Date(to + DAY_MS - shift) };
}

function sourcesOf(view: TCatalogueView, q: TRecordsQuery) {
  if (q.gameType && !(GAME_CATEGORIES as readonly string[]).includes(q.gameType)) {
    throw new AppError('VALIDATION_FAILED', { fields: { gameType: 'unknown game type' } });
  }
  return resolveSources(view, q.gameType as TGameCategory | undefined, q.vendor);
}

const pages = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/** The category and vendor card a bet shows under; bets of games not in the catalogue show as stored. */
function shownAs(
  view: TCatalogueView,
  gameType: string,
  catalogueVendor: string | null,
  seamlessVendor: string,
) {
  const vendor = catalogueVendor ? vendorOf(view, catalogueVendor, gameType) : undefined;
  return {
    gameType: vendor?.gameType ?? gameType,
    vendor: vendor?.listedAs ?? catalogueVendor ?? seamlessVendor,
  };
}

export async function betRecords(db: TDb, memberId: number, q: TRecordsQuery): Promise<TBetRecords> {
  const view = await getCatalogueView(db);
  const sources = sourcesOf(view, q);
  const filter: repo.TBetFilter = { memberId, ...rangeOf(q), ...(sources ? { sources } : {}) };
  const [rows, totals] = await Promise.all([
    repo.listBets(db, filter, q.pageSize, (q.pageNo - 1) * q.pageSize),
    repo.betTotals(db, filter),
  ]);
  const language = languageOf(q.language);
  return {
    rows: rows.map((r) => {
      const name = language === 'CN' ? r.name_zh : language === 'KM' ? r.name_km : r.name_en;
      const stake = Number(r.amount);
      const payout = Number(r.payout);
      return {
        betId: r.bet_tx_id,
        roundId: r.vendor_code === INHOUSE_VENDOR_CODE ? r.round_id : null,
        ...shownAs(view, r.game_type, r.catalogue_vendor, r.vendor_code),
        gameCode: r.game_code,
        gameName: name ?? r.name_en ?? r.game_code,
        stake,
        payout,
        net: payout - stake,
        status: r.status,
        placedAt: new Date(r.placed_at).toISOString(),
        settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
      };
    }),
    totals: { ...totals, net: totals.payout - totals.stake },
    pageNo: q.pageNo,
    totalPages: pages(totals.count, q.pageSize),
  };
}

export async function transactionRecords(
  db: TDb,
  memberId: number,
  q: TTransactionsQuery,
): Promise<TTransactionRecords> {
  const wallet = await memberWallet(db, memberId);
  const filter: repo.TEntryFilter = {
    accountId: wallet.accountId,
    ...rangeOf(q),
    ...(q.kind ? { kind: q.kind } : {}),
  };
  const [rows, totals] = await Promise.all([
    repo.listEntries(db, filter, q.pageSize, (q.pageNo - 1) * q.pageSize),
    repo.entryTotals(db, filter),
  ]);
  const language = languageOf(q.language);
  return {
    rows: rows.map((r) => ({
      transactionId: String(r.transaction_id),
      kind: r.kind as TLedgerKind,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      description: r.description,
      gameName:
        r.name_en === null
          ? null
          : (language === 'CN' ? r.name_zh : language === 'KM' ? r.name_km : r.name_en) || r.name_en,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    totals,
    pageNo: q.pageNo,
    totalPages: pages(totals.count, q.pageSize),
  };
}

export async function profitReport(db: TDb, memberId: number, q: TRecordsQuery): Promise<TProfitReport> {
  const view = await getCatalogueView(db);
  const sources = sourcesOf(view, q);
  const filter: repo.TBetFilter = { memberId, ...rangeOf(q), ...(sources ? { sources } : {}) };
  const groups = new Map<
    string,
    { date: string; gameType: string; bets: number; stake: number; payout: number }
  >();
  for (const r of await repo.betDays(db, filter, q.tzOffset)) {
    const gameType = shownAs(view, r.game_type, r.catalogue_vendor, '').gameType;
    const key = `${r.day}|${gameType}`;
    const g = groups.get(key) ?? { date: r.day, gameType, bets: 0, stake: 0, payout: 0 };
    g.bets += Number(r.bets);
    g.stake += Number(r.stake);
    g.payout += Number(r.payout);
    groups.set(key, g);
  }
  const all = [...groups.values()]
    .sort((a, b) => b.date.localeCompare(a.date) || a.gameType.localeCompare(b.gameType))
    .map((g) => ({ ...g, net: g.payout - g.stake }));
  const totals = all.reduce(
    (t, g) => ({
      count: t.count + g.bets,
      stake: t.stake + g.stake,
      payout: t.payout + g.payout,
      net: t.net + g.net,
    }),
    {
      count: 0,
      stake: 0,
      payout: 0,
      net: 0,
    },
  );
  const start = (q.pageNo - 1) * q.pageSize;
  return {
    rows: all.slice(start, start + q.pageSize),
    totals,
    pageNo: q.pageNo,
    totalPages: pages(all.length, q.pageSize),
  };
}
