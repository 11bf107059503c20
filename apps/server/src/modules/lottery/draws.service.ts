// Draws and settlement. Each step is a guarded update, so a step runs once whoever runs it (two
// schedulers, a retry after a crash, the operator voiding at the same moment):
//   1. pending → drawn: the numbers are computed from the issue's committed seed (the same numbers
//      on every run), written with the status in one UPDATE … WHERE status = 'pending'.
//   2. results, a chunk of tickets per transaction (lottery_settle_chunk, decision 039): every
//      ticket still pending with a confirmed bet is written once (result, state, money done) and its
//      seamless bet closed in the same statement; the chunk's wins are one ledger posting with a
//      `lt<id>-win` seamless transaction per winner; a loss moves and records no money. Concurrent
//      runs skip the chunks another holds; a crash loses the chunk in flight. An unconfirmed bet
//      is refunded.
//   3. stop-on-win: plans that won stop; their later tickets are cancelled (refunded).
//   4. drawn → settled once no ticket is pending; then the refunds, one posting per chunk.
// Catch-up rule (decision 029): an issue whose draw time passed while no scheduler ran is drawn
// and settled late (its bets closed normally and its seed was committed before it opened), unless
// it is more than LATE_DRAW_LIMIT_MS overdue: then it is voided and every ticket refunded.
import { lotteryGameDef } from '@pavilion/games/lottery/catalogue';
import { drawIssue, lotteryClientSeed } from '@pavilion/games/lottery/draw';
import { settleBet } from '@pavilion/games/lottery/ticket';
import { LOTTERY_GAMES } from '@pavilion/games/lottery/catalogue';
import { AppError } from '@/shared/app-error.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { ensureIssues, issueView, type TIssueRow } from './games.service.ts';
import type { TLotteryDeps } from './lottery.deps.ts';
import * as repo from './lottery.repo.ts';
import { releaseTicketsExposure } from './tickets.service.ts';
import { completeWalletSteps, payIssueChunks } from './ticket-money.ts';
import { currentIssue } from '@pavilion/games/lottery/schedule';

export const LATE_DRAW_LIMIT_MS = 24 * 3600_000;
const BATCH = 5000;
/** Chunks of one issue settled at once by one run (decision 039). */
const SETTLE_WORKERS = 2;

/** Draws (if still pending) and settles one issue; returns the tickets settled. */
export async function drawAndSettle(deps: TLotteryDeps, issue: TIssueRow, now: Date): Promise<number> {
  const def = lotteryGameDef(issue.game_code);
  if (!def) {
    return 0;
  }
  if (issue.status === 'pending') {
    const draw = drawIssue(
      { family: def.family, vnRegion: def.vnRegion },
      issue.server_seed,
      lotteryClientSeed(issue.game_code, issue.issue_no),
    );
    await repo.markDrawn(deps.db, issue.id, draw, now);
  }
  const drawn = await repo.findIssueById(deps.db, issue.id);
  if (!drawn?.draw || drawn.status !== 'drawn') {
    return 0;
  }
  let settled = 0;
  const won = new Map<number, number>();
  const oddsOf = new Map<string, Record<string, number>>();
  // chunks settle SETTLE_WORKERS at a time while the next page is read and priced: each is its own
  // transaction on its own tickets, so they neither wait for nor deadlock with each other
  const inFlight = new Set<Promise<void>>();
  const failures: unknown[] = [];
  const settle = (results: { id: number; payout: number }[]) => {
    const job: Promise<void> = repo
      .settleChunk(deps.db, issue.id, results, now)
      .then(
        (out) => {
          settled += out.settled;
          for (const w of out.winners) {
            won.set(w.memberId, (won.get(w.memberId) ?? 0) + w.payout);
          }
        },
        (error: unknown) => {
          failures.push(error);
        },
      )
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
    return job;
  };
  for (let afterId = 0; failures.length === 0;) {
    const page = await repo.pendingPage(deps.db, issue.id, afterId, BATCH);
    if (page.length === 0) {
      break;
    }
    afterId = page[page.length - 1]!.id;
    const results = page
      .filter((t) => t.wallet_done)
      .map((t) => {
        let odds = oddsOf.get(t.odds);
        if (!odds) {
          odds = JSON.parse(t.odds) as Record<string, number>;
          oddsOf.set(t.odds, odds);
        }
        const bet = {
          family: def.family,
          vnRegion: def.vnRegion,
          playType: t.play_type,
          selection: t.selection,
          unitAmount: t.unit_amount,
          multiplier: t.multiplier,
        };
        return { id: t.id, payout: settleBet(bet, drawn.draw!, odds).payout };
      });
    if (inFlight.size >= SETTLE_WORKERS) {
      await Promise.race(inFlight);
    }
    void settle(results);
    // bets never confirmed (a purchase of the per-ticket era that died mid-way): voided by rollback
    await repo.transitionTickets(
      deps.db,
      page.filter((t) => !t.wallet_done).map((t) => t.id),
      ['pending'],
      { status: 'refunded', wallet_done: false, settled_at: now },
      false,
    );
  }
  await Promise.all(inFlight);
  if (failures.length > 0) {
    // the chunks that failed stay pending (rolled back whole); the next run settles them
    throw failures[0];
  }
  await stopWinningPlans(deps, issue.id, now);
  await repo.markSettled(deps.db, issue.id, now);
  await payIssue(deps, issue.id);
  await tellWinners(deps, won, `${issue.game_code} ${issue.issue_no}`);
  return settled;
}

