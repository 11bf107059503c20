import { describe, expect, it } from 'vitest';
import { actOnRound, openRound } from '../lifecycle.ts';
import { createFairRng } from '../provably-fair.ts';
import { createSeededRng, type TRng } from '../rng.ts';
import { describeSimulation, simulateRtp, TEST_SEED } from '../testing/stats.ts';
import { choose, ORIGINALS_MAX_MULTIPLIER } from './originals.ts';
import {
  cashOutMines,
  isMinesOver,
  minesMeta,
  minesMultiplier,
  minesPayout,
  playMines,
  revealTile,
  settleMines,
  startMines,
  verifyMines,
} from './mines.ts';

const SEEDS = { serverSeed: 'e'.repeat(64), clientSeed: 'mines-test', nonce: 9 };

/** Reveals tiles in a fixed order until `stopAt` safe ones or a mine; the cash-out strategy. */
function playStopAt(rng: TRng, bet: number, mines: number, stopAt: number) {
  let state = startMines(bet, mines, rng);
  for (let tile = 0; state.picks.length < stopAt; tile++) {
    state = revealTile(state, tile);
    if (state.layout.includes(tile)) {
      return settleMines(state);
    }
  }
  return settleMines(isMinesOver(state) ? state : cashOutMines(state));
}

describe('mines', () => {
  it('pays exactly 99% for every mine count and stopping point below the cap', () => {
    let checked = 0;
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        const pSafe = choose(25 - m, k) / choose(25, k);
        const multiplier = (0.99 * choose(25, k)) / choose(25 - m, k);
        if (multiplier <= ORIGINALS_MAX_MULTIPLIER) {
          // exact in rationals: C(25−m,k)/C(25,k) × 99 C(25,k) / (100 C(25−m,k)) = 99/100
          expect(choose(25 - m, k) * 99 * choose(25, k)).toBe(99 * choose(25, k) * choose(25 - m, k));
          expect(pSafe * multiplier).toBeCloseTo(minesMeta.declaredRtp, 12);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(minesMultiplier(1, 1)).toBe(103);
    expect(minesMultiplier(24, 1)).toBe(2475);
    expect(minesPayout(100, 3, 2)).toBe(Math.floor((100 * 99 * 300) / (100 * 231)));
    expect(minesPayout(100, 12, 13)).toBe(100 * ORIGINALS_MAX_MULTIPLIER);
  });

  it('places the mines from the stream before any tile, whatever the stake', () => {
    for (let seed = 0; seed < 100; seed++) {
      const a = startMines(10, 5, createSeededRng(seed));
      const b = startMines(100_000, 5, createSeededRng(seed));
      expect(b.layout).toEqual(a.layout);
      expect(new Set(a.layout).size).toBe(5);
    }
  });

  it('ends on a mine with nothing, refuses a tile twice and an action after the end', () => {
    const state = startMines(100, 24, createSeededRng(TEST_SEED));
    const safe = [...Array(25).keys()].find((t) => !state.layout.includes(t)) as number;
    const mine = state.layout[0] as number;
    expect(() => revealTile(revealTile(startMines(100, 3, createSeededRng(1)), 0), 0)).toThrow(
      expect.objectContaining({ code: 'INVALID_ACTION' }),
    );
    const lost = revealTile(state, mine);
    expect(settleMines(lost)).toMatchObject({ hit: mine, payout: 0 });
    expect(() => revealTile(lost, safe)).toThrow(expect.objectContaining({ code: 'INVALID_ACTION' }));
    expect(() => cashOutMines(state)).toThrow(expect.objectContaining({ code: 'INVALID_ACTION' }));
    // the one safe tile of 24 mines settles by itself at 24.75×
    const won = revealTile(state, safe);
    expect(settleMines(won)).toMatchObject({ hit: null, payout: 2475 });
  });

  it.each([0, 25, 2.5])('refuses %s mines', (mines) => {
    expect(() => startMines(100, mines, createSeededRng(1))).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('plays through the lifecycle: open, reveal, cash out; the replay from the seeds agrees', () => {
    const opened = openRound(
      'mines',
      { engine: 'mines', bet: 100, mines: 3 },
      { rng: createFairRng(SEEDS), theme: null },
    );
    expect(opened.status).toBe('open');
    if (opened.status !== 'open') {
      return;
    }
    const safe = [...Array(25).keys()].filter((t) => !opened.hidden.layout.includes(t));
    const one = actOnRound('mines', opened.hidden, { engine: 'mines', tile: safe[0] as number });
    if (one.status !== 'open') {
      throw new Error('still open');
    }
    const two = actOnRound('mines', one.hidden, { engine: 'mines', tile: safe[1] as number });
    if (two.status !== 'open') {
      throw new Error('still open');
    }
    const out = actOnRound('mines', two.hidden, { engine: 'mines', cashOut: true });
    expect(out.status).toBe('settled');
    if (out.status !== 'settled') {
      return;
    }
    expect(out.outcome.payout).toBe(minesPayout(100, 3, 2));
    expect(verifyMines(SEEDS, out.outcome.input)).toEqual(out.outcome);
    expect(() => actOnRound('mines', two.hidden, { engine: 'mines', tile: 1, cashOut: true })).toThrow(
      expect.objectContaining({ code: 'INVALID_ACTION' }),
    );
    expect(() =>
      playMines({ bet: 100, mines: 3, picks: [], cashedOut: false }, createFairRng(SEEDS)),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it.each([
    [1, 5],
    [3, 3],
    [10, 2],
    [24, 1],
  ])('returns 99 per cent in a seeded simulation (%i mines, cash out after %i)', (mines, stopAt) => {
    const sim = simulateRtp(100_000, TEST_SEED, (rng) => playStopAt(rng, 1000, mines, stopAt));
    const exact =
      (minesPayout(1000, mines, stopAt) / 1000) * (choose(25 - mines, stopAt) / choose(25, stopAt));
    expect(Math.abs(sim.rtp - exact), describeSimulation(sim, exact)).toBeLessThan(4 * sim.standardError);
    expect(Math.abs(exact - 0.99)).toBeLessThan(0.001);
  });
});
