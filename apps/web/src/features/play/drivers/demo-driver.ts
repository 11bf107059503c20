// The round driver of guest demos: demo-rounds.ts over a state kept in this tab's sessionStorage,
// with seeds from crypto.getRandomValues. Answers are async like the server's, so the frame
// treats both drivers alike.
import type { TPlayGame } from '@pavilion/contracts/play';
import {
  actDemoRound,
  createDemoState,
  demoFairness,
  findDemoRound,
  recentDemoRounds,
  rotateDemoSeeds,
  setDemoClientSeed,
  startDemoRound,
  ZDemoStateSchema,
  type TDemoState,
} from './demo-rounds';
import type { TRoundDriver } from './round-driver';

const STORAGE_KEY = 'PLAY_DEMO';

export function browserRandomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

export function readDemoState(): TDemoState {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    const stored = text ? ZDemoStateSchema.safeParse(JSON.parse(text)) : null;
    if (stored?.success) {
      return stored.data;
    }
  } catch {
    // unreadable: start a fresh demo below (so does a state of another shape)
  }
  const state = createDemoState(browserRandomBytes);
  writeDemoState(state);
  return state;
}

function writeDemoState(state: TDemoState): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage full or blocked: the demo still plays for this page's life
  }
}

/** Runs one step on a fresh copy of the stored state and stores it only if the step succeeded. */
function withState<T>(step: (state: TDemoState) => T): Promise<T> {
  try {
    const state = readDemoState();
    const result = step(state);
    writeDemoState(state);
    return Promise.resolve(result);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function createDemoDriver(game: TPlayGame): TRoundDriver {
  return {
    mode: 'demo',
    fairness: () => withState(demoFairness),
    setClientSeed: (clientSeed) => withState((s) => setDemoClientSeed(s, clientSeed)),
    rotate: () => withState((s) => rotateDemoSeeds(s, browserRandomBytes)),
    start: (_nodeId, start, requestId) =>
      withState((s) => startDemoRound(s, game, start, requestId, new Date())),
    act: (roundId, action) => withState((s) => actDemoRound(s, roundId, action, new Date())),
    recent: (nodeId, limit) => withState((s) => recentDemoRounds(s, nodeId, limit)),
    round: (roundId) => withState((s) => findDemoRound(s, roundId)),
  };
}
