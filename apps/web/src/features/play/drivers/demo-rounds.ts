// Guest demos played in the browser, as pure functions over a plain state object (the demo
// driver keeps it in sessionStorage): a play-money balance, a provably-fair seed pair generated
// here, and rounds recorded in the server's TRound shape. Rounds use the same engines and the same
// fair stream as real play (playRound, createFairRng), so a demo round verifies like a real one.
// Nothing here touches the ledger: the money is play money and never leaves this tab.
import { ERROR_CATALOGUE, type TErrorCode } from '@pavilion/contracts/errors';
import {
  ROUND_RECALL_LIMIT,
  ZClientSeedRequestSchema,
  type TFairness,
  type TPlayGame,
  type TRotateReply,
  type TRound,
  type TRoundActionRequest,
  type TRoundReply,
} from '@pavilion/contracts/play';
import type { TEngineId } from '@pavilion/games/engine-meta';
import { GameError } from '@pavilion/games/money';
import {
  createFairRng,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  type TRandomBytes,
} from '@pavilion/games/provably-fair';
import { playRound, type TRoundInput } from '@pavilion/games/rounds';
import { ApiError } from '@/shared/api/http';
import { openDemoRound, stepDemoRound, type TDemoHidden } from './demo-multi-step';

/** The play money a demo starts with: 1,000.00. */
export const DEMO_START_BALANCE = 100_000;
/** Rounds kept per tab (the recall shows the last 10 of a game). */
const KEPT_ROUNDS = 100;

type TDemoPair = { serverSeed: string; clientSeed: string; nonce: number };
export type TDemoRound = TRound & { requestId: string; hidden: TDemoHidden | null };
export type TDemoState = {
  balance: number;
  pair: TDemoPair;
  /** server seeds of rotated pairs by their hash: what rotation reveals */
  revealed: Record<string, string>;
  /** newest first */
  rounds: TDemoRound[];
  nextRoundId: number;
};

export function createDemoState(randomBytes: TRandomBytes): TDemoState {
  return {
    balance: DEMO_START_BALANCE,
    pair: {
      serverSeed: generateServerSeed(randomBytes),
      clientSeed: generateClientSeed(randomBytes),
      nonce: 0,
    },
    revealed: {},
    rounds: [],
    nextRoundId: 1,
  };
}

export function demoError(code: TErrorCode, message?: string, data?: unknown): ApiError {
  const entry = ERROR_CATALOGUE[code];
  return new ApiError(entry.status, {
    code,
    message: message ?? entry.message,
    ...(data === undefined ? {} : { data }),
  } as never);
}

export function demoFairness(state: TDemoState): TFairness {
  return {
    serverSeedHash: hashServerSeed(state.pair.serverSeed),
    clientSeed: state.pair.clientSeed,
    nonce: state.pair.nonce,
  };
}

export function setDemoClientSeed(state: TDemoState, clientSeed: string): TFairness {
  const parsed = ZClientSeedRequestSchema.safeParse({ clientSeed });
  if (!parsed.success) {
    throw demoError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  }
  state.pair = { ...state.pair, clientSeed: parsed.data.clientSeed };
  return demoFairness(state);
}

/** Reveals the pair in use (and every round played with it) and commits to a fresh one. */
export function rotateDemoSeeds(state: TDemoState, randomBytes: TRandomBytes): TRotateReply {
  const old = state.pair;
  const hash = hashServerSeed(old.serverSeed);
  state.revealed[hash] = old.serverSeed;
  state.rounds = state.rounds.map((r) =>
    r.seeds.serverSeedHash === hash ? { ...r, seeds: { ...r.seeds, serverSeed: old.serverSeed } } : r,
  );
  state.pair = { serverSeed: generateServerSeed(randomBytes), clientSeed: old.clientSeed, nonce: 0 };
  return {
    revealed: {
      serverSeed: old.serverSeed,
      serverSeedHash: hash,
      clientSeed: old.clientSeed,
      lastNonce: old.nonce - 1,
    },
    next: demoFairness(state),
  };
}

