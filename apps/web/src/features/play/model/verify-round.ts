// Verification of a past round in the browser: once its server seed is revealed, check the seed
// against the hash shown before play, replay the round with verifyRound (the code the server
// plays with) from the revealed seeds and the recorded input, and compare the payout and the
// outcome field by field with what was recorded.
import type { TRound } from '@pavilion/contracts/play';
import { hashServerSeed } from '@pavilion/games/provably-fair';
import { verifyRound } from '@pavilion/games/rounds';

export type TVerifyResult =
  | { status: 'unavailable'; reason: 'open' | 'not-revealed' }
  | { status: 'match'; payout: number }
  | { status: 'mismatch'; reason: 'hash' | 'payout' | 'outcome' | 'replay-failed'; payout: number | null };

export function canVerify(round: TRound): boolean {
  return round.status === 'settled' && round.seeds.serverSeed !== null;
}

export function verifyRecordedRound(round: TRound): TVerifyResult {
  const serverSeed = round.seeds.serverSeed;
  if (round.status !== 'settled') {
    return { status: 'unavailable', reason: 'open' };
  }
  if (serverSeed === null) {
    return { status: 'unavailable', reason: 'not-revealed' };
  }
  if (round.outcome === null) {
    return { status: 'mismatch', reason: 'replay-failed', payout: null };
  }
  let hash: string;
  try {
    hash = hashServerSeed(serverSeed);
  } catch {
    return { status: 'mismatch', reason: 'hash', payout: null };
  }
  if (hash !== round.seeds.serverSeedHash) {
    return { status: 'mismatch', reason: 'hash', payout: null };
  }
  let replayed: { payout: number };
  try {
    const seeds = { serverSeed, clientSeed: round.seeds.clientSeed, nonce: round.seeds.nonce };
    replayed = verifyRound(round.engine, seeds, round.outcome.input);
  } catch {
    return { status: 'mismatch', reason: 'replay-failed', payout: null };
  }
  if (replayed.payout !== round.payout) {
    return { status: 'mismatch', reason: 'payout', payout: replayed.payout };
  }
  if (!sameShown(round.outcome, replayed)) {
    return { status: 'mismatch', reason: 'outcome', payout: replayed.payout };
  }
  return { status: 'match', payout: replayed.payout };
}

/**
 * Every field the record shows equals the replay's (arrays element by element, same length);
 * fields the replay has and the record leaves out are not compared.
 */
export function sameShown(recorded: unknown, replayed: unknown): boolean {
  if (recorded === null || typeof recorded !== 'object') {
    return Object.is(recorded, replayed);
  }
  if (replayed === null || typeof replayed !== 'object') {
    return false;
  }
  if (Array.isArray(recorded)) {
    return (
      Array.isArray(replayed) &&
      recorded.length === replayed.length &&
      recorded.every((entry, i) => sameShown(entry, replayed[i]))
    );
  }
  const other = new Map(Object.entries(replayed));
  return Object.entries(recorded).every(([key, value]) => other.has(key) && sameShown(value, other.get(key)));
}