/** Stores (and, with a bus, pushes) one notice per winning member; only the run that wrote the results. */
async function tellWinners(deps: TLotteryDeps, won: Map<number, number>, reference: string) {
  const bus = deps.notifications ?? STORE_ONLY;
  for (const [memberId, amount] of won) {
    await notify(deps.db, bus, { memberId, type: 'lottery_won', payload: { amount, reference } }).catch(
      () => undefined,
    );
  }
}

const STORE_ONLY: TNotificationBus = {
  publish: async () => {},
  subscribe: async () => () => {},
  signal: async () => {},
  subscribeSignals: async () => () => {},
  close: async () => {},
};

async function stopWinningPlans(deps: TLotteryDeps, issueId: number, now: Date) {
  const stopped = await repo.stopWinningFollowUps(deps.db, issueId, now);
  for (const { id } of stopped) {
    const open = await repo.openTicketsOfFollowUp(deps.db, id, now);
    const moved = await repo.transitionTickets(
      deps.db,
      open.map((t) => t.id),
      ['pending'],
      { status: 'cancelled', wallet_done: false, settled_at: now },
      true,
    );
    await releaseTicketsExposure(deps.db, moved);
    await completeWalletSteps(deps, moved);
  }
}

/** Sends the wallet steps still unconfirmed for an issue's tickets: refunds (and wins left by decision 031's code). */
async function payIssue(deps: TLotteryDeps, issueId: number) {
  await payIssueChunks(deps.db, issueId);
  for (;;) {
    const batch = await repo.ticketsAwaitingWallet(deps.db, { issueId, limit: 1000 });
    if (batch.length === 0) {
      return;
    }
    const { done } = await completeWalletSteps(deps, batch);
    if (done === 0) {
      return;
    }
  }
}

/** Voids an issue: every ticket refunded. Refused once settled. */
export async function voidIssue(
  deps: TLotteryDeps,
  opts: { gameCode: string; issueNo: string; reason: string; operatorId: number | null },
  now: Date,
) {
  const [issue] = await repo.findIssues(deps.db, opts.gameCode, [opts.issueNo]);
  if (!issue) {
    throw new AppError('LOTTERY_ISSUE_NOT_FOUND');
  }
  const voided = await repo.markVoid(deps.db, issue.id, opts.reason, now);
  if (!voided) {
    throw new AppError(issue.status === 'void' ? 'LOTTERY_ISSUE_NOT_FOUND' : 'LOTTERY_ISSUE_SETTLED');
  }
  const refunded = await refundIssue(deps, issue.id, now);
  await repo.insertAudit(deps.db, {
    operator_id: opts.operatorId,
    action: 'issue_void',
    game_code: opts.gameCode,
    subject: opts.issueNo,
    details: { reason: opts.reason, refunded },
  });
  return { issue: issueView(voided, now), refunded };
}

/** Every pending ticket of a void issue → refunded, then rolled back. */
async function refundIssue(deps: TLotteryDeps, issueId: number, now: Date): Promise<number> {
  const pending = await repo.pendingTicketsOfIssue(deps.db, issueId);
  const moved = await repo.transitionTickets(
    deps.db,
    pending.map((t) => t.id),
    ['pending'],
    { status: 'refunded', wallet_done: false, settled_at: now },
  );
  await payIssue(deps, issueId);
  return moved.length;
}

/**
 * One scheduler run: commits the next issues of every game, draws and settles every issue that is
 * due (late ones by the catch-up rule), and retries wallet steps left unconfirmed.
 */
export async function runLotteryTick(deps: TLotteryDeps, now: Date) {
  const games = new Map((await repo.listGames(deps.db)).map((g) => [g.code, g]));
  for (const def of LOTTERY_GAMES) {
    if (games.get(def.code)?.enabled) {
      // the current issue and the next one exist (and so are committed) before they open
      await ensureIssues(deps.db, def, currentIssue(def.schedule, now).drawAt.getTime(), 2);
    }
  }
  let drawn = 0;
  let voided = 0;
  let tickets = 0;
  // bounded: a run that cannot finish an issue (an error is thrown first) never spins
  for (let round = 0; round < 50; round++) {
    const due = await repo.dueIssues(deps.db, now, 200);
    if (due.length === 0) {
      break;
    }
    for (const issue of due) {
      if (issue.status === 'pending' && now.getTime() - issue.draw_at.getTime() > LATE_DRAW_LIMIT_MS) {
        if (await repo.markVoid(deps.db, issue.id, 'not drawn within 24 hours of its draw time', now)) {
          tickets += await refundIssue(deps, issue.id, now);
          voided += 1;
        }
        continue;
      }
      tickets += await drawAndSettle(deps, issue, now);
      drawn += 1;
    }
  }
  // wallet steps a crashed run left behind, and bets whose purchase died mid-way
  const stale = await repo.staleUnconfirmedBets(deps.db, new Date(now.getTime() - 120_000), 500);
  const voidedBets = await repo.transitionTickets(
    deps.db,
    stale.map((t) => t.id),
    ['pending'],
    { status: 'refunded', wallet_done: false, settled_at: now },
    false,
  );
  await releaseTicketsExposure(deps.db, voidedBets);
  let walletRetried = 0;
  for (const issueId of await repo.issuesAwaitingPay(deps.db, 100)) {
    walletRetried += await payIssueChunks(deps.db, issueId);
  }
  const retry = await repo.ticketsAwaitingWallet(deps.db, { limit: 1000 });
  walletRetried += (await completeWalletSteps(deps, retry)).done;
  return { drawn, voided, tickets, staleBets: voidedBets.length, walletRetried };
}
