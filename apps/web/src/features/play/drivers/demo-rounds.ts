// Guest demos played in the browser, as pure functions over a plain state object (the demo
// driver keeps it in sessionStorage): a play-money balance, a provably-fair seed pair generated
// here, and rounds recorded in the server's TRound shape. Rounds go through the same lifecycle as
// real play (@pavilion/games/lifecycle: stake, open, act, view), so a demo round verifies like a
// real one. Nothing here touches the ledger: the money is play money and never leaves this tab.
import { z } from 'zod';
import { ERROR_CATALOGUE, type TErrorCode } from '@pavilion/contracts/error-catalogue';
import {
  ROUND_RECALL_LIMIT,
  ZClientSeedRequestSchema,
  ZRoundSchema,
  type TFairness,
  type TPlayGame,
  type TRotateReply,
  type TRound,
  type TRoundActionRequest,
  type TRoundReply,
} from '@pavilion/contracts/play';
import {
  actOnRound,
  openRound,
  parseHidden,
  recordOf,
  stakeOf,
  type TRecordedRound,
  type TRoundStart,
} from '@pavilion/games/lifecycle';
import { GameError } from '@pavilion/games/money';
import {
  createFairRng,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  type TRandomBytes,
} from '@pavilion/games/provably-fair';
import { ApiError } from '@/shared/api/http';

/** The play money a demo starts with: 1,000.00. */
export const DEMO_START_BALANCE = 100_000;
/** Rounds kept per tab (the recall shows the last 10 of a game). */
const KEPT_ROUNDS = 100;

/** A demo round: the round as shown, its request id and, while open, its hidden state as JSON. */
const ZDemoRoundSchema = ZRoundSchema.and(z.object({ requestId: z.string(), hidden: z.string().nullable() }));
export const ZDemoStateSchema = z.object({
  balance: z.number().int(),
  pair: z.object({ serverSeed: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
  /** server seeds of rotated pairs by their hash: what rotation reveals */
  revealed: z.record(z.string(), z.string()),
  /** newest first */
  rounds: z.array(ZDemoRoundSchema),
  nextRoundId: z.number().int(),
});
export type TDemoState = z.infer<typeof ZDemoStateSchema>;
type TDemoRound = z.infer<typeof ZDemoRoundSchema>;
type TRoundBase = Omit<TRound, keyof TRecordedRound>;

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

export function demoError(code: TErrorCode, message?: string, balance?: number): ApiError {
  const entry = ERROR_CATALOGUE[code];
  return new ApiError(entry.status, {
    code,
    message: message ?? entry.message,
    ...(balance === undefined ? {} : { data: { balance } }),
  });
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
  start: TRoundStart,
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
  if (start.engine !== game.engine) {
    throw demoError('INVALID_BET', `this game plays ${game.engine}, not ${start.engine}`);
  }
  const stake = stakeOf(start.engine, start);
  if (stake > state.balance) {
    throw demoError('INSUFFICIENT_FUNDS', undefined, state.balance);
  }
  const seeds = { ...state.pair };
  const step = asGameError(() =>
    openRound(start.engine, start, { rng: createFairRng(seeds), theme: game.theme }),
  );
  const payout = step.status === 'settled' ? step.outcome.payout : 0;
  const balanceBefore = state.balance;
  state.balance += payout - step.stake;
  state.pair = { ...state.pair, nonce: state.pair.nonce + 1 };
  const settled = step.status === 'settled';
  const base: TRoundBase = {
    roundId: String(state.nextRoundId++),
    nodeId: game.nodeId,
    gameName: game.displayName,
    status: settled ? 'settled' : 'open',
    stake: step.stake,
    payout,
    balanceBefore,
    balanceAfter: state.balance,
    seeds: {
      serverSeedHash: hashServerSeed(seeds.serverSeed),
      serverSeed: null,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    },
    createdAt: now.toISOString(),
    settledAt: settled ? now.toISOString() : null,
  };
  const hidden = step.status === 'open' ? JSON.stringify(step.hidden) : null;
  const round: TDemoRound = { ...base, ...recordOf(start.engine, step), requestId, hidden };
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
  const stored = round.hidden;
  if (round.status !== 'open' || stored === null) {
    throw demoError('ROUND_CLOSED');
  }
  const engine = round.engine;
  const step = asGameError(() => actOnRound(engine, parseHidden(engine, JSON.parse(stored)), action));
  if (step.extraStake > state.balance) {
    throw demoError('INSUFFICIENT_FUNDS', undefined, state.balance);
  }
  const payout = step.status === 'settled' ? step.outcome.payout : 0;
  state.balance += payout - step.extraStake;
  const settled = step.status === 'settled';
  const base: TRoundBase = {
    ...baseOf(round),
    status: settled ? 'settled' : 'open',
    stake: step.stake,
    payout,
    balanceAfter: state.balance,
    settledAt: settled ? now.toISOString() : null,
  };
  const hidden = step.status === 'open' ? JSON.stringify(step.hidden) : null;
  const next: TDemoRound = { ...base, ...recordOf(engine, step), requestId: round.requestId, hidden };
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

function baseOf(round: TDemoRound): TRoundBase {
  const { roundId, nodeId, gameName, status, stake, payout, balanceBefore, balanceAfter, seeds } = round;
  return {
    roundId,
    nodeId,
    gameName,
    status,
    stake,
    payout,
    balanceBefore,
    balanceAfter,
    seeds,
    createdAt: round.createdAt,
    settledAt: round.settledAt,
  };
}

/** The round as the server would show it: never the hidden deck or shoe. */
function publicRound(round: TDemoRound): TRound {
  const { requestId: _requestId, hidden: _hidden, ...shown } = round;
  return shown;
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
