// Group commit of sportsbook placements (issue 16, decision 048 addendum; shared/group-commit.ts).
// placeBet checks a slip as before (and waits out the in-play delay) and then hands its write here:
// while one group's call of sports_place_tickets (one statement, one transaction, one commit; set-based
// with one posting per group since migration 0054) runs, the writes arriving meanwhile queue and become
// the next group (at most MAX_GROUP). Each caller gets back exactly what
// sports_place_ticket would have answered it alone: its outcome, or its refusal as the same error
// (errcode and message), so the caller's handling (ODDS_CHANGED check again, replay by request id,
// catalogue codes) is unchanged. A few queues (lanes) per database handle (per server instance), by
// member, whose groups touch disjoint wallets and house shards.
import { groupCommit } from '@/shared/group-commit.ts';
import { byHouseShardThenMember } from '@/modules/wallet/ledger.service.ts';
import * as repo from './tickets.repo.ts';
import type { TSportsDb } from './feed.repo.ts';

/** Most tickets placed by one group (one transaction). */
export const MAX_GROUP = 100;
/**
 * Queues (lanes) per database handle, by member id mod LANES: a divisor of the house shard count, so
 * two lanes' groups never post to one house shard or one wallet and run side by side without waiting
 * on each other's row locks (a group holds its rows until its one commit).
 */
export const LANES = 4;

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

const submit = groupCommit<TSportsDb, repo.TPlaceInDb, repo.TPlaceOutcome>({
  maxGroup: MAX_GROUP,
  async write(db, _lane, group) {
    group.sort((a, b) => byHouseShardThenMember(a.input.memberId, b.input.memberId));
    const outcomes = await repo.placeTickets(
      db,
      group.map((m) => m.input),
    );
    group.forEach((member, k) => {
      const out = outcomes[k];
      if (!out) {
        member.reject(new Error('sports_place_tickets answered fewer tickets than it was given'));
      } else if ('error' in out) {
        member.reject(new TicketRefusal(out.error, out.sqlstate));
      } else {
        member.resolve(out);
      }
    });
  },
});

/** Places one ticket in the next group; resolves or rejects as sports_place_ticket alone would. */
export function placeInGroup(db: TSportsDb, place: repo.TPlaceInDb): Promise<repo.TPlaceOutcome> {
  return submit(db, String(place.memberId % LANES), place);
}
