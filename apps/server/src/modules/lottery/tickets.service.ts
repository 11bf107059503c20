// Bet slips: validation by the engine (the same functions the slip in the browser calls), then one
// round trip (lottery_place_slip, migration 0026, decision 031) that holds the issues' rows (so no
// draw starts while the slip is written, and none after close), checks the exposure caps and the
// session, writes the tickets with their seamless bets and debits the wallet in one ledger posting.
// A slip is all or nothing: any refusal (insufficient funds included) leaves nothing behind.
// Cancel refunds a ticket while its issue still takes bets; a follow-up plan's later tickets are
// refunded on cancel or, with stop-on-win, by the settlement of the issue it wins.
import type {
  TLotteryPlaceReply,
  TLotteryPlaceRequest,
  TLotteryTicket,
  TLotteryTicketsQuery,
} from '@pavilion/contracts/lottery';
import { drawAtOfIssue, currentIssue } from '@pavilion/games/lottery/schedule';
import { FOLLOW_UP_MAX_ISSUES, type TLotteryGameDef } from '@pavilion/games/lottery/catalogue';
import { checkSelection, maxPayoutOf, stakeOf } from '@pavilion/games/lottery/ticket';
import { GameError } from '@pavilion/games/money';
import { AppError } from '@/shared/app-error.ts';
import { idleCutoff } from '@/modules/seamless/launch-tokens.service.ts';
import { parseDbRefusal, refusalToAppError } from '@/shared/db-refusal.ts';
import { ensureIssues, forgetSlipConfigs, gameDefOrThrow, slipConfig } from './games.service.ts';
import type { TLotteryDeps } from './lottery.deps.ts';
import * as repo from './lottery.repo.ts';
import { completeWalletSteps, type TTicketRow } from './ticket-money.ts';

export type TLotteryPlayer = { memberId: number; sessionId: number };

/** Exposure buckets of a ticket: one per number (play type, row, token) it picked. */
export function bucketsOf(t: Pick<TTicketRow, 'play_type' | 'selection' | 'max_payout'>) {
  return t.selection.flatMap((row, r) =>
    row.map((token) => ({ bucket: `${t.play_type}:${r}:${token}`, amount: t.max_payout })),
  );
}

/**
 * Releases the exposure of tickets leaving play, issue by issue in id order and each issue's buckets
 * in one statement: the order a slip locks them in, so the two never deadlock.
 */
export async function releaseTicketsExposure(
  db: repo.TLotteryDb,
  tickets: Pick<TTicketRow, 'issue_id' | 'play_type' | 'selection' | 'max_payout'>[],
) {
  for (const issueId of [...new Set(tickets.map((t) => t.issue_id))].sort((a, b) => a - b)) {
    await repo.releaseExposure(db, issueId, tickets.filter((t) => t.issue_id === issueId).flatMap(bucketsOf));
  }
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
  minStake: number;
  maxStake: number;
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
    return {
      ...bet,
      combinations,
      stake,
      odds: config.odds,
      maxPayout,
      exposureCap: config.exposure_cap,
      minStake: config.min_stake,
      maxStake: config.max_stake,
    };
  });
}

export async function placeSlip(
  deps: TLotteryDeps,
  player: TLotteryPlayer,
  req: TLotteryPlaceRequest,
  now: Date,
): Promise<TLotteryPlaceReply> {
  try {
    for (let attempt = 0; ; attempt++) {
      const outcome = await placeOnce(deps, player, req, now);
      if (outcome !== 'config changed') {
        return outcome;
      }
      // the cached configuration was stale: read it again, once
      forgetSlipConfigs(deps.db);
      if (attempt > 0) {
        throw new AppError('UNKNOWN_ERROR', { message: 'The bet types changed; please try again' });
      }
    }
  } catch (error) {
    // a slip already written under this request id (a retry, or a concurrent twin) is answered as
    // it was first, whatever refused this attempt (the issue may have closed since)
    const again = await repo.ticketsOfRequest(deps.db, player.memberId, req.requestId);
    if (again.length > 0) {
      assertSameSlip(req, again);
      return replaySlip(deps, player, again, now);
    }
    throw error;
  }
}

