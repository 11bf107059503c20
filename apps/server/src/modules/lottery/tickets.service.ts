// Bet slips: validation by the engine (the same functions the slip in the browser calls), the
// tickets and their exposure written in one transaction that holds the issues' rows (so no draw
// starts while they are written, and none after close), then one seamless bet per ticket. A slip
// is all or nothing: a refused bet fails its ticket and the rest, and refunds those already taken.
// Cancel refunds a ticket while its issue still takes bets; a follow-up plan's later tickets are
// refunded on cancel or, with stop-on-win, by the settlement of the issue it wins.
import type {
  TLotteryPlaceReply,
  TLotteryPlaceRequest,
  TLotteryTicket,
  TLotteryTicketsQuery,
} from '@pavilion/contracts/lottery';
import { drawAtOfIssue, currentIssue } from '@pavilion/games/lottery/schedule';
import { FOLLOW_UP_MAX_ISSUES } from '@pavilion/games/lottery/catalogue';
import { checkSelection, maxPayoutOf, stakeOf } from '@pavilion/games/lottery/ticket';
import { GameError } from '@pavilion/games/money';
import { AppError } from '@/shared/app-error.ts';
import { isRefusal, refusalToAppError, walletUnavailable } from '@/modules/inhouse/round-money.ts';
import { SeamlessCallError } from '@/modules/inhouse/seamless-client.ts';
import { ensureIssues, gameDefOrThrow, slipConfig } from './games.service.ts';
import { lotteryLaunch, forgetLotteryLaunch } from './lottery-launch.ts';
import type { TLotteryDeps } from './lottery.deps.ts';
import * as repo from './lottery.repo.ts';
import { completeWalletSteps, placeTicketBet, rollbackTicket, type TTicketRow } from './ticket-money.ts';

export type TLotteryPlayer = { memberId: number; sessionId: number };

/** Exposure buckets of a ticket: one per number (play type, row, token) it picked. */
export function bucketsOf(t: Pick<TTicketRow, 'play_type' | 'selection' | 'max_payout'>) {
  return t.selection.flatMap((row, r) =>
    row.map((token) => ({ bucket: `${t.play_type}:${r}:${token}`, amount: t.max_payout })),
  );
}

export function ticketView(
  t: TTicketRow,
  issue: { closes_at: Date; status: string },
  now: Date,
): TLotteryTicket {
  return {
    id: String(t.id),
    gameCode: t.game_code,
    issueNo: t.issue_no,
    playType: t.play_type,
    selection: t.selection,
    combinations: t.combinations,
    unitAmount: t.unit_amount,
    multiplier: t.multiplier,
    stake: t.stake,
    state: t.status === 'failed' ? 'refunded' : t.status,
    payout: t.payout,
    followUpId: t.follow_up_id === null ? null : String(t.follow_up_id),
    placedAt: t.placed_at.toISOString(),
    settledAt: t.settled_at?.toISOString() ?? null,
    cancellable:
      t.status === 'pending' && t.wallet_done && issue.status === 'pending' && issue.closes_at > now,
  };
}

type TPriced = TLotteryPlaceRequest['bets'][number] & {
  combinations: number;
  stake: number;
  odds: Record<string, number>;
  maxPayout: number;
  exposureCap: number;
};

async function priceBets(deps: TLotteryDeps, req: TLotteryPlaceRequest): Promise<TPriced[]> {
  const def = gameDefOrThrow(req.gameCode);
  const configs = new Map((await slipConfig(deps.db, req.gameCode)).playTypes.map((c) => [c.play_type, c]));
  return req.bets.map((bet) => {
    const config = configs.get(bet.playType);
    if (!config?.enabled) {
      throw new AppError('LOTTERY_PLAY_TYPE_CLOSED');
    }
    const input = { family: def.family, vnRegion: def.vnRegion, ...bet };
    let combinations: number;
    let stake: number;
    let maxPayout: number;
    try {
      combinations = checkSelection(input).combinations(bet.selection);
      stake = stakeOf(combinations, bet.unitAmount, bet.multiplier);
      maxPayout = maxPayoutOf(input, config.odds);
    } catch (error) {
      if (error instanceof GameError) {
        throw new AppError('LOTTERY_INVALID_SELECTION', { message: error.message });
      }
      throw error;
    }
    if (stake < config.min_stake || stake > config.max_stake) {
      throw new AppError('LOTTERY_STAKE_OUT_OF_RANGE', {
        data: { minStake: config.min_stake, maxStake: config.max_stake, stake },
      });
    }
    return { ...bet, combinations, stake, odds: config.odds, maxPayout, exposureCap: config.exposure_cap };
  });
}

