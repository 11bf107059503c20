// A ticket's money, with the seamless wallet's semantics (decision 009): one bet at purchase,
// then exactly one of a win (0 for a loss; it closes the ticket's round) or a rollback (cancel,
// refund, void). Transaction ids derive from the ticket id, so every retry repeats them and the
// wallet applies each once:  bet lt<id>-bet,  win lt<id>-win,  rollback lt<id>-bet-rb.
// Bets and wins are batched in SQL (decision 031: one posting per slip at purchase, one per chunk of
// an issue's wins, lottery_pay_chunk); rollbacks go through the seamless API one ticket at a time.
// `wallet_done` records that the wallet confirmed the step the ticket's status calls for; the
// scheduler retries the others until it is true.
import type { Selectable } from 'kysely';
import type { TLotteryTicketsTable } from '@/db/tables-lottery.ts';
import { SeamlessCallError, type TSeamlessClient } from '@/modules/inhouse/seamless-client.ts';
import type { TLotteryDeps } from './lottery.deps.ts';
import * as repo from './lottery.repo.ts';

export type TTicketRow = Selectable<TLotteryTicketsTable>;

export const roundOf = (id: number) => `lt${id}`;
export const betTx = (id: number) => `lt${id}-bet`;
export const winTx = (id: number) => `lt${id}-win`;
export const rollbackTx = (id: number) => `lt${id}-bet-rb`;

/** Refunds the ticket's bet if it was taken, or tombstones it so it never can be; returns the balance. */
export async function rollbackTicket(seamless: TSeamlessClient, ticket: TTicketRow): Promise<number | null> {
  try {
    const reply = await seamless.rollback({
      playerId: String(ticket.member_id),
      transactionId: rollbackTx(ticket.id),
      betTransactionId: betTx(ticket.id),
      roundId: roundOf(ticket.id),
    });
    return reply.balance;
  } catch (error) {
    if (
      error instanceof SeamlessCallError &&
      (error.code === 'BET_NOT_FOUND' || error.code === 'BET_ROLLED_BACK')
    ) {
      return error.balance;
    }
    throw error;
  }
}

/** Settled tickets closed (and their wins credited) per call of lottery_pay_chunk. */
export const PAY_CHUNK = 2000;

/**
 * Closes the rounds of an issue's settled tickets and credits their wins, a chunk (one ledger
 * posting) at a time; concurrent callers split the chunks. Returns the wins paid by this call.
 */
export async function payIssueChunks(db: TLotteryDeps['db'], issueId: number): Promise<number> {
  let paid = 0;
  for (;;) {
    const { claimed, paid: n } = await repo.payChunk(db, issueId, PAY_CHUNK);
    paid += n;
    if (claimed === 0) {
      return paid;
    }
  }
}

/** Wallet calls in flight at once while settling (each is one short transaction of its own). */
const WALLET_CONCURRENCY = 8;

/**
 * Sends the money step each ticket's status calls for and records the confirmation: wins and zero
 * wins by their issues' chunks, rollbacks a few tickets at a time. Failures stay for the next run
 * (same ids); returns how many were confirmed and the last balance seen by a rollback.
 */
export async function completeWalletSteps(
  deps: Pick<TLotteryDeps, 'db' | 'seamless'>,
  tickets: TTicketRow[],
): Promise<{ done: number; failed: number; balance: number | null }> {
  let done = 0;
  let failed = 0;
  let balance: number | null = null;
  const open = tickets.filter((t) => !t.wallet_done);
  for (const issueId of new Set(
    open.filter((t) => t.status === 'won' || t.status === 'lost').map((t) => t.issue_id),
  )) {
    try {
      done += await payIssueChunks(deps.db, issueId);
    } catch {
      failed += 1;
    }
  }
  const queue = open.filter((t) => t.status === 'cancelled' || t.status === 'refunded');
  const worker = async () => {
    for (let ticket = queue.shift(); ticket; ticket = queue.shift()) {
      try {
        balance = await rollbackTicket(deps.seamless, ticket);
        await repo.markWalletDone(deps.db, ticket.id, ticket.status);
        done += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(WALLET_CONCURRENCY, queue.length) }, worker));
  return { done, failed, balance };
}
