// Random-number plumbing shared by every engine. An engine never calls Math.random: it takes a
// `TRng`, a stream of floats in [0, 1). In play and verification that stream is the provably-fair
// HMAC stream (provably-fair.ts); simulations and tests use the seeded, non-cryptographic
// xoshiro128** below, which is fast and reproducible but must never decide a real-money round.
//
// Integers: `randomInt(rng, n) = floor(f × n)`. Floats have 2^32 equally likely values, so each of
// n outcomes has probability within n / 2^32 of 1/n (below 1e-7 for the n ≤ 416 used here).
// Shuffles: forward Fisher–Yates, position i takes a uniform pick among positions i..n-1. Its
// first k positions are already a uniform draw without replacement, so dealing k cards lazily
// (cards.ts) gives exactly the first k cards of the full shuffle made from the same floats.

/** A stream of floats in [0, 1); every call consumes one. */
export type TRng = { next(): number };

/** Uniform integer in [0, n). */
export function randomInt(rng: TRng, n: number): number {
  return Math.floor(rng.next() * n);
}

/** Returns a new array: a forward Fisher–Yates shuffle of `items` (n − 1 floats). */
export function shuffle<T>(items: readonly T[], rng: TRng): T[] {
  const out = items.slice();
  for (let i = 0; i < out.length - 1; i++) {
    const j = i + randomInt(rng, out.length - i);
    const picked = out[j] as T;
    out[j] = out[i] as T;
    out[i] = picked;
  }
  return out;
}

/**
 * Seeded xoshiro128** (state filled by splitmix32) for simulations and tests only: not
 * cryptographic, never for real rounds.
 */
export function createSeededRng(seed: number): TRng {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  return {
    next(): number {
      const r = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl(d, 11);
      return r / 4294967296;
    },
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
