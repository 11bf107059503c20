// A ticket's money, with the seamless wallet's semantics (decision 009): one bet at purchase,
// then exactly one of a win (0 for a loss; it closes the ticket's round) or a rollback (cancel,
// refund, void). Transaction ids derive from the ticket id, so every retry repeats them and the
// wallet applies each once:  bet lt<id>-bet,  win lt<id>-win,  rollback lt<id>-bet-rb.
// Everything is batched in SQL: one posting per slip at purchase (decision 031); at settlement one
// transaction per chunk writes each ticket's result and closes its bet, and posts the chunk's wins
// once (lottery_settle_chunk, decision 039: a loss writes no seamless transaction); cancels,
// refunds and voids roll back one posting per chunk (lottery_refund_chunk). Only a ticket with no
// bet to roll back (a purchase of the per-ticket era that died) goes through the seamless API.
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

/** Tickets rolled back per call of lottery_refund_chunk (one posting each). */
export const REFUND_CHUNK = 2000;

/**
 * Sends the money step each ticket's status calls for and records the confirmation: wins left
 * open by the settlement of decision 031 by their issues' chunks, rollbacks one posting per chunk
 * (a ticket with no bet through the seamless API). Failures stay for the next run (same ids);
 * returns how many were confirmed and the balance of each member whose tickets were rolled back.
 */
export async function completeWalletSteps(
  deps: Pick<TLotteryDeps, 'db' | 'seamless'>,
  tickets: TTicketRow[],
): Promise<{ done: number; failed: number; balances: Map<number, number> }> {
  let done = 0;
  let failed = 0;
  const balances = new Map<number, number>();
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
  const refunds = open.filter((t) => t.status === 'cancelled' || t.status === 'refunded');
  const left: TTicketRow[] = [];
  for (let k = 0; k < refunds.length; k += REFUND_CHUNK) {
    const chunk = refunds.slice(k, k + REFUND_CHUNK);
    try {
      const out = await repo.refundChunk(
        deps.db,
        chunk.map((t) => t.id),
      );
      done += out.claimed - out.left.length;
      for (const b of out.balances) {
        balances.set(b.memberId, b.balance);
      }
      const none = new Set(out.left);
      left.push(...chunk.filter((t) => none.has(t.id)));
    } catch {
      failed += chunk.length;
    }
  }
  for (const ticket of left) {
    try {
      const balance = await rollbackTicket(deps.seamless, ticket);
      if (balance !== null) {
        balances.set(ticket.member_id, balance);
      }
      await repo.markWalletDone(deps.db, ticket.id, ticket.status);
      done += 1;
    } catch {
      failed += 1;
    }
  }
  return { done, failed, balances };
}
