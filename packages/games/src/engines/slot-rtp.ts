// Exact return to player of a slot theme, without simulation. Each reel's stop is uniform, so the
// symbol in any row of a reel is distributed as the strip's symbol counts, independently across
// reels, and every payline has the same expected pay. Hence:
//   line part    = Σ over the 10⁵ symbol combinations of one line: Π reel weights × line pay
//   scatter part = Σ_k P(k scatters on the grid) × scatter pay(k), P from each reel's windows
//   free spins   = Σ_k P(k) × E[spins played | award(k)] × multiplier × (line part + scatter part)
// where E[spins played] follows retriggers up to the cap exactly (a small dynamic programme).
// All parts are per unit of total bet, so the result does not depend on the number of lines.
import { evaluateLine, freeSpinAward, MAX_FREE_SPINS, ROWS, scatterPay } from './slot.ts';
import { SLOT_SYMBOLS, type TSlotSymbol, type TSlotTheme } from './slot-paytables.ts';

export type TSlotRtp = {
  line: number;
  scatter: number;
  freeSpins: number;
  total: number;
  triggerProbability: number;
};

export function slotTheoreticalRtp(theme: TSlotTheme): TSlotRtp {
  const line = lineReturn(theme);
  const scatterDist = scatterDistribution(theme);
  const scatter = scatterDist.reduce((acc, p, k) => acc + p * scatterPay(theme, k), 0);
  const perSpin = line + scatter;
  const expectedSpins = expectedFreeSpins(theme, scatterDist);
  let freeSpins = 0;
  let triggerProbability = 0;
  scatterDist.forEach((p, k) => {
    const award = freeSpinAward(theme, k);
    if (award > 0) {
      triggerProbability += p;
      freeSpins += p * expectedSpins(Math.min(award, MAX_FREE_SPINS)) * theme.freeSpinMultiplier * perSpin;
    }
  });
  return { line, scatter, freeSpins, total: perSpin + freeSpins, triggerProbability };
}

function lineReturn(theme: TSlotTheme): number {
  const weights = theme.reels.map((strip) =>
    SLOT_SYMBOLS.map((s) => strip.filter((x) => x === s).length / strip.length),
  );
  let total = 0;
  const symbols: TSlotSymbol[] = [];
  const walk = (reel: number, probability: number): void => {
    if (probability === 0) {
      return;
    }
    if (reel === weights.length) {
      total += probability * (evaluateLine(symbols, theme)?.pay ?? 0);
      return;
    }
    SLOT_SYMBOLS.forEach((s, i) => {
      symbols[reel] = s;
      walk(reel + 1, probability * (weights[reel]?.[i] ?? 0));
    });
  };
  walk(0, 1);
  return total;
}

/** P(k scatters visible), k = 0..15, over all reel stops. */
function scatterDistribution(theme: TSlotTheme): number[] {
  let dist = [1];
  for (const strip of theme.reels) {
    const perReel = Array.from({ length: ROWS + 1 }, () => 0);
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < ROWS; row++) {
        n += strip[(stop + row) % strip.length] === 'S' ? 1 : 0;
      }
      perReel[n] = (perReel[n] ?? 0) + 1 / strip.length;
    }
    const next = Array.from({ length: dist.length + ROWS }, () => 0);
    dist.forEach((p, a) => perReel.forEach((q, b) => (next[a + b] = (next[a + b] ?? 0) + p * q)));
    dist = next;
  }
  return dist;
}

/** E[free spins played | first award], retriggers included, capped at MAX_FREE_SPINS. */
function expectedFreeSpins(theme: TSlotTheme, scatterDist: readonly number[]): (award: number) => number {
  const memo = new Map<number, number>();
  const played = (done: number, awarded: number): number => {
    if (done >= awarded) {
      return 0;
    }
    const key = done * 1000 + awarded;
    const cached = memo.get(key);
    if (cached !== undefined) {
      return cached;
    }
    let e = 1;
    scatterDist.forEach((p, k) => {
      e += p * played(done + 1, Math.min(awarded + freeSpinAward(theme, k), MAX_FREE_SPINS));
    });
    memo.set(key, e);
    return e;
  };
  return (award) => played(0, award);
}
