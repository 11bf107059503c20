// The provably-fair random stream. Before play the player sees sha256(serverSeed); the player
// chooses the client seed; each round has a nonce (+1 per bet). A round's randomness is
//
//   bytes(cursor) = HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
//
// for cursor = 0, 1, 2, …: 32 bytes per step, read as 8 floats of 4 bytes each,
// f = b0/256 + b1/256² + b2/256³ + b3/256⁴ in [0, 1). When a round needs a ninth float the cursor
// moves to the next step. Key and hashed text are the seeds' UTF-8 text (the server seed is its
// 64-character hex string), so any HMAC/SHA-256 tool reproduces the numbers. The stake is not an
// input, so no outcome can depend on it. Pure and synchronous (@noble/hashes): the server and the
// browser run the same code.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { GameError } from './money.ts';
import type { TRng } from './rng.ts';

export type TRoundSeeds = { serverSeed: string; clientSeed: string; nonce: number };
/** Returns `n` cryptographically strong random bytes (the server passes crypto.randomBytes). */
export type TRandomBytes = (n: number) => Uint8Array;

export const SERVER_SEED_BYTES = 32;
const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
export const CLIENT_SEED_MAX_LENGTH = 64;

/** A fresh server seed: 32 random bytes as 64 lowercase hex characters. */
export function generateServerSeed(randomBytes: TRandomBytes): string {
  return randomHex(randomBytes, SERVER_SEED_BYTES);
}

/** A default client seed (8 random bytes, 16 hex characters); the player may replace it. */
export function generateClientSeed(randomBytes: TRandomBytes): string {
  return randomHex(randomBytes, 8);
}

/** The commitment shown before play: sha256 of the server seed's text, hex. */
export function hashServerSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The 32 bytes of one cursor step. */
export function roundBytes(seeds: TRoundSeeds, cursor: number): Uint8Array {
  return hmac(
    sha256,
    utf8ToBytes(seeds.serverSeed),
    utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`),
  );
}

/** The 8 floats of one cursor step. */
export function floatsOfBytes(bytes: Uint8Array): number[] {
  const floats: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const [b0, b1, b2, b3] = [
      bytes[i] as number,
      bytes[i + 1] as number,
      bytes[i + 2] as number,
      bytes[i + 3] as number,
    ];
    floats.push(b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4);
  }
  return floats;
}

/** The round's float stream, starting at cursor 0. Validates the seeds first. */
export function createFairRng(seeds: TRoundSeeds): TRng {
  assertSeeds(seeds);
  let cursor = 0;
  let buffer: number[] = [];
  let index = 0;
  return {
    next(): number {
      if (index === buffer.length) {
        buffer = floatsOfBytes(roundBytes(seeds, cursor));
        cursor += 1;
        index = 0;
      }
      const f = buffer[index] as number;
      index += 1;
      return f;
    },
  };
}

export function assertSeeds(seeds: TRoundSeeds): void {
  assertServerSeed(seeds.serverSeed);
  const { clientSeed, nonce } = seeds;
  // Control characters are refused so the message text is what the player sees and types.
  if (
    typeof clientSeed !== 'string' ||
    clientSeed.length === 0 ||
    clientSeed.length > CLIENT_SEED_MAX_LENGTH ||
    /\p{Cc}/u.test(clientSeed)
  ) {
    throw new GameError(
      'INVALID_SEED',
      `client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} printable characters`,
    );
  }
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new GameError('INVALID_SEED', 'nonce must be a non-negative integer');
  }
}

function assertServerSeed(serverSeed: string): void {
  if (typeof serverSeed !== 'string' || !SERVER_SEED_PATTERN.test(serverSeed)) {
    throw new GameError('INVALID_SEED', 'server seed must be 64 lowercase hex characters');
  }
}

function randomHex(randomBytes: TRandomBytes, n: number): string {
  const bytes = randomBytes(n);
  if (!(bytes instanceof Uint8Array) || bytes.length !== n) {
    throw new GameError('INVALID_SEED', `the byte source must return ${n} bytes`);
  }
  return bytesToHex(bytes);
}
