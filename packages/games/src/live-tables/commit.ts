// Commitments for rounds that many players share (live tables, Hold'em decks, bingo draws, fishing
// shots). The server draws a fresh 32-byte seed per round and publishes sha256(seed) before the
// betting window opens; the round's floats are the provably-fair stream of provably-fair.ts with the
// public salt `<kind>:<tableId>:<roundNo>` in place of a client seed and nonce 0. Nobody chooses the
// salt after the commitment (it is the table's id and the round's number), so the outcome is fixed
// once the hash is out, and after the reveal anyone recomputes it with this code.
import { createFairRng, hashServerSeed } from '../provably-fair.ts';
import { GameError } from '../money.ts';
import type { TRng } from '../rng.ts';

export type TCommitment = { salt: string; hash: string };

const TABLE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The public salt of one round: `<kind>:<tableId>:<roundNo>` (at most 64 printable characters). */
export function roundSalt(kind: string, tableId: string, roundNo: number): string {
  if (!/^[a-z-]{1,12}$/.test(kind) || !TABLE_ID.test(tableId)) {
    throw new GameError('INVALID_INPUT', 'a table id is 1 to 40 letters, digits, "-" or "_"');
  }
  if (!Number.isSafeInteger(roundNo) || roundNo < 0) {
    throw new GameError('INVALID_INPUT', 'a round number is a non-negative integer');
  }
  return `${kind}:${tableId}:${roundNo}`;
}

/** What is published before the round's betting window: the salt and sha256 of the seed. */
export function commitRound(serverSeed: string, salt: string): TCommitment {
  return { salt, hash: hashServerSeed(serverSeed) };
}

/** The round's float stream: HMAC_SHA256(serverSeed, `${salt}:0:${cursor}`). */
export function roundRng(serverSeed: string, salt: string): TRng {
  return createFairRng({ serverSeed, clientSeed: salt, nonce: 0 });
}

/** True when the revealed seed is the one committed to. */
export function seedMatches(serverSeed: string, commitment: TCommitment): boolean {
  try {
    return hashServerSeed(serverSeed) === commitment.hash;
  } catch {
    return false;
  }
}
