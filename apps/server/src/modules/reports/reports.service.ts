// The console reports (reports.read, decision 045): the range rules, a JSON page with the range's
// totals, and the CSV export read in keyset pages and yielded line by line, so the whole result is
// never held in memory (PGlite has no server-side cursor; keyset pages work on both databases).
// The CSV is for spreadsheets (issue 25): money in major units with the currency's decimals, a
// currency column, UTF-8 with a byte-order mark, cells defused against formulas (shared/csv.ts).
import { minorToPlain } from '@pavilion/contracts/amount-format';
import {
  REPORT_COLUMNS,
  REPORT_MAX_DAYS,
  REPORT_MONEY_COLUMNS,
  type TReportCsvQuery,
  type TReportName,
  type TReportQuery,
  type TReportRow,
} from '@pavilion/contracts/reports';
import type { TDb } from '@/db/database.ts';
import { getMerchantConfig } from '@/modules/site/site.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { CSV_BOM, csvLine } from '@/shared/csv.ts';
import * as repo from './reports.repo.ts';

const DAY_MS = 86_400_000;
/** Groups per keyset page of the CSV export. */
export const CSV_PAGE_ROWS = 1000;

const n = (v: unknown) => Number(v ?? 0);
const s = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** [from 00:00, the day after `to` 00:00) UTC; REPORT_RANGE_INVALID for a day that does not exist, a reversed or too long range. */
export function rangeOf(q: { from: string; to: string }): repo.TRange {
  const from = new Date(`${q.from}T00:00:00Z`);
  const last = new Date(`${q.to}T00:00:00Z`);
  const real = (d: Date, text: string) => !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
  if (!real(from, q.from) || !real(last, q.to) || last < from) {
    throw new AppError('REPORT_RANGE_INVALID');
  }
  const to = new Date(last.getTime() + DAY_MS);
  if ((to.getTime() - from.getTime()) / DAY_MS > REPORT_MAX_DAYS) {
    throw new AppError('REPORT_RANGE_INVALID');
  }
  return { from, to };
}

type TReportDef = {
  /** rows are keyed by day first: the export reads a day at a time (each day's bets once) */
  byDay: boolean;
  rows: (db: TDb, r: repo.TRange, opts: repo.TPageOpts) => Promise<repo.TRawRow[]>;
  toRow: (raw: repo.TRawRow) => TReportRow;
  keyOf: (raw: repo.TRawRow) => repo.TKey;
  countAndTotals: (db: TDb, r: repo.TRange) => Promise<{ total: number; totals: Record<string, number> }>;
};

const ggrRow = (r: repo.TRawRow) => ({
  day: String(r.day),
  vendor: s(r.vendor),
  gameType: s(r.game_type),
  gameCode: s(r.game_code),
  bets: n(r.bets),
  stake: n(r.stake),
  payout: n(r.payout),
  ggr: n(r.stake) - n(r.payout),
});

function ggrDef(name: 'ggr-vendor' | 'ggr-game-type' | 'ggr-game'): TReportDef {
  return {
    byDay: true,
    rows: (db, r, opts) => repo.ggrRows(db, name, r, opts),
    toRow: ggrRow,
    keyOf: (r) =>
      name === 'ggr-game-type'
        ? [String(r.day), String(r.game_type)]
        : name === 'ggr-vendor'
          ? [String(r.day), String(r.vendor)]
          : [String(r.day), String(r.vendor), String(r.game_code)],
    countAndTotals: async (db, r) => {
      const [total, t] = await Promise.all([repo.ggrCount(db, name, r), repo.ggrTotals(db, r)]);
      const ggr = n(t.stake) - n(t.payout);
      return {
        total,
        totals: {
          bets: n(t.bets),
          stake: n(t.stake),
          payout: n(t.payout),
          ggr,
          bonuses: n(t.bonuses),
          ngr: ggr - n(t.bonuses),
        },
      };
    },
  };
}

