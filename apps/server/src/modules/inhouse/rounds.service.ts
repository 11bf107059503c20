// Playing a round. Start: the stake comes from the typed start alone; the nonce is taken and the
// round opened by the lifecycle and recorded in one transaction (the outcome or the open state is
// fixed before any money moves; an engine's refusal rolls the nonce back), bet through the seamless API, then either pay the win and
// settle (one-shot games) or wait for actions (video poker draw, blackjack). Actions apply to the
// recorded state; doubles and splits bet again in the same round. Idempotent on (member,
// requestId); one open round per member and game.
import type { TRoundActionRequest, TRoundReply, TStartRoundRequest } from '@pavilion/contracts/play';
import { actOnRound as actOn, openRound, parseHidden } from '@pavilion/games/lifecycle';
import { createFairRng } from '@pavilion/games/provably-fair';
import type { TConfig } from '@/config.ts';
import { AppError } from '@/shared/app-error.ts';
import { ensureSeedPair } from './fairness.service.ts';
import * as fairRepo from './fairness.repo.ts';
import { forgetLaunch, launchFor } from './launch-cache.ts';
import { resolvePlayableGame } from './play-game.service.ts';
import { toRound } from './recall.service.ts';
import { engineCall, engineOf, stakeOfStart } from './round-engines.ts';
import {
  betTxId,
  isRefusal,
  placeBet,
  refusalToAppError,
  voidBet,
  walletCall,
  walletUnavailable,
} from './round-money.ts';
import { betsOf, isStale, resolveUnfinished, settleRound, type TPlayDeps } from './round-resolution.ts';
import * as repo from './rounds.repo.ts';
import { assertNotExcluded } from '@/modules/protection/exclusion.service.ts';

export type TRoundDeps = TPlayDeps & { config: Pick<TConfig, 'SESSION_IDLE_MINUTES'> };
export type TPlayer = { memberId: number; sessionId: number };

export async function startRound(
  deps: TRoundDeps,
  player: TPlayer,
  req: TStartRoundRequest,
): Promise<TRoundReply> {
  const { db } = deps;
  const earlier = await repo.findByRequest(db, player.memberId, req.requestId);
  if (earlier) {
    return replyToRetry(deps, earlier);
  }
  // a member in a time-out or self-exclusion period plays nothing (player protection)
  await assertNotExcluded(db, player.memberId);
  const game = await resolvePlayableGame(db, req.nodeId);
  const start = req.input;
  const stake = stakeOfStart(game.engine, start);
  await refuseIfOpen(deps, player.memberId, game.nodeId);
  await ensureSeedPair(db, player.memberId);
  const launch = await launchFor(db, deps.config, player, game.nodeId);

  let roundId: number;
  try {
    roundId = await db.transaction().execute(async (trx) => {
      const seeds = await fairRepo.takeNonce(trx, player.memberId);
      if (!seeds) {
        throw new AppError('UNKNOWN_ERROR', { message: 'no active seed pair' });
      }
      const opened = engineCall(() =>
        openRound(start.engine, start, { rng: createFairRng(seeds), theme: game.theme }),
      );
      return repo.insertRound(trx, {
        memberId: player.memberId,
        requestId: req.requestId,
        nodeId: game.nodeId,
        engine: game.engine,
        theme: game.theme,
        input: opened.input,
        outcome: opened.status === 'settled' ? opened.outcome : opened.hidden,
        stake,
        settling: opened.status === 'settled',
        playerId: launch.playerId,
        seedPairId: seeds.pairId,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
      });
    });
  } catch (error) {
    // The transaction rolled back, so the nonce was not used.
    const constraint = repo.uniqueViolation(error);
    if (constraint === 'inhouse_rounds_member_id_request_id_key') {
      return replyToRetry(deps, await mustFind(deps, player.memberId, req.requestId));
    }
    if (constraint === 'inhouse_rounds_open_idx') {
      throw new AppError('ROUND_IN_PROGRESS');
    }
    throw error;
  }

  const ref = { roundId, playerId: launch.playerId, token: launch.token, gameCode: game.gameCode };
  let afterBet: number;
  try {
    afterBet = await placeBet(deps.seamless, ref, 1, stake);
  } catch (error) {
    if (isRefusal(error)) {
      if (error.code === 'SESSION_EXPIRED') {
        forgetLaunch(db, player, game.nodeId);
      }
      // Recorded as a failed round: its nonce stays used, the money never moved.
      await repo.updateOpenRound(db, roundId, {
        status: 'failed',
        failure: error.code,
        settling: false,
        balance_before: error.balance,
        balance_after: error.balance,
        settled_at: new Date(),
      });
      throw refusalToAppError(error);
    }
    await voidUnknownFirstBet(deps, roundId);
    throw walletUnavailable();
  }
  const row = await mustFindRound(deps, roundId);
  if (row.settling) {
    const settled = await walletCall(() => settleRound(deps, row, afterBet + stake));
    return roundReply(deps, roundId, settled.balance);
  }
  await repo.updateOpenRound(
    db,
    roundId,
    {
      stake_debited: stake,
      bets: [betTxId(roundId, 1)],
      balance_before: afterBet + stake,
      balance_after: afterBet,
    },
    row.step,
  );
  return roundReply(deps, roundId, afterBet);
}

