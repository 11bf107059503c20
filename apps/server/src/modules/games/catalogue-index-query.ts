// Game-list queries over the in-memory catalogue index (catalogue-index.ts): the rows holding the
// search term from the character postings, then one tight pass per filter in use over the rows
// still selected, so a page never walks the whole catalogue for a filter it does not have.
// Answers exactly what the SQL list answers (games.repo.ts applyFilter), in the same order.
import type { TCatalogueIndex, TPairPosting } from './catalogue-index.ts';
import type { TGameFilter, TGameSource } from './games.repo.ts';

export type TIndexPage = { positions: number[]; total: number };

const NONE = new Int32Array(0);

/**
 * Passes over a selection `from[0..length)` of ascending row positions: each writes the rows it
 * keeps to `into` (which may be `from` itself: a pass never writes ahead of what it reads) and
 * returns how many it kept.
 */
function keepInPairs(from: Int32Array, length: number, into: Int32Array, other: Int32Array): number {
  // Both ascending: one merge walk.
  let kept = 0;
  let j = 0;
  for (let k = 0; k < length && j < other.length; k += 1) {
    const i = from[k]!;
    while (j < other.length && other[j]! < i) {
      j += 1;
    }
    if (other[j] === i) {
      into[kept] = i;
      kept += 1;
    }
  }
  return kept;
}

function keepInBits(from: Int32Array, length: number, into: Int32Array, bits: Uint32Array): number {
  let kept = 0;
  for (let k = 0; k < length; k += 1) {
    const i = from[k]!;
    if ((bits[i >>> 5]! >>> (i & 31)) & 1) {
      into[kept] = i;
      kept += 1;
    }
  }
  return kept;
}

function keepInRange(
  from: Int32Array,
  length: number,
  into: Int32Array,
  column: Float64Array,
  min: number,
  max: number,
): number {
  let kept = 0;
  for (let k = 0; k < length; k += 1) {
    const i = from[k]!;
    const value = column[i]!;
    if (value >= min && value <= max) {
      into[kept] = i;
      kept += 1;
    }
  }
  return kept;
}

function keepAllowed(
  from: Int32Array,
  length: number,
  into: Int32Array,
  sourceIds: Uint16Array,
  allowed: Uint8Array,
): number {
  let kept = 0;
  for (let k = 0; k < length; k += 1) {
    const i = from[k]!;
    if (allowed[sourceIds[i]!] === 1) {
      into[kept] = i;
      kept += 1;
    }
  }
  return kept;
}

function keepHolding(
  from: Int32Array,
  length: number,
  into: Int32Array,
  searchTexts: string[],
  term: string,
): number {
  let kept = 0;
  for (let k = 0; k < length; k += 1) {
    const i = from[k]!;
    if (searchTexts[i]!.includes(term)) {
      into[kept] = i;
      kept += 1;
    }
  }
  return kept;
}

/**
 * The rows that may hold the term, ascending (null: no term, every row), and whether each still
 * needs a substring test. A 1- or 2-character term is one posting list, which proves it. A longer
 * one is the rows holding all its pairs (the shortest pair list, narrowed by each other pair's
 * bitmap or list), which proves the pairs but not their order.
 */
function searchPlan(
  index: TCatalogueIndex,
  term: string | null,
): { candidates: Int32Array | null; verify: boolean } {
  if (term === null) {
    return { candidates: null, verify: false };
  }
  const chars = [...term];
  if (chars.length <= 2) {
    const positions = chars.length === 1 ? index.chars.get(term) : index.pairs.get(term)?.positions;
    return { candidates: positions ?? NONE, verify: false };
  }
  const postings: TPairPosting[] = [];
  for (const pair of new Set(chars.slice(1).map((char, k) => chars[k]! + char))) {
    const posting = index.pairs.get(pair);
    if (!posting) {
      return { candidates: NONE, verify: false };
    }
    postings.push(posting);
  }
  postings.sort((a, b) => a.positions.length - b.positions.length);
  const { work } = index;
  const [shortest, ...others] = postings;
  work.set(shortest!.positions);
  let length = shortest!.positions.length;
  for (const { positions, bits } of others) {
    length = bits ? keepInBits(work, length, work, bits) : keepInPairs(work, length, work, positions);
  }
  return { candidates: work.subarray(0, length), verify: true };
}

/** 1 per source id the filter allows, in the index's work space. */
function allowedSources(index: TCatalogueIndex, sources: TGameSource[]): Uint8Array {
  const { allowed } = index;
  allowed.fill(0);
  for (const { gameType, vendors } of sources) {
    for (const id of index.sourcesByType.get(gameType) ?? []) {
      if (!vendors || vendors.includes(index.sources[id]!.vendorCode)) {
        allowed[id] = 1;
      }
    }
  }
  return allowed;
}

/**
 * One page of the filtered list (row positions, for `index.rows`) and the filtered total, in the
 * same order and with the same rows as the SQL list (repo.listGames / countGames).
 */
export function pageOfIndex(
  index: TCatalogueIndex,
  f: TGameFilter,
  limit: number,
  offset: number,
): TIndexPage {
  const subTypeId = f.subType === undefined ? undefined : index.subTypes.get(f.subType);
  if (f.subType !== undefined && subTypeId === undefined) {
    return { positions: [], total: 0 };
  }
  const term = f.search ? f.search.toLowerCase() : null;
  const { candidates, verify } = searchPlan(index, term);
  const { work } = index;
  let from = candidates ?? index.all;
  let length = from.length;
  const narrow = (pass: (from: Int32Array, length: number, into: Int32Array) => number) => {
    length = pass(from, length, work);
    from = work;
  };
  // Most selective first; the substring test, the dearest, last.
  if (subTypeId !== undefined) {
    narrow((a, n, into) => keepInRange(a, n, into, index.subTypeIds, subTypeId, subTypeId));
  }
  if (f.hot) {
    narrow((a, n, into) => keepInRange(a, n, into, index.hot, 1, 1));
  }
  if (f.sources) {
    const allowed = allowedSources(index, f.sources);
    narrow((a, n, into) => keepAllowed(a, n, into, index.sourceIds, allowed));
  }
  if (f.maxMinBet !== undefined) {
    const max = f.maxMinBet;
    narrow((a, n, into) => keepInRange(a, n, into, index.minBets, -Infinity, max));
  }
  if (f.minLines !== undefined) {
    const min = f.minLines;
    narrow((a, n, into) => keepInRange(a, n, into, index.lines, min, Infinity));
  }
  if (f.playable) {
    narrow((a, n, into) => keepInRange(a, n, into, index.maintenance, 0, 0));
  }
  if (verify && term !== null) {
    narrow((a, n, into) => keepHolding(a, n, into, index.searchTexts, term));
  }
  return {
    positions: Array.from(from.subarray(Math.min(offset, length), Math.min(offset + limit, length))),
    total: length,
  };
}
