// Settlement (decision 048). Every event whose result version is ahead of its settled version is
// settled: its tickets are listed a page at a time in id order and settled a chunk per transaction
// (settlement.repo settleChunk): every ticket is priced in SQL under its events' shared advisory
// locks (ticket-pricing.repo: the packages' maths, exactly; a ticket waits until every one of its
// legs has an outcome); one set-based UPDATE of the tickets and their seamless bets, one ledger
// posting for the chunk's wins and one for its refunds. So two settlers, a retry and a correction
// in between each settle once. Winners are told in one INSERT (notifyMany).
// A corrected result marks the tickets already settled; they are re-settled the same way, a chunk
// per transaction priced in SQL, only the differences posted (resettle.repo resettleChunk), each
// ticket once per result version.
import { notifyMany } from '@/modules/notifications/notifications.service.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { findEventRow } from './feed.repo.ts';
import { resettleChunk, ticketsToResettle } from './resettle.repo.ts';
import * as repo from './settlement.repo.ts';
import type { TSportsDeps } from './sportsbook.deps.ts';

/**
 * Ticket ids listed per page, and settled per transaction: a chunk costs one posting of up to one
 * leg per member whatever its size, so chunks are large (decision 048 addendum "settlement under 20 s").
 */
export const SETTLE_PAGE = 40_000;
export const SETTLE_CHUNK = 20_000;
export const SETTLE_WORKERS = 2;

/** Settles every event with a new result, then re-settles corrected tickets. */
export async function settleDue(
  deps: TSportsDeps,
  now: Date,
): Promise<{ settled: number; resettled: number }> {
  let settled = 0;
  for (const event of await repo.unsettledEvents(deps.db)) {
    settled += await settleEvent(deps, event.id, now);
    await repo.markEventSettled(deps.db, event.id, event.result_version);
  }
  return { settled, resettled: await resettleCorrected(deps, now) };
}

/** Settles the event's open tickets whose legs all have outcomes; returns how many this call settled. */
export async function settleEvent(deps: TSportsDeps, eventId: number, now: Date): Promise<number> {
  let settled = 0;
  const won = new Map<number, number>();
  await inChunkPages(
    (after) => repo.ticketIdsOfEvent(deps.db, eventId, after, SETTLE_PAGE),
    (chunk) => repo.settleChunk(deps.db, eventId, chunk, now),
    (out) => {
      settled += out.settled;
      for (const w of out.winners) {
        won.set(w.memberId, (won.get(w.memberId) ?? 0) + w.payout);
      }
    },
  );
  if (won.size > 0) {
    const event = await findEventRow(deps.db, eventId);
    const name = event ? (event.away ? `${event.home} v ${event.away}` : event.home) : `#${eventId}`;
    await tellWinners(deps, won, name.slice(0, 100));
  }
  return settled;
}

/**
 * Re-settles every ticket marked by a correction, a page at a time in id order, its chunks
 * SETTLE_WORKERS at a time; returns how many were re-settled. A ticket still waiting for another
 * leg, or whose clawback its member's wallet cannot cover, stays marked for the next run.
 */
export async function resettleCorrected(deps: TSportsDeps, now: Date): Promise<number> {
  let done = 0;
  await inChunkPages(
    (after) => ticketsToResettle(deps.db, after, SETTLE_PAGE),
    (chunk) => resettleChunk(deps.db, chunk, now),
    (out) => {
      done += out.done;
    },
  );
  return done;
}

/**
 * Walks ticket ids a page at a time in id order (`page(after)`), each page in chunks of SETTLE_CHUNK
 * run SETTLE_WORKERS at a time: each chunk is its own transaction on its own tickets and takes its
 * accounts in id order, so chunks never wait on each other in a cycle.
 */
async function inChunkPages<T>(
  page: (after: number) => Promise<number[]>,
  run: (chunk: number[]) => Promise<T>,
  each: (out: T) => void,
): Promise<void> {
  for (let after = 0; ;) {
    const ids = await page(after);
    if (ids.length === 0) {
      return;
    }
    after = ids[ids.length - 1]!;
    for (let k = 0; k < ids.length; k += SETTLE_CHUNK * SETTLE_WORKERS) {
      const chunks: number[][] = [];
      for (let c = k; c < Math.min(ids.length, k + SETTLE_CHUNK * SETTLE_WORKERS); c += SETTLE_CHUNK) {
        chunks.push(ids.slice(c, c + SETTLE_CHUNK));
      }
      (await Promise.all(chunks.map(run))).forEach(each);
    }
  }
}

/** One stored (and published) notice per winner, in one INSERT; a failure costs the notices only. */
async function tellWinners(deps: TSportsDeps, won: Map<number, number>, reference: string) {
  await notifyMany(
    deps.db,
    deps.notifications ?? STORE_ONLY,
    [...won].map(([memberId, amount]) => ({
      memberId,
      type: 'sports_won' as const,
      payload: { amount, reference },
    })),
  ).catch(() => undefined);
}

const STORE_ONLY: TNotificationBus = {
  publish: async () => {},
  subscribe: async () => () => {},
  signal: async () => {},
  subscribeSignals: async () => () => {},
  close: async () => {},
};
