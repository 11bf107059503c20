import { describe, expect, it } from 'vitest';
import { createSeededRng, type TRng } from '../rng.ts';
import { TEST_SEED } from '../testing/stats.ts';
import {
  evaluateGrid,
  evaluateLine,
  MAX_FREE_SPINS,
  playFreeSpins,
  playSlotRound,
  slotTheme,
  spin,
  type TSlotGrid,
  type TSlotInput,
} from './slot.ts';
import { PAYLINES, SLOT_THEME_IDS, SLOT_THEMES, type TSlotSymbol } from './slot-paytables.ts';
import { slotTheoreticalRtp } from './slot-rtp.ts';

const classic = slotTheme('classic');
const jungle = slotTheme('jungle');
const line = (s: string): TSlotSymbol[] => s.split(' ') as TSlotSymbol[];
/** A grid whose rows are the given lines (row 0 first). */
const gridOf = (...rows: string[]): TSlotGrid =>
  [0, 1, 2, 3, 4].map((reel) => rows.map((r) => line(r)[reel] as TSlotSymbol));
/** Floats that stop each reel where the scatter lands on the middle row. */
function scatterRng(themeId: 'classic' | 'dragon', reels: number[]): TRng {
  const theme = slotTheme(themeId);
  const floats = theme.reels.map((strip, reel) => {
    const stop = reels.includes(reel)
      ? (strip.indexOf('S') - 1 + strip.length) % strip.length
      : (strip.indexOf('S') + 10) % strip.length;
    return (stop + 0.5) / strip.length;
  });
  let i = 0;
  return { next: () => floats[i++ % floats.length] as number };
}

describe('slot line evaluation', () => {
  it('pays five of a kind from the paytable', () => {
    expect(evaluateLine(line('H1 H1 H1 H1 H1'), classic)).toEqual({ symbol: 'H1', count: 5, pay: 300 });
    expect(evaluateLine(line('L4 L4 L4 H1 L4'), classic)).toEqual({ symbol: 'L4', count: 3, pay: 3 });
  });

  it('lets wilds stand in for the line symbol', () => {
    expect(evaluateLine(line('W W H1 H1 L2'), classic)).toEqual({ symbol: 'H1', count: 4, pay: 80 });
    expect(evaluateLine(line('H2 W H2 W H2'), classic)).toEqual({ symbol: 'H2', count: 5, pay: 200 });
  });

  it('pays the better of the wild run and the substituted symbol', () => {
    expect(evaluateLine(line('W W W L4 L1'), classic)).toEqual({ symbol: 'W', count: 3, pay: 25 });
    expect(evaluateLine(line('W W W W W'), classic)).toEqual({ symbol: 'W', count: 5, pay: 500 });
  });

  it('never substitutes or pays the scatter on a line', () => {
    expect(evaluateLine(line('S S S S S'), classic)).toBeNull();
    expect(evaluateLine(line('W S W W W'), classic)).toBeNull();
    expect(evaluateLine(line('H1 H1 S H1 H1'), classic)).toBeNull();
  });

  it('pays two of a kind only where the theme does', () => {
    expect(evaluateLine(line('H1 H1 L1 L2 L3'), classic)).toBeNull();
    expect(evaluateLine(line('H1 W L1 L2 L3'), jungle)).toEqual({ symbol: 'H1', count: 2, pay: 2 });
  });
});

describe('slot grid evaluation', () => {
  const input: TSlotInput = { theme: 'classic', lineBet: 3, lines: 25 };
  const grid = gridOf('S L1 L2 S L3', 'H1 H1 H1 H1 H1', 'L2 L3 S L4 L1');

  it('pays lines × line bet and scatters anywhere × total bet', () => {
    const result = evaluateGrid(grid, classic, input, 1);
    expect(result.lineWins.find((w) => w.line === 1)).toEqual({ line: 1, symbol: 'H1', count: 5, win: 900 });
    expect(result.scatterCount).toBe(3);
    expect(result.scatterWin).toBe(75 * 2);
    expect(result.freeSpinsAwarded).toBe(10);
    expect(result.totalWin).toBe(result.lineWins.reduce((a, w) => a + w.win, 0) + 150);
  });

  it('evaluates only the lines played, and multiplies free-spin wins', () => {
    const one = evaluateGrid(grid, classic, { ...input, lines: 1 }, 1);
    expect(one.lineWins.map((w) => w.line)).toEqual([1]);
    expect(one.scatterWin).toBe(3 * 2);
    const doubled = evaluateGrid(grid, classic, input, 2);
    expect(doubled.totalWin).toBe(2 * evaluateGrid(grid, classic, input, 1).totalWin);
  });

  it('has 25 distinct paylines over 3 rows', () => {
    expect(new Set(PAYLINES.map((p) => p.join())).size).toBe(25);
    expect(PAYLINES.every((p) => p.length === 5 && p.every((r) => r >= 0 && r <= 2))).toBe(true);
  });
});

