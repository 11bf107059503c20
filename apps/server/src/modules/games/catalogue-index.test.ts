// The in-memory catalogue index against a plain reading of the SQL list's rules (games.repo.ts
// applyFilter: every filter, substring search over the lower-case search text, list order), on
// random catalogues whose texts share few characters, so grams collide and verification matters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from './catalogue-index.ts';
import { pageOfIndex } from './catalogue-index-query.ts';
import type { TGameFilter, TGameRow } from './games.repo.ts';

type TIndexedRow = TGameRow & { search_text: string };

// Latin, CJK and one character outside the BMP (two UTF-16 units).
const CHARS = ['a', 'b', 'c', ' ', '金', '龙', '𠀀'];
const SOURCES = [
  ['RNG', 'PT'],
  ['RNG', 'MG'],
  ['LIVE', 'PT'],
  ['FISH', 'CQ9'],
] as const;
const SUB_TYPES = ['slot', 'table', 'fish'];

const text = fc
  .array(fc.constantFrom(...CHARS), { minLength: 0, maxLength: 12 })
  .map((chars) => chars.join(''));

const row = fc.record({
  source: fc.constantFrom(...SOURCES),
  subType: fc.constantFrom(...SUB_TYPES),
  minBet: fc.integer({ min: 1, max: 300 }),
  lines: fc.integer({ min: 0, max: 50 }),
  hot: fc.boolean(),
  maintenance: fc.boolean(),
  text,
});

type TGenerated = {
  source: readonly [string, string];
  subType: string;
  minBet: number;
  lines: number;
  hot: boolean;
  maintenance: boolean;
  text: string;
};

function toRow(r: TGenerated, position: number): TIndexedRow {
  return {
    node_id: position + 1,
    game_code: `g${position}`,
    game_id: `g${position}`,
    vendor_code: r.source[1],
    game_type: r.source[0],
    sub_type: r.subType,
    display_name_en: r.text,
    display_name_zh: r.text,
    display_name_km: r.text,
    min_bet: r.minBet,
    lines: r.lines,
    is_hot: r.hot,
    has_jackpot: false,
    is_game: 'GAME',
    maintenance: r.maintenance,
    sort: position,
    updated_at: new Date(0),
    jackpot: null,
    search_text: r.text,
  };
}

const filter: fc.Arbitrary<TGameFilter> = fc.record(
  {
    sources: fc.subarray([
      { gameType: 'RNG', vendors: null },
      { gameType: 'RNG', vendors: ['MG'] },
      { gameType: 'LIVE', vendors: ['PT', 'AG'] },
      { gameType: 'FISH', vendors: null },
    ]),
    subType: fc.constantFrom(...SUB_TYPES, 'bingo'),
    maxMinBet: fc.integer({ min: 0, max: 300 }),
    minLines: fc.integer({ min: 0, max: 50 }),
    hot: fc.boolean(),
    playable: fc.boolean(),
    search: fc
      .array(fc.constantFrom(...CHARS, 'A', 'd'), { minLength: 1, maxLength: 4 })
      .map((chars) => chars.join('')),
  },
  { requiredKeys: [] },
);

/** What the SQL list answers: the matching rows in list order. */
function reference(rows: TIndexedRow[], f: TGameFilter): TIndexedRow[] {
  const term = f.search?.toLowerCase();
  return rows.filter(
    (r) =>
      (!f.sources ||
        f.sources.some(
          (s) => s.gameType === r.game_type && (!s.vendors || s.vendors.includes(r.vendor_code)),
        )) &&
      (!f.subType || r.sub_type === f.subType) &&
      (f.maxMinBet === undefined || r.min_bet <= f.maxMinBet) &&
      (f.minLines === undefined || r.lines >= f.minLines) &&
      (!f.hot || r.is_hot) &&
      (!f.playable || !r.maintenance) &&
      (!term || r.search_text.includes(term)),
  );
}

describe('catalogue index', () => {
  it('answers every filter, page and total as the SQL list does', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 120 }),
        filter,
        fc.integer({ min: 1, max: 7 }),
        fc.nat(30),
        (generated, f, limit, offset) => {
          const rows = generated.map(toRow);
          const index = buildIndex(rows);
          const expected = reference(rows, f);
          const page = pageOfIndex(index, f, limit, offset);
          expect(page.total).toBe(expected.length);
          expect(page.positions.map((i) => index.rows[i]!.node_id)).toEqual(
            expected.slice(offset, offset + limit).map((r) => r.node_id),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('tests by substring the terms whose pairs all occur but not in order', () => {
    const rows = ['ab ba', 'aba', 'b a'].map((t, i) =>
      toRow(
        { source: SOURCES[0], subType: 'slot', minBet: 1, lines: 0, hot: false, maintenance: false, text: t },
        i,
      ),
    );
    const index = buildIndex(rows);
    expect(pageOfIndex(index, { search: 'aba' }, 10, 0)).toEqual({ positions: [1], total: 1 });
    expect(pageOfIndex(index, { search: 'a' }, 10, 0)).toEqual({ positions: [0, 1, 2], total: 3 });
    expect(pageOfIndex(index, { search: 'b a' }, 10, 0)).toEqual({ positions: [2], total: 1 });
    expect(pageOfIndex(index, { search: 'zz' }, 10, 0)).toEqual({ positions: [], total: 0 });
  });

  it('narrows the shortest pair list by long pairs (bitmaps) and by short ones (lists)', () => {
    // 100 rows: a pair in more than 3 rows also has a bitmap.
    const texts: string[] = Array.from({ length: 100 }, (_, i) => (i % 37 === 5 ? 'xabc' : 'ab'));
    texts[10] = 'qyz';
    texts[50] = 'qy';
    texts[60] = 'yzq';
    const rows = texts.map((t, i) =>
      toRow(
        { source: SOURCES[0], subType: 'slot', minBet: 1, lines: 0, hot: false, maintenance: false, text: t },
        i,
      ),
    );
    const index = buildIndex(rows);
    expect(index.pairs.get('ab')?.bits).not.toBeNull();
    expect(index.pairs.get('bc')?.bits).toBeNull();
    expect(pageOfIndex(index, { search: 'abc' }, 10, 0)).toEqual({ positions: [5, 42, 79], total: 3 });
    expect(pageOfIndex(index, { search: 'qyz' }, 10, 0)).toEqual({ positions: [10], total: 1 });
  });

  it('leaves the index unchanged between pages (the work space is reused)', () => {
    const rows = Array.from({ length: 50 }, (_, i) =>
      toRow(
        {
          source: SOURCES[i % 4]!,
          subType: SUB_TYPES[i % 3]!,
          minBet: i,
          lines: i,
          hot: i % 2 === 0,
          maintenance: false,
          text: `a${i}`,
        },
        i,
      ),
    );
    const index = buildIndex(rows);
    const first = pageOfIndex(index, { subType: 'slot', hot: true }, 5, 0);
    pageOfIndex(index, { sources: [{ gameType: 'FISH', vendors: null }], search: 'a1' }, 5, 0);
    expect(pageOfIndex(index, { subType: 'slot', hot: true }, 5, 0)).toEqual(first);
    expect(index.chars.get('a')).toEqual(Int32Array.from({ length: 50 }, (_, i) => i));
  });
});
