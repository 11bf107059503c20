// The player's provably-fair seed pair: created on first use from crypto-strong bytes, shown as
// the server seed's sha256 until rotated; the client seed is the player's to change; rotation
// reveals the old server seed and starts a new pair (same client seed, nonce 0). Neither may
// happen while a round is open: revealing the seed of an open blackjack hand would show the shoe.
import { randomBytes } from 'node:crypto';
import type { TFairness, TRotateReply } from '@pavilion/contracts/play';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '@pavilion/games/provably-fair';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './fairness.repo.ts';

const cryptoBytes = (n: number) => new Uint8Array(randomBytes(n));

function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = generateServerSeed(cryptoBytes);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

const toFairness = (pair: repo.TSeedPairRow): TFairness => ({
  serverSeedHash: pair.server_seed_hash,
  clientSeed: pair.client_seed,
  nonce: pair.next_nonce,
});

/** The member's active pair, created on first use. */
export async function ensureSeedPair(db: TDb, memberId: number): Promise<repo.TSeedPairRow> {
  const existing = await repo.findActivePair(db, memberId);
  if (existing) {
    return existing;
  }
  await repo.insertPairIfNone(db, {
    memberId,
    ...newServerSeed(),
    clientSeed: generateClientSeed(cryptoBytes),
  });
  const created = await repo.findActivePair(db, memberId);
  if (!created) {
    throw new AppError('UNKNOWN_ERROR', { message: 'the seed pair could not be created' });
  }
  return created;
}

export async function getFairness(db: TDb, memberId: number): Promise<TFairness> {
  return toFairness(await ensureSeedPair(db, memberId));
}

export async function setClientSeed(db: TDb, memberId: number, clientSeed: string): Promise<TFairness> {
  await ensureSeedPair(db, memberId);
  return db.transaction().execute(async (trx) => {
    const pair = await lockedPairWithoutOpenRound(trx, memberId);
    await repo.updateClientSeed(trx, pair.id, clientSeed);
    return { ...toFairness(pair), clientSeed };
  });
}

export async function rotateSeeds(db: TDb, memberId: number): Promise<TRotateReply> {
  await ensureSeedPair(db, memberId);
  const next = newServerSeed();
  return db.transaction().execute(async (trx) => {
    const old = await lockedPairWithoutOpenRound(trx, memberId);
    await repo.revealPair(trx, old.id);
    await repo.insertPairIfNone(trx, { memberId, ...next, clientSeed: old.client_seed });
    return {
      revealed: {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        // the last nonce a round used; -1 when the pair was never played
        lastNonce: old.next_nonce - 1,
      },
      next: { serverSeedHash: next.serverSeedHash, clientSeed: old.client_seed, nonce: 0 },
    };
  });
}

/** Locks the active pair first, then looks for open rounds: a round taking a nonce holds the same lock. */
async function lockedPairWithoutOpenRound(trx: Parameters<typeof repo.lockActivePair>[0], memberId: number) {
  const pair = await repo.lockActivePair(trx, memberId);
  if (!pair) {
    throw new AppError('UNKNOWN_ERROR', { message: 'no active seed pair' });
  }
  if (await repo.hasOpenRound(trx, memberId)) {
    throw new AppError('ROUND_IN_PROGRESS');
  }
  return pair;
}