export async function placeSlip(
  deps: TLotteryDeps,
  player: TLotteryPlayer,
  req: TLotteryPlaceRequest,
  now: Date,
): Promise<TLotteryPlaceReply> {
  const replay = await repo.ticketsOfRequest(deps.db, player.memberId, req.requestId);
  if (replay.length > 0) {
    return finishSlip(deps, player, replay, now);
  }
  const def = gameDefOrThrow(req.gameCode);
  const { game } = await slipConfig(deps.db, def.code);
  if (!game) {
    throw new AppError('LOTTERY_GAME_NOT_FOUND');
  }
  if (!game.enabled) {
    throw new AppError('LOTTERY_GAME_CLOSED');
  }
  const drawAt = drawAtOfIssue(def.schedule, req.issueNo);
  const current = currentIssue(def.schedule, now).drawAt.getTime();
  if (drawAt === null || drawAt > current + FOLLOW_UP_MAX_ISSUES * def.schedule.intervalSeconds * 1000) {
    throw new AppError('LOTTERY_ISSUE_NOT_FOUND');
  }
  if (drawAt < current) {
    throw new AppError('LOTTERY_ISSUE_CLOSED');
  }
  const priced = await priceBets(deps, req);
  const issues = await ensureIssues(deps.db, def, drawAt, req.followUp?.issues ?? 1);

  let tickets: TTicketRow[];
  try {
    tickets = await deps.db.transaction().execute(async (trx) => {
      const locked = await repo.lockIssuesForBets(
        trx,
        issues.map((i) => i.id),
      );
      if (
        locked.length !== issues.length ||
        locked.some((i) => i.status !== 'pending' || i.closes_at <= now)
      ) {
        throw new AppError('LOTTERY_ISSUE_CLOSED');
      }
      const followUp = req.followUp
        ? await repo.insertFollowUp(trx, {
            member_id: player.memberId,
            game_code: def.code,
            issues: req.followUp.issues,
            stop_on_win: req.followUp.stopOnWin,
          })
        : null;
      const rows = await repo.insertTickets(
        trx,
        issues.flatMap((issue, i) =>
          priced.map((bet, b) => ({
            member_id: player.memberId,
            issue_id: issue.id,
            game_code: def.code,
            issue_no: issue.issue_no,
            request_id: req.requestId,
            slot: i * priced.length + b,
            follow_up_id: followUp ? followUp.id : null,
            play_type: bet.playType,
            selection: bet.selection,
            combinations: bet.combinations,
            unit_amount: bet.unitAmount,
            multiplier: bet.multiplier,
            stake: bet.stake,
            odds: bet.odds,
            max_payout: bet.maxPayout,
          })),
        ),
      );
      for (const issue of issues) {
        const amounts = rows
          .filter((t) => t.issue_id === issue.id)
          .flatMap((t) =>
            bucketsOf(t).map((b) => ({ ...b, cap: priced[t.slot % priced.length]!.exposureCap })),
          );
        if ((await repo.addExposure(trx, issue.id, amounts)).length > 0) {
          throw new AppError('LOTTERY_EXPOSURE_LIMIT');
        }
      }
      return rows;
    });
  } catch (error) {
    // a concurrent retry of the same slip wrote it first: answer as a replay
    if (!(error instanceof AppError)) {
      const again = await repo.ticketsOfRequest(deps.db, player.memberId, req.requestId);
      if (again.length > 0) {
        return finishSlip(deps, player, again, now);
      }
    }
    throw error;
  }
  return finishSlip(deps, player, tickets, now, issues);
}

/** Sends the bets still unconfirmed, in slot order; a refusal fails the slip and refunds it. */
async function finishSlip(
  deps: TLotteryDeps,
  player: TLotteryPlayer,
  tickets: TTicketRow[],
  now: Date,
  known: { id: number; closes_at: Date; status: string }[] = [],
): Promise<TLotteryPlaceReply> {
  let balance: number | null = null;
  const open = tickets.filter((t) => t.status === 'pending' && !t.wallet_done);
  if (open.length > 0) {
    const { game } = await slipConfig(deps.db, tickets[0]!.game_code);
    const launch = await lotteryLaunch(deps, player, game?.node_id ?? null, tickets[0]!.game_code);
    for (const ticket of open) {
      try {
        balance = await placeTicketBet(deps.seamless, ticket, launch.token);
        await repo.markWalletDone(deps.db, ticket.id, 'pending');
      } catch (error) {
        if (error instanceof SeamlessCallError && error.code === 'SESSION_EXPIRED') {
          forgetLotteryLaunch(deps.db, player, tickets[0]!.game_code);
        }
        await abandonSlip(deps, tickets, isRefusal(error) ? null : ticket.id);
        if (error instanceof SeamlessCallError) {
          throw isRefusal(error) ? refusalToAppError(error) : walletUnavailable();
        }
        throw error;
      }
    }
  }
  // a fresh slip whose bets all went through now: its rows are known, no need to read them back
  const fresh =
    open.length === tickets.length
      ? tickets.map((t) => ({ ...t, wallet_done: true }))
      : await repo.ticketsOfRequest(deps.db, player.memberId, tickets[0]!.request_id);
  if (fresh.some((t) => t.status === 'failed')) {
    throw new AppError('UNKNOWN_ERROR', { message: 'This slip was refused earlier; nothing was charged' });
  }
  if (balance === null) {
    balance = (await deps.seamless.balance({ playerId: String(player.memberId) })).balance;
  }
  const issues = new Map<number, { closes_at: Date; status: string }>(known.map((i) => [i.id, i]));
  for (const t of fresh) {
    if (!issues.has(t.issue_id)) {
      const issue = await repo.findIssueById(deps.db, t.issue_id);
      issues.set(t.issue_id, issue!);
    }
  }
  return {
    tickets: fresh.map((t) => ticketView(t, issues.get(t.issue_id)!, now)),
    followUpId: fresh[0]?.follow_up_id ? String(fresh[0].follow_up_id) : null,
    balance,
  };
}