const REPORTS: Record<TReportName, TReportDef> = {
  'ggr-vendor': ggrDef('ggr-vendor'),
  'ggr-game-type': ggrDef('ggr-game-type'),
  'ggr-game': ggrDef('ggr-game'),
  'cash-channels': {
    byDay: true,
    rows: repo.cashRows,
    toRow: (r) => ({
      day: String(r.day),
      direction: r.direction === 'withdrawal' ? 'withdrawal' : 'deposit',
      channel: String(r.channel),
      count: n(r.count),
      amount: n(r.amount),
    }),
    keyOf: (r) => [String(r.day), String(r.direction), String(r.channel)],
    countAndTotals: async (db, r) => {
      const [total, t] = await Promise.all([repo.cashCount(db, r), repo.cashTotals(db, r)]);
      return {
        total,
        totals: {
          depositCount: n(t.deposit_count),
          deposits: n(t.deposits),
          withdrawalCount: n(t.withdrawal_count),
          withdrawals: n(t.withdrawals),
          net: n(t.deposits) - n(t.withdrawals),
        },
      };
    },
  },
  'player-pnl': {
    byDay: false,
    rows: repo.pnlRows,
    toRow: (r) => ({ memberId: n(r.member_id), account: String(r.account), ...pnlSums(r) }),
    keyOf: (r) => [n(r.member_id)],
    countAndTotals: async (db, r) => {
      const t = await repo.pnlCountAndTotals(db, r);
      return { total: n(t.n), totals: pnlSums(t) };
    },
  },
  'agent-income': {
    byDay: false,
    rows: repo.incomeRows,
    toRow: (r) => ({ agentId: n(r.member_id), account: String(r.account), ...incomeSums(r) }),
    keyOf: (r) => [n(r.member_id)],
    countAndTotals: async (db, r) => {
      const t = await repo.incomeCountAndTotals(db, r);
      return { total: n(t.n), totals: incomeSums(t) };
    },
  },
  'manual-adjustments': {
    byDay: false,
    rows: repo.adjustmentRows,
    toRow: (r) => ({
      transactionId: String(r.transaction_id),
      time: new Date(r.time as string).toISOString(),
      operator: s(r.operator),
      account: String(r.account),
      amount: n(r.amount),
      reason: String(r.reason ?? ''),
    }),
    keyOf: (r) => [String(r.transaction_id)],
    countAndTotals: async (db, r) => {
      const t = await repo.adjustmentCountAndTotals(db, r);
      return {
        total: n(t.n),
        totals: {
          count: n(t.n),
          credits: n(t.credits),
          debits: n(t.debits),
          net: n(t.credits) - n(t.debits),
        },
      };
    },
  },
};

function pnlSums(r: repo.TRawRow) {
  return {
    bets: n(r.bets),
    stake: n(r.stake),
    payout: n(r.payout),
    profit: n(r.payout) - n(r.stake),
    bonuses: n(r.bonuses),
    deposits: n(r.deposits),
    withdrawals: n(r.withdrawals),
    adjustments: n(r.adjustments),
  };
}

function incomeSums(r: repo.TRawRow) {
  return {
    postings: n(r.postings),
    salary: n(r.salary),
    dividend: n(r.dividend),
    net: n(r.salary) + n(r.dividend),
  };
}

export async function reportPage(db: TDb, name: TReportName, q: TReportQuery) {
  const range = rangeOf(q);
  const def = REPORTS[name];
  const [raw, summary] = await Promise.all([
    def.rows(db, range, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    def.countAndTotals(db, range),
  ]);
  return {
    rows: raw.map(def.toRow),
    pageNo: q.page,
    total: summary.total,
    totalPages: Math.max(1, Math.ceil(summary.total / q.pageSize)),
    totals: summary.totals,
  };
}

/** The range cut into UTC days (reports keyed by day first), or whole. */
function slices(range: repo.TRange, byDay: boolean): repo.TRange[] {
  if (!byDay) {
    return [range];
  }
  const days: repo.TRange[] = [];
  for (let at = range.from.getTime(); at < range.to.getTime(); at += DAY_MS) {
    days.push({ from: new Date(at), to: new Date(at + DAY_MS) });
  }
  return days;
}

/**
 * The report's CSV: the header, then the rows page by page (keyset on the group key; a day at a
 * time for the reports keyed by day, so a page never re-reads the days before it). The range is
 * checked before the first line, so a bad range is an error reply, not a broken download. Money
 * columns are major units ("1234.50", no grouping) and every line names the merchant's currency.
 */
export function reportCsv(db: TDb, name: TReportName, q: TReportCsvQuery, pageRows = CSV_PAGE_ROWS) {
  const range = rangeOf(q);
  const def = REPORTS[name];
  const columns = REPORT_COLUMNS[name] as readonly string[];
  const line = (raw: repo.TRawRow, currency: string) => {
    const row = def.toRow(raw) as Record<string, unknown>;
    return csvLine([
      ...columns.map((c) =>
        REPORT_MONEY_COLUMNS.has(c) && typeof row[c] === 'number' ? minorToPlain(row[c]) : row[c],
      ),
      currency,
    ]);
  };
  async function* lines(): AsyncGenerator<string> {
    const { currency } = await getMerchantConfig(db);
    yield CSV_BOM + csvLine([...columns, 'currency']);
    for (const slice of slices(range, def.byDay)) {
      let after: repo.TKey | null = null;
      for (;;) {
        const raw = await def.rows(db, slice, { limit: pageRows, after });
        if (raw.length > 0) {
          yield raw.map((r) => line(r, currency)).join('');
        }
        if (raw.length < pageRows) {
          break;
        }
        after = def.keyOf(raw[raw.length - 1]!);
      }
    }
  }
  return { fileName: `${name}_${q.from}_${q.to}.csv`, lines: lines() };
}