describe('slot rounds', () => {
  it('awards free spins for 3+ scatters and caps retriggers', () => {
    const base = spin({ theme: 'classic', lineBet: 1, lines: 25 }, scatterRng('classic', [0, 2, 4]));
    expect(base.scatterCount).toBe(3);
    expect(base.freeSpinsAwarded).toBe(10);
    const feature = playFreeSpins(
      { theme: 'classic', lineBet: 1, lines: 25 },
      10,
      scatterRng('classic', [0, 1, 2, 3]),
    );
    expect(feature.spins).toHaveLength(MAX_FREE_SPINS);
    expect(feature.spins.every((s) => s.freeSpinsAwarded === 15)).toBe(true);
    expect(feature.totalWin).toBe(feature.spins.reduce((a, s) => a + s.totalWin, 0));
  });

  it('plays a whole round: base spin then its free spins', () => {
    const round = playSlotRound({ theme: 'dragon', lineBet: 2, lines: 25 }, scatterRng('dragon', [1, 2, 3]));
    expect(round.base.freeSpinsAwarded).toBe(8);
    expect(round.freeSpins.spins.length).toBeGreaterThanOrEqual(8);
    expect(round.stake).toBe(50);
    expect(round.payout).toBe(round.base.totalWin + round.freeSpins.totalWin);
  });

  it('shows the same symbols whatever the stake, and pays in proportion', () => {
    for (let seed = TEST_SEED; seed < TEST_SEED + 200; seed++) {
      const small = playSlotRound({ theme: 'jungle', lineBet: 1, lines: 25 }, createSeededRng(seed));
      const large = playSlotRound({ theme: 'jungle', lineBet: 37, lines: 25 }, createSeededRng(seed));
      expect(large.base.grid, `seed ${seed}`).toEqual(small.base.grid);
      expect(large.payout, `seed ${seed}`).toBe(small.payout * 37);
      expect(Number.isSafeInteger(large.payout)).toBe(true);
    }
  });

  it.each([
    ['zero line bet', { lineBet: 0 }, 'INVALID_BET'],
    ['negative line bet', { lineBet: -5 }, 'INVALID_BET'],
    ['fractional line bet', { lineBet: 1.5 }, 'INVALID_BET'],
    ['string line bet', { lineBet: '5' as unknown as number }, 'INVALID_BET'],
    ['line bet above the maximum', { lineBet: 10_001 }, 'INVALID_BET'],
    ['zero lines', { lines: 0 }, 'INVALID_BET'],
    ['26 lines', { lines: 26 }, 'INVALID_BET'],
    ['unknown theme', { theme: 'vegas' as 'classic' }, 'INVALID_INPUT'],
  ])('refuses a %s', (_label, patch, code) => {
    const input = { theme: 'classic' as const, lineBet: 10, lines: 25, ...patch };
    expect(() => playSlotRound(input, createSeededRng(1))).toThrow(expect.objectContaining({ code }));
  });
});

describe('slot themes', () => {
  it('declares at least 4 distinct themes with 5 strips each', () => {
    expect(SLOT_THEMES.map((t) => t.id)).toEqual([...SLOT_THEME_IDS]);
    expect(SLOT_THEMES.length).toBeGreaterThanOrEqual(4);
    expect(new Set(SLOT_THEMES.map((t) => JSON.stringify([t.reels, t.pays]))).size).toBe(SLOT_THEMES.length);
    for (const theme of SLOT_THEMES) {
      expect(theme.reels).toHaveLength(5);
      // At most one scatter in any 3 consecutive stops, so a reel shows at most one.
      for (const strip of theme.reels) {
        const at = strip.flatMap((s, i) => (s === 'S' ? [i] : []));
        expect(at.length).toBeGreaterThan(0);
        expect(at.every((i, k) => k === 0 || i - (at[k - 1] as number) >= 3)).toBe(true);
      }
    }
  });

  it.each(SLOT_THEME_IDS)('%s: declared RTP equals the exact RTP from its reels', (id) => {
    const theme = slotTheme(id);
    const rtp = slotTheoreticalRtp(theme);
    expect(Math.abs(rtp.total - theme.declaredRtp)).toBeLessThan(0.00005);
    expect(rtp.total).toBeGreaterThan(0.95);
    expect(rtp.total).toBeLessThan(0.97);
    expect(rtp.line + rtp.scatter + rtp.freeSpins).toBeCloseTo(rtp.total, 12);
  });
});
