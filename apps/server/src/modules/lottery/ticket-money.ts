// A ticket's money, over the seamless-wallet API like any vendor's (decision 009): one bet at
// purchase, then exactly one of a win (0 for a loss; it closes the ticket's round) or a rollback
// (cancel, refund, void). Transaction ids derive from the ticket id, so every retry repeats them
// and the wallet applies each once:  bet lt<id>-bet,  win lt<id>-win,  rollback lt<id>-bet-rb.
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

export async function placeTicketBet(
  seamless: TSeamlessClient,
  ticket: TTicketRow,
  token: string,
): Promise<number> {
  const reply = await seamless.bet({
    playerId: String(ticket.member_id),
    token,
    transactionId: betTx(ticket.id),
    roundId: roundOf(ticket.id),
    gameCode: ticket.game_code,
    amount: ticket.stake,
  });
  return reply.balance;
}

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

export async function payTicket(seamless: TSeamlessClient, ticket: TTicketRow): Promise<number> {
  const reply = await seamless.win({
    playerId: String(ticket.member_id),
    transactionId: winTx(ticket.id),
    betTransactionId: betTx(ticket.id),
    roundId: roundOf(ticket.id),
    amount: ticket.payout ?? 0,
    endRound: true,
  });
  return reply.balance;
}

/** Wallet calls in flight at once while settling (each is one short transaction of its own). */
const WALLET_CONCURRENCY = 8;

/**
 * Sends the money step each ticket's status calls for and records the confirmation, a few tickets
 * at a time. Failures stay for the next run (same ids); returns how many were confirmed and the
 * last balance seen.
 */
export async function completeWalletSteps(
  deps: Pick<TLotteryDeps, 'db' | 'seamless'>,
  tickets: TTicketRow[],
): Promise<{ done: number; failed: number; balance: number | null }> {
  let done = 0;
  let failed = 0;
  let balance: number | null = null;
  const queue = tickets.filter((t) => !t.wallet_done);
  const worker = async () => {
    for (let ticket = queue.shift(); ticket; ticket = queue.shift()) {
      try {
        if (ticket.status === 'won' || ticket.status === 'lost') {
          balance = await payTicket(deps.seamless, ticket);
        } else if (ticket.status === 'cancelled' || ticket.status === 'refunded') {
          balance = await rollbackTicket(deps.seamless, ticket);
        } else {
          continue;
        }
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
