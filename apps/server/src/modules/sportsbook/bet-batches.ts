// Group commit of sportsbook placements (issue 16, decision 048 addendum). placeBet checks a slip as
// before (and waits out the in-play delay) and then hands its write here: while one group's call of
// sports_place_tickets (migration 0052: one statement, one transaction, one commit) runs, the writes
// arriving meanwhile queue and become the next group (at most MAX_GROUP). Each ticket is its own
// sub-transaction in that call, and each caller gets back exactly what sports_place_ticket would have
// answered it alone: its outcome, or its refusal as the same error (errcode and message), so the
// caller's handling (ODDS_CHANGED check again, replay by request id, catalogue codes) is unchanged.
// A few queues (lanes) per database handle (per server instance), by member, whose groups touch
// disjoint wallets and house shards. A group that fails as a whole (deadlock,
// serialization failure) is tried once more, then each of its callers gets the error.
import * as repo from './tickets.repo.ts';
import type { TSportsDb } from './feed.repo.ts';

/** Most tickets placed by one group (one transaction). */
export const MAX_GROUP = 100;
/** House shards (decision 023): a posting locks its house shard, then the wallet. */
const HOUSE_SHARDS = 64;
/**
 * Queues (lanes) per database handle, by member id mod LANES: a divisor of HOUSE_SHARDS, so two
 * lanes' groups never post to one house shard or one wallet and run side by side without waiting
 * on each other's row locks (a group holds its rows until its one commit).
 */
export const LANES = 4;

type TPending = {
  place: repo.TPlaceInDb;
  resolve: (out: repo.TPlaceOutcome) => void;
  reject: (error: unknown) => void;
};
type TQueue = { items: TPending[]; running: boolean };

const queues = new WeakMap<object, TQueue[]>();

/** A refusal of one ticket of a group, shaped as the driver's error of the single call. */
export class TicketRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'TicketRefusal';
  }
}

/** Places one ticket in the next group; resolves or rejects as sports_place_ticket alone would. */
export function placeInGroup(db: TSportsDb, place: repo.TPlaceInDb): Promise<repo.TPlaceOutcome> {
  return new Promise((resolve, reject) => {
    let lanes = queues.get(db);
    if (!lanes) {
      lanes = Array.from({ length: LANES }, () => ({ items: [], running: false }));
      queues.set(db, lanes);
    }
    const queue = lanes[place.memberId % lanes.length]!;
    queue.items.push({ place, resolve, reject });
    if (!queue.running) {
      queue.running = true;
      void drain(db, queue);
    }
  });
}

async function drain(db: TSportsDb, queue: TQueue) {
  try {
    while (queue.items.length > 0) {
      await placeGroup(db, queue.items.splice(0, MAX_GROUP));
    }
  } finally {
    queue.running = false;
  }
}

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

async function placeGroup(db: TSportsDb, items: TPending[]): Promise<void> {
  // the postings lock house shard then wallet: one order (shard, member) for every group
  const shard = (p: TPending) => p.place.memberId % HOUSE_SHARDS;
  items.sort((a, b) => shard(a) - shard(b) || a.place.memberId - b.place.memberId);
  let outcomes: repo.TGroupOutcome[];
  try {
    try {
      outcomes = await repo.placeTickets(
        db,
        items.map((i) => i.place),
      );
    } catch (error) {
      if (!isRetryable(error)) {
        throw error;
      }
      outcomes = await repo.placeTickets(
        db,
        items.map((i) => i.place),
      );
    }
  } catch (error) {
    for (const item of items) {
      item.reject(error);
    }
    return;
  }
  items.forEach((item, k) => {
    const out = outcomes[k];
    if (!out) {
      item.reject(new Error('sports_place_tickets answered fewer tickets than it was given'));
    } else if ('error' in out) {
      item.reject(new TicketRefusal(out.error, out.sqlstate));
    } else {
      item.resolve(out);
    }
  });
}