/** Prices the slip and writes it in one round trip (lottery_place_slip, migration 0026). */
async function placeOnce(
  deps: TLotteryDeps,
  player: TLotteryPlayer,
  req: TLotteryPlaceRequest,
  now: Date,
): Promise<TLotteryPlaceReply | 'config changed'> {
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
  const issues = await slipIssues(deps.db, def, drawAt, req.followUp?.issues ?? 1);
  const buckets = priced.flatMap((bet) =>
    bucketsOf({ play_type: bet.playType, selection: bet.selection, max_payout: bet.maxPayout }).map((b) => ({
      ...b,
      cap: bet.exposureCap,
    })),
  );
  let outcome: repo.TSlipOutcome;
  try {
    outcome = await repo.placeSlipInDb(deps.db, {
      memberId: player.memberId,
      sessionId: player.sessionId,
      idleCutoff: idleCutoff(deps.config),
      now,
      requestId: req.requestId,
      gameCode: def.code,
      issueIds: issues.map((i) => i.id),
      followUp: req.followUp ?? null,
      bets: priced,
      buckets: mergeBuckets(buckets),
    });
  } catch (error) {
    const refusal = parseDbRefusal(error);
    if (refusal?.kind === 'domain' && refusal.domain === 'LOTTERY' && refusal.code === 'CONFIG_CHANGED') {
      return 'config changed';
    }
    throw (refusal && refusalToAppError(refusal)) ?? error;
  }
  if (outcome.replay) {
    const first = await repo.ticketsOfRequest(deps.db, player.memberId, req.requestId);
    assertSameSlip(req, first);
    return replaySlip(deps, player, first, now);
  }
  const byIssue = new Map(issues.map((i) => [i.id, i]));
  const placedAt = new Date(outcome.tickets[0]?.placedAt ?? now);
  return {
    tickets: outcome.tickets.map((t) => {
      const bet = priced[t.slot % priced.length]!;
      const row: TTicketRow = {
        id: Number(t.id),
        member_id: player.memberId,
        issue_id: Number(t.issueId),
        game_code: def.code,
        issue_no: t.issueNo,
        request_id: req.requestId,
        slot: t.slot,
        follow_up_id: outcome.followUpId === null ? null : Number(outcome.followUpId),
        play_type: bet.playType,
        selection: bet.selection,
        combinations: bet.combinations,
        unit_amount: bet.unitAmount,
        multiplier: bet.multiplier,
        stake: bet.stake,
        odds: bet.odds,
        max_payout: bet.maxPayout,
        status: 'pending',
        payout: null,
        wallet_done: true,
        placed_at: placedAt,
        settled_at: null,
      };
      return ticketView(row, { closes_at: byIssue.get(row.issue_id)!.closes_at, status: 'pending' }, now);
    }),
    followUpId: outcome.followUpId === null ? null : String(outcome.followUpId),
    balance: Number(outcome.balance),
  };
}

/** Sums a slip's buckets (one row per bucket, sorted: the lock order of every exposure change). */
function mergeBuckets(amounts: { bucket: string; amount: number; cap: number }[]) {
  const merged = new Map<string, { amount: number; cap: number }>();
  for (const { bucket, amount, cap } of amounts) {
    const prev = merged.get(bucket);
    merged.set(bucket, { amount: (prev?.amount ?? 0) + amount, cap: Math.min(prev?.cap ?? cap, cap) });
  }
  return [...merged.keys()].sort().map((bucket) => ({ bucket, ...merged.get(bucket)! }));
}

/** A slip's issues, created when missing; ids and times cached briefly (the status is checked in SQL). */
async function slipIssues(db: TLotteryDeps['db'], def: TLotteryGameDef, drawAt: number, count: number) {
  let perDb = issueCache.get(db);
  if (!perDb) {
    perDb = new Map();
    issueCache.set(db, perDb);
  }
  const key = `${def.code}:${drawAt}:${count}`;
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < ISSUE_CACHE_MS) {
    return hit.issues;
  }
  const issues = (await ensureIssues(db, def, drawAt, count)).map((i) => ({
    id: i.id,
    closes_at: i.closes_at,
  }));
  if (perDb.size >= 1000) {
    perDb.clear();
  }
  perDb.set(key, { issues, at: Date.now() });
  return issues;
}
const ISSUE_CACHE_MS = 10_000;
const issueCache = new WeakMap<
  object,
  Map<string, { issues: { id: number; closes_at: Date }[]; at: number }>
>();

/**
 * A retried request id must carry the slip it first carried (Stripe's rule): the same game, first
 * issue, number of issues and, bet by bet, play type, unit and multiplier. Otherwise
 * IDEMPOTENCY_KEY_REUSED, and nothing runs.
 */
function assertSameSlip(req: TLotteryPlaceRequest, tickets: TTicketRow[]): void {
  const bets = req.bets.length;
  const same =
    tickets.length === bets * (req.followUp?.issues ?? 1) &&
    tickets.every((t) => t.game_code === req.gameCode) &&
    tickets[0]?.issue_no === req.issueNo &&
    tickets.every((t) => {
      const bet = req.bets[t.slot % bets];
      return (
        bet !== undefined &&
        bet.playType === t.play_type &&
        bet.unitAmount === Number(t.unit_amount) &&
        bet.multiplier === Number(t.multiplier)
      );
    });
  if (!same) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
}

/** A slip written earlier under the same request id, answered as it stands. */
async function replaySlip(
  deps: TLotteryDeps,
  player: TLotteryPlayer,
  tickets: TTicketRow[],
  now: Date,
): Promise<TLotteryPlaceReply> {
  if (tickets.some((t) => t.status === 'failed')) {
    throw new AppError('UNKNOWN_ERROR', { message: 'This slip was refused earlier; nothing was charged' });
  }
  const balance = (await deps.seamless.balance({ playerId: String(player.memberId) })).balance;
  const issues = new Map<number, { closes_at: Date; status: string }>();
  for (const t of tickets) {
    if (!issues.has(t.issue_id)) {
      issues.set(t.issue_id, (await repo.findIssueById(deps.db, t.issue_id))!);
    }
  }
  return {
    tickets: tickets.map((t) => ticketView(t, issues.get(t.issue_id)!, now)),
    followUpId: tickets[0]?.follow_up_id ? String(tickets[0].follow_up_id) : null,
    balance,
  };
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
    await releaseTicketsExposure(trx, moved);
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
  // refunded now (one posting); if that fails the scheduler retries it with the same ids
  const { balances } = await completeWalletSteps(deps, [moved]);
  const balance =
    balances.get(player.memberId) ??
    (await deps.seamless.balance({ playerId: String(player.memberId) })).balance;
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
  const { balances } = await completeWalletSteps(deps, moved);
  const balance =
    balances.get(player.memberId) ??
    (await deps.seamless.balance({ playerId: String(player.memberId) })).balance;
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
