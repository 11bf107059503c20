// The whole top-level catalogue held in memory, in list order, for the game-list pages: one
// column per filter (typed arrays, so a row is tested without touching its object) and posting
// lists per character and per character pair of the search texts, so a page costs no query and
// microseconds (catalogue-index-query.ts). The index is one read of the `games` table, pinned in
// catalogue-cache.ts and reloaded only when the catalogue revision changes (decision 014).
import type { TDb } from '@/db/database.ts';
import { cachedPinned } from './catalogue-cache.ts';
import * as repo from './games.repo.ts';

/** Rows holding a character pair: ascending positions, and as a bitmap when that is smaller. */
export type TPairPosting = {
  positions: Int32Array;
  /** bit `i` set when row `i` holds the pair; only for pairs in more than 1 row in 32 */
  bits: Uint32Array | null;
};

export type TCatalogueIndex = {
  /** rows in list order (sort, node_id); every column below is indexed by the row's position */
  rows: repo.TGameRow[];
  searchTexts: string[];
  /** position in `sources` of the row's stored (game type, vendor) pair */
  sourceIds: Uint16Array;
  sources: { gameType: string; vendorCode: string }[];
  /** stored game type → its source ids */
  sourcesByType: Map<string, number[]>;
  /**
   * The columns the filters test by range, all Float64Array so one pass function serves them
   * (a typed-array kind per column would make its element loads polymorphic).
   */
  subTypeIds: Float64Array;
  subTypes: Map<string, number>;
  minBets: Float64Array;
  lines: Float64Array;
  /** 1 or 0 */
  hot: Float64Array;
  /** 1 or 0 */
  maintenance: Float64Array;
  /** character → ascending positions of the rows whose search text holds it */
  chars: Map<string, Int32Array>;
  /** character pair → the rows whose search text holds it */
  pairs: Map<string, TPairPosting>;
  /** every position, ascending: the selection before any filter */
  all: Int32Array;
  /**
   * Work space of pageOfIndex (the selection, 1 per allowed source id). pageOfIndex is
   * synchronous, so one per index serves every request, and a page allocates no typed array.
   */
  work: Int32Array;
  allowed: Uint8Array;
};

export function getCatalogueIndex(db: TDb): Promise<TCatalogueIndex> {
  return cachedPinned(
    db,
    'index',
    async () => buildIndex(await repo.listAllTopLevelGames(db)),
    () => repo.readCatalogueRevision(db),
  );
}

/** Id of `key` in `ids`, added on first sight. */
function idOf(ids: Map<string, number>, key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = ids.size;
    ids.set(key, id);
  }
  return id;
}

function addPosting(postings: Map<string, number[]>, gram: string, position: number): void {
  const list = postings.get(gram);
  // Rows are added in order, so a gram seen twice in one text is caught by the last entry.
  if (!list) {
    postings.set(gram, [position]);
  } else if (list[list.length - 1] !== position) {
    list.push(position);
  }
}

function pairPosting(positions: number[], rowCount: number): TPairPosting {
  // A bitmap takes rowCount / 8 bytes, a position list 4 bytes per row.
  if (positions.length * 32 <= rowCount) {
    return { positions: Int32Array.from(positions), bits: null };
  }
  const bits = new Uint32Array(Math.ceil(rowCount / 32));
  for (const i of positions) {
    bits[i >>> 5]! |= 1 << (i & 31);
  }
  return { positions: Int32Array.from(positions), bits };
}

export function buildIndex(list: (repo.TGameRow & { search_text: string })[]): TCatalogueIndex {
  const count = list.length;
  const rows: repo.TGameRow[] = [];
  const searchTexts: string[] = [];
  const sourceKeys = new Map<string, number>();
  const sources: TCatalogueIndex['sources'] = [];
  const subTypes = new Map<string, number>();
  const sourceIds = new Uint16Array(count);
  const subTypeIds = new Float64Array(count);
  const minBets = new Float64Array(count);
  const lines = new Float64Array(count);
  const hot = new Float64Array(count);
  const maintenance = new Float64Array(count);
  const chars = new Map<string, number[]>();
  const pairs = new Map<string, number[]>();
  list.forEach(({ search_text, ...row }, position) => {
    rows.push(row);
    searchTexts.push(search_text);
    const sourceKey = `${row.game_type}|${row.vendor_code}`;
    if (!sourceKeys.has(sourceKey)) {
      sources.push({ gameType: row.game_type, vendorCode: row.vendor_code });
    }
    sourceIds[position] = idOf(sourceKeys, sourceKey);
    subTypeIds[position] = idOf(subTypes, row.sub_type);
    minBets[position] = Number(row.min_bet);
    lines[position] = row.lines;
    hot[position] = row.is_hot ? 1 : 0;
    maintenance[position] = row.maintenance ? 1 : 0;
    // By code point, as terms are split (catalogue-index-query.ts).
    const textChars = [...search_text];
    textChars.forEach((char, k) => {
      addPosting(chars, char, position);
      if (k + 1 < textChars.length) {
        addPosting(pairs, char + textChars[k + 1]!, position);
      }
    });
  });
  const sourcesByType = new Map<string, number[]>();
  sources.forEach(({ gameType }, id) =>
    sourcesByType.set(gameType, [...(sourcesByType.get(gameType) ?? []), id]),
  );
  return {
    rows,
    searchTexts,
    sourceIds,
    sources,
    sourcesByType,
    subTypeIds,
    subTypes,
    minBets,
    lines,
    hot,
    maintenance,
    chars: new Map([...chars].map(([char, positions]) => [char, Int32Array.from(positions)])),
    pairs: new Map([...pairs].map(([pair, positions]) => [pair, pairPosting(positions, count)])),
    all: Int32Array.from({ length: count }, (_, i) => i),
    work: new Int32Array(count),
    allowed: new Uint8Array(sources.length),
  };
}
