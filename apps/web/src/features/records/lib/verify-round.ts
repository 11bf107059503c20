// Provably-fair check of a recorded round in the browser: once its server seed is revealed, the
// seed must hash to the commitment shown before play, and replaying the round's input with
// verifyRound (@pavilion/games/rounds, the code the server plays with) must give back the recorded
// outcome. Every value the server recorded must equal the replay's (the server may store fewer
// fields than the engine returns, and object key order is not meaningful after a JSON round trip).
import type { TRound } from '@pavilion/contracts/play';
import { hashServerSeed } from '@pavilion/games/provably-fair';
import { verifyRound } from '@pavilion/games/rounds';

export type TVerifyResult =
  | { status: 'unrevealed' }
  | { status: 'match' }
  | { status: 'mismatch'; reason: 'seedHash' | 'outcome' | 'replayFailed' };

/** True when every value in `recorded` appears, equal, in `replayed` (arrays element by element). */
export function recordedMatches(recorded: unknown, replayed: unknown): boolean {
  if (Array.isArray(recorded)) {
    return (
      Array.isArray(replayed) &&
      recorded.length === replayed.length &&
      recorded.every((item, i) => recordedMatches(item, replayed[i]))
    );
  }
  if (typeof recorded === 'object' && recorded !== null) {
    if (typeof replayed !== 'object' || replayed === null || Array.isArray(replayed)) {
      return false;
    }
    const other = new Map(Object.entries(replayed));
    return Object.entries(recorded).every(([key, value]) => recordedMatches(value, other.get(key)));
  }
  return Object.is(recorded, replayed);
}

export function verifyRecordedRound(round: TRound): TVerifyResult {
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.seeds;
  if (serverSeed === null) {
    return { status: 'unrevealed' };
  }
  let hash: string;
  try {
    hash = hashServerSeed(serverSeed);
  } catch {
    return { status: 'mismatch', reason: 'seedHash' };
  }
  if (hash !== serverSeedHash.toLowerCase()) {
    return { status: 'mismatch', reason: 'seedHash' };
  }
  if (round.outcome === null) {
    return { status: 'mismatch', reason: 'replayFailed' };
  }
  // every outcome carries the whole input it was played with (holds and actions included)
  let replayed: { payout: number };
  try {
    replayed = verifyRound(round.engine, { serverSeed, clientSeed, nonce }, round.outcome.input);
  } catch {
    return { status: 'mismatch', reason: 'replayFailed' };
  }
  const same = recordedMatches(round.outcome, replayed) && replayed.payout === round.payout;
  return same ? { status: 'match' } : { status: 'mismatch', reason: 'outcome' };
}
