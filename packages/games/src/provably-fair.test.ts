import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GameError } from './money.ts';
import {
  createFairRng,
  floatsOfBytes,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  roundBytes,
  type TRoundSeeds,
} from './provably-fair.ts';
import { chiSquare, chiSquareCritical99 } from './testing/stats.ts';

const SEEDS: TRoundSeeds = {
  serverSeed: 'a3f1c2e4b5d697881234567890abcdef0fedcba9876543210abcdef123456789',
  clientSeed: 'lucky-player',
  nonce: 42,
};

/** The reference computation, with Node's own crypto. */
function referenceFloats(seeds: TRoundSeeds, cursor: number): number[] {
  const bytes = createHmac('sha256', seeds.serverSeed)
    .update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`)
    .digest();
  return Array.from({ length: 8 }, (_, i) => bytes.readUInt32BE(i * 4) / 2 ** 32);
}

describe('provably-fair stream', () => {
  it('matches HMAC-SHA256 computed by node:crypto (known answers)', () => {
    const expected = createHmac('sha256', SEEDS.serverSeed).update('lucky-player:42:0').digest('hex');
    expect(Buffer.from(roundBytes(SEEDS, 0)).toString('hex')).toBe(expected);
    expect(floatsOfBytes(roundBytes(SEEDS, 3))).toEqual(referenceFloats(SEEDS, 3));
    const rng = createFairRng(SEEDS);
    const stream = Array.from({ length: 24 }, () => rng.next());
    expect(stream).toEqual([0, 1, 2].flatMap((c) => referenceFloats(SEEDS, c)));
  });

  it('reads each 4 bytes as b0/256 + b1/256² + b2/256³ + b3/256⁴', () => {
    expect(floatsOfBytes(Uint8Array.from([0, 0, 0, 0, 255, 255, 255, 255, 128, 0, 0, 1]))).toEqual([
      0,
      1 - 2 ** -32,
      0.5 + 2 ** -32,
    ]);
  });

  it('moves the cursor on after 8 floats', () => {
    const rng = createFairRng(SEEDS);
    const first8 = Array.from({ length: 8 }, () => rng.next());
    expect(first8).toEqual(referenceFloats(SEEDS, 0));
    expect(rng.next()).toBe(referenceFloats(SEEDS, 1)[0]);
  });

  it('is deterministic, and changes with every seed input', () => {
    const take = (seeds: TRoundSeeds): number[] => {
      const rng = createFairRng(seeds);
      return Array.from({ length: 10 }, () => rng.next());
    };
    expect(take(SEEDS)).toEqual(take({ ...SEEDS }));
    expect(take({ ...SEEDS, nonce: 43 })).not.toEqual(take(SEEDS));
    expect(take({ ...SEEDS, clientSeed: 'other' })).not.toEqual(take(SEEDS));
    expect(take({ ...SEEDS, serverSeed: SEEDS.serverSeed.replace('a3', 'a4') })).not.toEqual(take(SEEDS));
  });

  it('hashes the server seed text with SHA-256', () => {
    expect(hashServerSeed(SEEDS.serverSeed)).toBe(
      createHash('sha256').update(SEEDS.serverSeed).digest('hex'),
    );
  });

  it('makes seeds from the byte source it is given', () => {
    const bytes = (n: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => i);
    expect(generateServerSeed(bytes)).toBe(
      '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
    );
    expect(generateClientSeed(bytes)).toBe('0001020304050607');
    expect(() => generateServerSeed(() => new Uint8Array(4))).toThrow(GameError);
  });

  it.each([
    ['short server seed', { ...SEEDS, serverSeed: 'abc' }],
    ['upper-case server seed', { ...SEEDS, serverSeed: SEEDS.serverSeed.toUpperCase() }],
    ['empty client seed', { ...SEEDS, clientSeed: '' }],
    ['control character', { ...SEEDS, clientSeed: 'a\nb' }],
    ['long client seed', { ...SEEDS, clientSeed: 'x'.repeat(65) }],
    ['negative nonce', { ...SEEDS, nonce: -1 }],
    ['fractional nonce', { ...SEEDS, nonce: 1.5 }],
  ])('refuses a %s', (_label, seeds) => {
    expect(() => createFairRng(seeds)).toThrow(expect.objectContaining({ code: 'INVALID_SEED' }));
  });
});

describe('provably-fair stream statistics (99% confidence)', () => {
  const N = 100_000;
  const rng = createFairRng({ ...SEEDS, nonce: 7 });
  const floats = Array.from({ length: N }, () => rng.next());

  it('keeps every float in [0, 1)', () => {
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
  });

  it.each([6, 37, 52])('gives uniform integers in [0, %i) (chi-square)', (n) => {
    const counts = new Array<number>(n).fill(0);
    floats.forEach((f) => (counts[Math.floor(f * n)] = (counts[Math.floor(f * n)] ?? 0) + 1));
    expect(chiSquare(counts, N / n)).toBeLessThan(chiSquareCritical99(n - 1));
  });

  it('passes a runs test above/below one half', () => {
    let runs = 1;
    let above = 0;
    floats.forEach((f, i) => {
      above += f >= 0.5 ? 1 : 0;
      if (i > 0 && f >= 0.5 !== (floats[i - 1] as number) >= 0.5) {
        runs += 1;
      }
    });
    const below = N - above;
    const mean = (2 * above * below) / N + 1;
    const variance = ((mean - 1) * (mean - 2)) / (N - 1);
    expect(Math.abs((runs - mean) / Math.sqrt(variance))).toBeLessThan(2.576);
  });

  it('shows no lag-1 serial correlation', () => {
    let sxy = 0;
    let sx = 0;
    let sxx = 0;
    for (let i = 0; i < N - 1; i++) {
      const x = floats[i] as number;
      sxy += x * (floats[i + 1] as number);
      sx += x;
      sxx += x * x;
    }
    const m = N - 1;
    const r = (sxy / m - (sx / m) ** 2) / (sxx / m - (sx / m) ** 2);
    expect(Math.abs(r * Math.sqrt(m))).toBeLessThan(2.576);
  });
});
