// The filters of a game list centre and the query string of GET games they become (spec §7:
// clientType 3, platform W, pageSize 20, plus vendor, sub type, min-bet, lines and search).
import { CLIENT_TYPE, PLATFORM } from '@pavilion/contracts/constants';
import { GAME_PAGE_SIZE, type TGameCategory, type TGameSubType } from '@pavilion/contracts/games-constants';

export type TGameFilters = {
  gameType: TGameCategory;
  vendor: string | null;
  subType: TGameSubType | null;
  minBet1: boolean;
  lines25: boolean;
  q: string;
};

export type TQueryParams = Record<string, string | number | boolean | undefined>;

export function gameListParams(
  filters: TGameFilters,
  pageNo: number,
  language: string,
  pageSize = GAME_PAGE_SIZE,
): TQueryParams {
  const q = filters.q.trim();
  return {
    clientType: CLIENT_TYPE,
    platform: PLATFORM,
    gameType: filters.gameType,
    vendor: filters.vendor ?? undefined,
    subType: filters.subType ?? undefined,
    minBet1: filters.minBet1 ? 1 : undefined,
    lines25: filters.lines25 ? 1 : undefined,
    q: q ? q.slice(0, 50) : undefined,
    pageNo,
    pageSize,
    language,
  };
}

/** Page numbers (1-based) holding the items first..last (inclusive). */
export function pagesForRange(first: number, last: number, pageSize = GAME_PAGE_SIZE): number[] {
  if (last < first || last < 0) {
    return [];
  }
  const from = Math.floor(Math.max(0, first) / pageSize) + 1;
  const to = Math.floor(last / pageSize) + 1;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