export function startDemoRound(
  state: TDemoState,
  game: TPlayGame,
  input: Record<string, unknown>,
  requestId: string,
  now: Date,
): TRoundReply {
  const replay = state.rounds.find((r) => r.requestId === requestId);
  if (replay) {
    return { round: publicRound(replay), balance: state.balance };
  }
  if (state.rounds.some((r) => r.nodeId === game.nodeId && r.status === 'open')) {
    throw demoError('ROUND_IN_PROGRESS');
  }
  const seeds = { ...state.pair };
  const rng = createFairRng(seeds);
  const engine = game.engine;
  const step = asGameError(() =>
    engine === 'video-poker' || engine === 'blackjack'
      ? openDemoRound(engine, input, rng)
      : oneShot(engine, input, rng),
  );
  if (step.stake > state.balance) {
    throw demoError('INSUFFICIENT_FUNDS', undefined, { balance: state.balance });
  }
  const balanceBefore = state.balance;
  state.balance += step.payout - step.stake;
  state.pair = { ...state.pair, nonce: state.pair.nonce + 1 };
  const round: TDemoRound = {
    roundId: String(state.nextRoundId++),
    nodeId: game.nodeId,
    gameName: game.displayName,
    engine,
    status: step.settled ? 'settled' : 'open',
    stake: step.stake,
    payout: step.payout,
    balanceBefore,
    balanceAfter: state.balance,
    input: step.input,
    outcome: step.outcome,
    seeds: {
      serverSeedHash: hashServerSeed(seeds.serverSeed),
      serverSeed: null,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    },
    createdAt: now.toISOString(),
    settledAt: step.settled ? now.toISOString() : null,
    requestId,
    hidden: step.hidden,
  };
  state.rounds = [round, ...state.rounds].slice(0, KEPT_ROUNDS);
  return { round: publicRound(round), balance: state.balance };
}

export function actDemoRound(
  state: TDemoState,
  roundId: string,
  action: TRoundActionRequest,
  now: Date,
): TRoundReply {
  const index = state.rounds.findIndex((r) => r.roundId === roundId);
  const round = state.rounds[index];
  if (!round) {
    throw demoError('ROUND_NOT_FOUND');
  }
  if (round.status !== 'open' || !round.hidden) {
    throw demoError('ROUND_CLOSED');
  }
  const hidden = round.hidden;
  const step = asGameError(() => stepDemoRound(hidden, action));
  const extra = step.stake - round.stake;
  if (extra > state.balance) {
    throw demoError('INSUFFICIENT_FUNDS', undefined, { balance: state.balance });
  }
  state.balance += step.payout - round.payout - extra;
  const next: TDemoRound = {
    ...round,
    status: step.settled ? 'settled' : 'open',
    stake: step.stake,
    payout: step.payout,
    balanceAfter: state.balance,
    input: step.input,
    outcome: step.outcome,
    settledAt: step.settled ? now.toISOString() : null,
    hidden: step.settled ? null : step.hidden,
  };
  state.rounds[index] = next;
  return { round: publicRound(next), balance: state.balance };
}

export function recentDemoRounds(state: TDemoState, nodeId: number, limit = ROUND_RECALL_LIMIT): TRound[] {
  return state.rounds
    .filter((r) => r.nodeId === nodeId)
    .slice(0, limit)
    .map(publicRound);
}

export function findDemoRound(state: TDemoState, roundId: string): TRound {
  const round = state.rounds.find((r) => r.roundId === roundId);
  if (!round) {
    throw demoError('ROUND_NOT_FOUND');
  }
  return publicRound(round);
}

/** The round as the server would show it: never the hidden deck or shoe. */
function publicRound(round: TDemoRound): TRound {
  const { requestId: _requestId, hidden: _hidden, ...shown } = round;
  return shown;
}

type TOneShotStep = {
  stake: number;
  payout: number;
  settled: true;
  input: unknown;
  outcome: unknown;
  hidden: null;
};

function oneShot(
  engine: TEngineId,
  input: Record<string, unknown>,
  rng: ReturnType<typeof createFairRng>,
): TOneShotStep {
  const outcome = playRound(engine, input as unknown as TRoundInput<typeof engine>, rng);
  return { stake: outcome.stake, payout: outcome.payout, settled: true, input, outcome, hidden: null };
}

/** Engine refusals become INVALID_BET with the engine's reason, as the server answers them. */
function asGameError<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof GameError) {
      throw demoError('INVALID_BET', error.message);
    }
    throw error;
  }
}