export async function actOnRound(
  deps: TRoundDeps,
  player: TPlayer,
  roundId: number,
  action: TRoundActionRequest,
): Promise<TRoundReply> {
  const row = Number.isSafeInteger(roundId) ? await repo.findRound(deps.db, roundId) : undefined;
  if (!row || row.member_id !== player.memberId || row.status === 'failed') {
    throw new AppError('ROUND_NOT_FOUND');
  }
  if (row.status !== 'open') {
    throw new AppError('ROUND_CLOSED');
  }
  if (row.settling || Number(row.stake_debited) === 0 || row.pending_bet) {
    // A request is still at work on this round, or left it unfinished.
    if (!isStale(row)) {
      throw new AppError('ROUND_IN_PROGRESS');
    }
    await walletCall(() => resolveUnfinished(deps, row));
    return actOnRound(deps, player, roundId, action);
  }
  const engine = engineOf(row);
  const acted = engineCall(() => actOn(engine, parseHidden(engine, row.outcome), action));
  let step = row.step;
  let stakeDebited = Number(row.stake_debited);
  let balance = row.balance_after;
  const bets = betsOf(row);
  if (acted.extraStake > 0) {
    const k = row.bet_seq + 1;
    const tx = betTxId(roundId, k);
    // Claim the round for this bet first: a concurrent action now fails on the step.
    if (
      !(await repo.updateOpenRound(deps.db, roundId, { bet_seq: k, pending_bet: tx, step: step + 1 }, step))
    ) {
      throw new AppError('ROUND_IN_PROGRESS');
    }
    step += 1;
    // A hand in play is finished even if its game went under maintenance meanwhile.
    const launch = await launchFor(deps.db, deps.config, player, row.node_id);
    try {
      balance = await placeBet(
        deps.seamless,
        { roundId, playerId: launch.playerId, token: launch.token, gameCode: row.game_code ?? '' },
        k,
        acted.extraStake,
      );
    } catch (error) {
      if (!isRefusal(error)) {
        await voidBet(deps.seamless, { roundId, playerId: launch.playerId }, tx).catch(() => null);
      }
      // The action did not happen: the state is as before, the bet id is never used again.
      await repo.updateOpenRound(deps.db, roundId, { pending_bet: null, step: step + 1 }, step);
      throw isRefusal(error) ? refusalToAppError(error) : walletUnavailable();
    }
    stakeDebited += acted.extraStake;
    bets.push(tx);
  }
  const saved = await repo.updateOpenRound(
    deps.db,
    roundId,
    {
      input: acted.input,
      outcome: acted.status === 'settled' ? acted.outcome : acted.hidden,
      stake: acted.stake,
      stake_debited: stakeDebited,
      bets,
      pending_bet: null,
      settling: acted.status === 'settled',
      balance_after: balance,
      step: step + 1,
    },
    step,
  );
  if (!saved) {
    throw new AppError('ROUND_IN_PROGRESS');
  }
  if (acted.status === 'settled') {
    const finished = await mustFindRound(deps, roundId);
    const settled = await walletCall(() => settleRound(deps, finished));
    return roundReply(deps, roundId, settled.balance);
  }
  return roundReply(deps, roundId, balance);
}

/** A repeated requestId: the round it started, finished first if its request was abandoned. */
async function replyToRetry(deps: TRoundDeps, row: repo.TRoundRow): Promise<TRoundReply> {
  if (row.status === 'open' && (row.settling || Number(row.stake_debited) === 0)) {
    if (!isStale(row)) {
      throw new AppError('ROUND_IN_PROGRESS');
    }
    await walletCall(() => resolveUnfinished(deps, row));
    return replyToRetry(deps, await mustFindRound(deps, row.id));
  }
  if (row.status === 'failed') {
    throw row.failure === 'INSUFFICIENT_FUNDS'
      ? new AppError(
          'INSUFFICIENT_FUNDS',
          row.balance_after === null ? {} : { data: { balance: row.balance_after } },
        )
      : new AppError('UNKNOWN_ERROR', { message: `this round was not played (${row.failure ?? 'failed'})` });
  }
  return { round: toRound(row), balance: row.balance_after ?? 0 };
}

/** One open round per member and game; one abandoned by its request is resolved first. */
async function refuseIfOpen(deps: TRoundDeps, memberId: number, nodeId: number): Promise<void> {
  const open = await repo.findOpenRound(deps.db, memberId, nodeId);
  if (!open) {
    return;
  }
  const unfinished = open.settling || Number(open.stake_debited) === 0;
  if (
    unfinished &&
    isStale(open) &&
    (await walletCall(() => resolveUnfinished(deps, open))) !== 'left-open'
  ) {
    return;
  }
  throw new AppError('ROUND_IN_PROGRESS');
}

/** The first bet's answer was lost: void it (refund or tombstone) so the round can fail cleanly. */
async function voidUnknownFirstBet(deps: TRoundDeps, roundId: number): Promise<void> {
  const row = await mustFindRound(deps, roundId);
  try {
    await resolveUnfinished(deps, { ...row, settling: false });
  } catch {
    // The wallet is unreachable: the round stays open and is resolved later by the same ids.
  }
}

async function roundReply(deps: TRoundDeps, roundId: number, balance: number | null): Promise<TRoundReply> {
  const row = await mustFindRound(deps, roundId);
  if (row.status === 'failed') {
    throw new AppError('UNKNOWN_ERROR', {
      message: `this round was not played (${row.failure ?? 'failed'})`,
    });
  }
  return { round: toRound(row), balance: balance ?? row.balance_after ?? 0 };
}

async function mustFindRound(deps: TRoundDeps, roundId: number): Promise<repo.TRoundRow> {
  const row = await repo.findRound(deps.db, roundId);
  if (!row) {
    throw new AppError('ROUND_NOT_FOUND');
  }
  return row;
}

async function mustFind(deps: TRoundDeps, memberId: number, requestId: string): Promise<repo.TRoundRow> {
  const row = await repo.findByRequest(deps.db, memberId, requestId);
  if (!row) {
    throw new AppError('ROUND_NOT_FOUND');
  }
  return row;
}
