// Settlement (decision 048). Every event whose result version is ahead of its settled version is
// settled: its tickets are listed a page at a time in id order and settled a chunk per transaction
// (settlement.repo settleChunk): every ticket is priced in SQL under its events' shared advisory
// locks (ticket-pricing.repo: the packages' maths, exactly; a ticket waits until every one of its
// legs has an outcome); one set-based UPDATE of the tickets and their seamless bets, one ledger
// posting for the chunk's wins and one for its refunds. So two settlers, a retry and a correction
// in between each settle once. Winners are told in one INSERT (notifyMany).
// A corrected result marks the tickets already settled; each is re-priced and only the difference
// is posted (sports_resettle_ticket, keyed by ticket and result version).
import { ticketReturn, ticketStatusOf } from '@pavilion/games/sports/ticket-return';
import type { TLegOutcome, TSystemKind } from '@pavilion/contracts/sportsbook';
import { notifyMany } from '@/modules/notifications/notifications.service.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { findEventRow } from './feed.repo.ts';
import * as repo from './settlement.repo.ts';
import type { TSportsDeps } from './sportsbook.deps.ts';

/**
 * Ticket ids listed per page, and settled per transaction: a chunk costs one posting of up to one
 * leg per member whatever its size, so chunks are large (decision 048 addendum "settlement under 20 s").
 */
export const SETTLE_PAGE = 40_000;
export const SETTLE_CHUNK = 20_000;
export const SETTLE_WORKERS = 2;

/** A marked ticket's status and payout under its legs' current outcomes (re-settlement); null while a leg is open. */
export function priceTicket(t: repo.TSettleTicketRow): repo.TSettleResult | null {
  if (t.legs.some((l) => l.outcome === null)) {
    return null;
  }
  const legs = t.legs.map((l) => ({ odds1000: l.odds1000, outcome: l.outcome as TLegOutcome }));
  const { payout } = ticketReturn({
    betType: t.bet_type,
    systemKind: t.system_kind as TSystemKind | null,
    legs,
    stakePerLine: t.stake_per_line,
  });
  return {
    id: t.id,
    status: ticketStatusOf(
      payout,
      t.stake_total,
      legs.map((l) => l.outcome),
    ),
    payout,
    sig: legs.map((l) => l.outcome).join(','),
  };
}

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
  for (let after = 0; ;) {
    const ids = await repo.ticketIdsOfEvent(deps.db, eventId, after, SETTLE_PAGE);
    if (ids.length === 0) {
      break;
    }
    after = ids[ids.length - 1]!;
    // the page's chunks SETTLE_WORKERS at a time: each is its own transaction on its own tickets
    // and takes its accounts in id order (settleChunk), so they never wait on each other in a cycle
    const chunks: number[][] = [];
    for (let k = 0; k < ids.length; k += SETTLE_CHUNK) {
      chunks.push(ids.slice(k, k + SETTLE_CHUNK));
    }
    for (let k = 0; k < chunks.length; k += SETTLE_WORKERS) {
      const outs = await Promise.all(
        chunks.slice(k, k + SETTLE_WORKERS).map((chunk) => repo.settleChunk(deps.db, eventId, chunk, now)),
      );
      for (const out of outs) {
        settled += out.settled;
        for (const w of out.winners) {
          won.set(w.memberId, (won.get(w.memberId) ?? 0) + w.payout);
        }
      }
    }
  }
  if (won.size > 0) {
    const event = await findEventRow(deps.db, eventId);
    const name = event ? (event.away ? `${event.home} v ${event.away}` : event.home) : `#${eventId}`;
    await tellWinners(deps, won, name.slice(0, 100));
  }
  return settled;
}

/** Posts the difference for every ticket marked by a correction; returns how many were re-settled. */
export async function resettleCorrected(deps: TSportsDeps, now: Date): Promise<number> {
  let done = 0;
  const ids = await repo.ticketsToResettle(deps.db, SETTLE_PAGE);
  for (const ticket of await repo.ticketsForSettlement(deps.db, ids)) {
    const priced = priceTicket(ticket);
    if (!priced || ticket.resettle_key === null) {
      continue;
    }
    try {
      const out = await repo.resettleTicket(deps.db, { ...priced, key: ticket.resettle_key }, now);
      done += out.state === 'done' ? 1 : 0;
    } catch {
      // a clawback the wallet cannot cover (INSUFFICIENT_FUNDS) stays marked; the next run retries it
    }
  }
  return done;
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