/**
 * A bet was refused or its fate is unknown: the slip is off. Tickets whose bet was confirmed, and
 * the one whose fate is unknown (`uncertainId`), are refunded by rollback (which also tombstones a
 * bet that never landed); the others were never charged and fail (not shown to the player).
 */
async function abandonSlip(deps: TLotteryDeps, tickets: TTicketRow[], uncertainId: number | null) {
  const ids = tickets.map((t) => t.id);
  const refund = [
    ...(await repo.transitionTickets(
      deps.db,
      ids,
      ['pending'],
      { status: 'refunded', wallet_done: false },
      true,
    )),
    ...(uncertainId === null
      ? []
      : await repo.transitionTickets(deps.db, [uncertainId], ['pending'], {
          status: 'refunded',
          wallet_done: false,
        })),
  ];
  const failed = await repo.transitionTickets(deps.db, ids, ['pending'], {
    status: 'failed',
    wallet_done: true,
  });
  for (const t of [...refund, ...failed]) {
    await repo.releaseExposure(deps.db, t.issue_id, bucketsOf(t));
  }
  await completeWalletSteps(deps, refund);
}

async function cancelTickets(deps: TLotteryDeps, ids: number[], now: Date): Promise<TTicketRow[]> {
  return deps.db.transaction().execute(async (trx) => {
    const tickets = (await Promise.all(ids.map((id) => repo.findTicket(trx, id)))).filter(
      (t) => t !== undefined,
    );
    const issueIds = [...new Set(tickets.map((t) => t.issue_id))];
    const open = new Set(
      (await repo.lockIssuesForBets(trx, issueIds))
        .filter((i) => i.status === 'pending' && i.closes_at > now)
        .map((i) => i.id),
    );
    const cancellable = tickets.filter((t) => open.has(t.issue_id)).map((t) => t.id);
    const moved = await repo.transitionTickets(
      trx,
      cancellable,
      ['pending'],
      { status: 'cancelled', wallet_done: false, settled_at: now },
      true,
    );
    for (const t of moved) {
      await repo.releaseExposure(trx, t.issue_id, bucketsOf(t));
    }
    return moved;
  });
}

export async function cancelTicket(deps: TLotteryDeps, player: TLotteryPlayer, id: number, now: Date) {
  const ticket = await repo.findTicket(deps.db, id);
  if (!ticket || ticket.member_id !== player.memberId || ticket.status === 'failed') {
    throw new AppError('LOTTERY_TICKET_NOT_FOUND');
  }
  const [moved] = await cancelTickets(deps, [id], now);
  if (!moved) {
    throw new AppError('LOTTERY_TICKET_NOT_CANCELLABLE');
  }
  let balance = await rollbackTicket(deps.seamless, moved).catch(() => null);
  if (balance !== null) {
    await repo.markWalletDone(deps.db, moved.id, 'cancelled');
  } else {
    balance = (await deps.seamless.balance({ playerId: String(player.memberId) })).balance;
  }
  const issue = (await repo.findIssueById(deps.db, moved.issue_id))!;
  return { ticket: ticketView({ ...moved, wallet_done: true }, issue, now), balance };
}

/** Cancels every ticket of a follow-up plan whose issue still takes bets, and stops the plan. */
export async function cancelFollowUp(deps: TLotteryDeps, player: TLotteryPlayer, id: number, now: Date) {
  const plan = await repo.findFollowUp(deps.db, id);
  if (!plan || plan.member_id !== player.memberId) {
    throw new AppError('LOTTERY_TICKET_NOT_FOUND');
  }
  const open = await repo.openTicketsOfFollowUp(deps.db, id, now);
  const moved = await cancelTickets(
    deps,
    open.map((t) => t.id),
    now,
  );
  await completeWalletSteps(deps, moved);
  const balance = (await deps.seamless.balance({ playerId: String(player.memberId) })).balance;
  return { cancelled: moved.length, balance };
}

export async function myTickets(
  deps: TLotteryDeps,
  player: TLotteryPlayer,
  query: TLotteryTicketsQuery,
  now: Date,
) {
  const { rows, total } = await repo.listTickets(
    deps.db,
    player.memberId,
    {
      gameCode: query.gameCode,
      status: query.state,
      followUpId: query.followUpId === undefined ? undefined : Number(query.followUpId),
    },
    query,
  );
  return {
    tickets: rows.map((r) => ticketView(r, { closes_at: r.closes_at, status: r.issue_status }, now)),
    total,
  };
}
