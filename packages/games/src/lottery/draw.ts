// A lottery issue's draw, provably fair. Before an issue opens the server commits to
// sha256(serverSeed) (a fresh 32-byte seed per issue); the draw is made from the float stream
// HMAC_SHA256(serverSeed, `${clientSeed}:0:${cursor}`) of provably-fair.ts with the public client
// seed `lottery:<gameCode>:<issueNo>`, so nobody (not the house) can pick numbers once bets are in,
// and after the draw the revealed seed lets anyone recompute the numbers with this same code.
//
// Shapes: SSC five digits 0–9 (with replacement); PK10 a ranking of cars 1–10 (a shuffle); 11X5
// five distinct of 1–11 in drawn order; LHC six distinct of 1–49 then a special number (seven
// without replacement); VN the regional prize tiers (independent digit strings); SEA a 4D draw of 23
// distinct 4-digit numbers (1st, 2nd, 3rd, 10 starters, 10 consolations).
import { hashServerSeed, createFairRng } from '../provably-fair.ts';
import { randomInt, shuffle, type TRng } from '../rng.ts';
import type { TLotteryFamily } from './catalogue.ts';

export type TLotteryDraw = { numbers: number[]; tiers: { tier: string; values: string[] }[] };
export type TDrawShape = { family: TLotteryFamily; vnRegion?: 'north' | 'south' | undefined };

const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/**
 * k distinct picks from lo..hi in drawn order: the first k places of a forward Fisher–Yates shuffle
 * of the range (position i swaps with a uniform pick among i..n−1), kept sparse so 4D's 10,000
 * numbers cost k steps, not a 10,000-entry array.
 */
function drawDistinct(lo: number, hi: number, k: number, rng: TRng): number[] {
  const n = hi - lo + 1;
  const moved = new Map<number, number>();
  const at = (i: number) => moved.get(i) ?? lo + i;
  const out: number[] = [];
  for (let i = 0; i < k; i++) {
    const j = i + randomInt(rng, n - i);
    const picked = at(j);
    moved.set(j, at(i));
    out.push(picked);
  }
  return out;
}

const digits = (rng: TRng, width: number) =>
  Array.from({ length: width }, () => String(randomInt(rng, 10))).join('');

/** Tier layouts: [tier, count, digits]. */
export const VN_TIERS = {
  north: [
    ['special', 1, 5],
    ['first', 1, 5],
    ['second', 2, 5],
    ['third', 6, 5],
    ['fourth', 4, 4],
    ['fifth', 6, 4],
    ['sixth', 3, 3],
    ['seventh', 4, 2],
  ],
  south: [
    ['eighth', 1, 2],
    ['seventh', 1, 3],
    ['sixth', 3, 4],
    ['fifth', 1, 4],
    ['fourth', 7, 5],
    ['third', 2, 5],
    ['second', 1, 5],
    ['first', 1, 5],
    ['special', 1, 6],
  ],
} as const;

export const SEA_TIERS = [
  ['first', 1],
  ['second', 1],
  ['third', 1],
  ['starter', 10],
  ['consolation', 10],
] as const;

export function drawLottery(shape: TDrawShape, rng: TRng): TLotteryDraw {
  switch (shape.family) {
    case 'SSC':
      return { numbers: Array.from({ length: 5 }, () => randomInt(rng, 10)), tiers: [] };
    case 'PK10':
      return { numbers: shuffle(range(1, 10), rng), tiers: [] };
    case '11X5':
      return { numbers: drawDistinct(1, 11, 5, rng), tiers: [] };
    case 'LHC':
      return { numbers: drawDistinct(1, 49, 7, rng), tiers: [] };
    case 'VN': {
      const layout = VN_TIERS[shape.vnRegion ?? 'south'];
      return {
        numbers: [],
        tiers: layout.map(([tier, count, width]) => ({
          tier,
          values: Array.from({ length: count }, () => digits(rng, width)),
        })),
      };
    }
    case 'SEA': {
      const picks = drawDistinct(0, 9999, 23, rng).map((n) => String(n).padStart(4, '0'));
      let at = 0;
      return {
        numbers: [],
        tiers: SEA_TIERS.map(([tier, count]) => {
          const values = picks.slice(at, at + count);
          at += count;
          return { tier, values };
        }),
      };
    }
  }
}

/** The public client seed of an issue: fixed by the game and issue number, known to everyone. */
export function lotteryClientSeed(gameCode: string, issueNo: string): string {
  return `lottery:${gameCode}:${issueNo}`;
}

/** The draw of an issue from its server seed (nonce 0). */
export function drawIssue(shape: TDrawShape, serverSeed: string, clientSeed: string): TLotteryDraw {
  return drawLottery(shape, createFairRng({ serverSeed, clientSeed, nonce: 0 }));
}

export type TDrawVerification = { seedMatches: boolean; drawMatches: boolean; expected: TLotteryDraw };

/** What a player runs in the browser: does the seed fit the commitment, and the numbers the seed? */
export function verifyDraw(opts: {
  shape: TDrawShape;
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  draw: TLotteryDraw;
}): TDrawVerification {
  const expected = drawIssue(opts.shape, opts.serverSeed, opts.clientSeed);
  return {
    seedMatches: hashServerSeed(opts.serverSeed) === opts.seedHash,
    drawMatches: sameDraw(expected, opts.draw),
    expected,
  };
}

/** Field by field (a draw read back from JSON may list its keys in another order). */
export function sameDraw(a: TLotteryDraw, b: TLotteryDraw): boolean {
  return (
    a.numbers.length === b.numbers.length &&
    a.numbers.every((n, i) => n === b.numbers[i]) &&
    a.tiers.length === b.tiers.length &&
    a.tiers.every((t, i) => {
      const other = b.tiers[i];
      return (
        other !== undefined &&
        t.tier === other.tier &&
        t.values.length === other.values.length &&
        t.values.every((v, j) => v === other.values[j])
      );
    })
  );
}
