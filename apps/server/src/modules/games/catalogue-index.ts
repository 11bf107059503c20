// The whole top-level catalogue held in memory, in list order, for the game-list pages: filters
// run over plain arrays and text search over a character-bigram index, so a page costs no query
// and well under a millisecond. The index is one read of the `games` table, pinned in
// catalogue-cache.ts: refreshed in the background every few seconds and dropped by operator
// writes, so other instances converge as they do for pages.
import type { TDb } from '@/db/database.ts';
import { cachedPinned } from './catalogue-cache.ts';
import * as repo from './games.repo.ts';

export type TCatalogueIndex = {
  rows: repo.TGameRow[];
  searchTexts: string[];
  /** `${game_type}|${vendor_code}` per row */
  sourceKeys: string[];
  /** bigram → ascending row positions of the rows whose search text contains it */
  bigrams: Map<string, Int32Array>;
};

export function getCatalogueIndex(db: TDb): Promise<TCatalogueIndex> {
  return cachedPinned(db, 'index', async () => buildIndex(await repo.listAllTopLevelGames(db)));
}

export function buildIndex(list: (repo.TGameRow & { search_text: string })[]): TCatalogueIndex {
  const rows: repo.TGameRow[] = [];
  const searchTexts: string[] = [];
  const sourceKeys: string[] = [];
  const postings = new Map<string, number[]>();
  list.forEach(({ search_text, ...row }, position) => {
    rows.push(row);
    searchTexts.push(search_text);
    sourceKeys.push(`${row.game_type}|${row.vendor_code}`);
    for (const gram of new Set(bigramsOf(search_text))) {
      let list = postings.get(gram);
      if (!list) {
        list = [];
        postings.set(gram, list);
      }
      list.push(position);
    }
  });
  const bigrams = new Map<string, Int32Array>();
  for (const [gram, positions] of postings) {
    bigrams.set(gram, Int32Array.from(positions));
  }
  return { rows, searchTexts, sourceKeys, bigrams };
}

function bigramsOf(text: string): string[] {
  const chars = [...text];
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) {
    grams.push(chars[i]! + chars[i + 1]!);
  }
  return grams;
}

/** Row positions to test: the shortest posting list of the term's bigrams, or every row. */
function candidates(index: TCatalogueIndex, term: string | null): ArrayLike<number> | null {
  if (term === null) {
    return null;
  }
  const grams = bigramsOf(term);
  if (grams.length === 0) {
    return null;
  }
  let best: Int32Array | undefined;
  for (const gram of grams) {
    const list = index.bigrams.get(gram);
    if (!list) {
      return [];
    }
    if (!best || list.length < best.length) {
      best = list;
    }
  }
  return best ?? null;
}

/** One page of the filtered list and the filtered total, in the same order as the SQL lists. */
export function pageOfIndex(index: TCatalogueIndex, f: repo.TGameFilter, limit: number, offset: number): { rows: repo.TGameRow[]; total: number } {
  const term = f.search ? f.search.toLowerCase() : null;
  const wholeTypes = new Set(f.sources?.filter((s) => !s.vendors).map((s) => s.gameType));
  const pairs = new Set(f.sources?.flatMap((s) => (s.vendors ? s.vendors.map((v) => `${s.gameType}|${v}`) : [])));
  const inSources = (i: number) => !f.sources || wholeTypes.has(index.rows[i]!.game_type) || pairs.has(index.sourceKeys[i]!);
  const keep = (i: number) => {
    const r = index.rows[i]!;
    return (
      inSources(i) &&
      (!f.subType || r.sub_type === f.subType) &&
      (f.maxMinBet === undefined || r.min_bet <= f.maxMinBet) &&
      (f.minLines === undefined || r.lines >= f.minLines) &&
      (!f.hot || r.is_hot) &&
      (!f.playable || !r.maintenance) &&
      (term === null || index.searchTexts[i]!.includes(term))
    );
  };
  const positions = candidates(index, term);
  const count = positions ? positions.length : index.rows.length;
  const rows: repo.TGameRow[] = [];
  let total = 0;
  for (let k = 0; k < count; k += 1) {
    const i = positions ? positions[k]! : k;
    if (keep(i)) {
      if (total >= offset && rows.length < limit) {
        rows.push(index.rows[i]!);
      }
      total += 1;
    }
  }
  return { rows, total };
}
