// The query strings of the three record calls (packages/contracts/src/records.ts), built from what
// the filter bar holds. Empty choices are left out so the server applies no filter; the page size
// is the contracts' 20. Pure, so the exact parameters are unit-tested.
import type { TGameCategory } from '@pavilion/contracts/games';
import { RECORDS_PAGE_SIZE } from '@pavilion/contracts/records';
import type { TLedgerKind } from '@pavilion/contracts/wallet';
import type { TDateRange } from './date-range';

export type TGameFilters = { range: TDateRange; gameType: TGameCategory | ''; vendor: string };
/** The game filters' start: every game type and vendor. */
export const ALL_GAMES: Omit<TGameFilters, 'range'> = { gameType: '', vendor: '' };
export type TTransactionFilters = { range: TDateRange; kind: TLedgerKind | '' };
export type TQueryParams = Record<string, string | number | undefined>;
/** Where and how the member reads: browser offset (minutes east of UTC), page, API language. */
export type TQueryContext = { tzOffset: number; pageNo: number; language: 'EN' | 'CN' | 'KM' };

function base(range: TDateRange, { tzOffset, pageNo, language }: TQueryContext): TQueryParams {
  return {
    from: range.from,
    to: range.to,
    tzOffset,
    pageNo: Math.max(1, Math.trunc(pageNo)),
    pageSize: RECORDS_PAGE_SIZE,
    language,
  };
}

/** GET /api/records/bets and /api/records/profit. */
export function gameRecordsQuery(filters: TGameFilters, context: TQueryContext): TQueryParams {
  return {
    ...base(filters.range, context),
    gameType: filters.gameType || undefined,
    vendor: filters.vendor.trim().toUpperCase() || undefined,
  };
}

/** GET /api/records/transactions. */
export function transactionsQuery(filters: TTransactionFilters, context: TQueryContext): TQueryParams {
  return { ...base(filters.range, context), kind: filters.kind || undefined };
}

/** The page to show after a reply: stays within 1…totalPages when the data shrank. */
export function clampPage(pageNo: number, totalPages: number): number {
  return Math.min(Math.max(1, pageNo), Math.max(1, totalPages));
}

export type TVendorOption = { code: string; name: string; gameType: string };

/**
 * Vendors to offer for a game type (all of them when none is chosen), each once, sorted by name.
 * The lobby's game menu lists a vendor under every category it serves.
 */
export function vendorOptions(
  menu: { gameCategory: string; vendors: { vassalage: string; displayName: string; gameType: string }[] }[],
  gameType: string,
): TVendorOption[] {
  const seen = new Map<string, TVendorOption>();
  for (const entry of menu) {
    for (const vendor of entry.vendors) {
      if (gameType && vendor.gameType !== gameType) {
        continue;
      }
      if (!seen.has(vendor.vassalage)) {
        seen.set(vendor.vassalage, {
          code: vendor.vassalage,
          name: vendor.displayName || vendor.vassalage,
          gameType: vendor.gameType,
        });
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}
