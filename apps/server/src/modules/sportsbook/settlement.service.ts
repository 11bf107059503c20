// Settlement (decision 048). Every event whose result version is ahead of its settled version is
// settled: its tickets are listed a page at a time in id order and settled a chunk per transaction
// (settlement.repo settleChunk): singles are priced in SQL under the events' shared advisory locks,
// multiples in TypeScript by the packages' maths (a ticket waits until every one of its legs has an
// outcome) and settled only while their legs' outcomes are still the ones priced; one set-based
// UPDATE of the tickets and their seamless bets, one ledger posting for the chunk's wins and one for
// its refunds. So two settlers, a retry and a correction in between each settle once.
// A corrected result marks the tickets already settled; each is re-priced and only the difference
// is posted (sports_resettle_ticket, keyed by ticket and result version).
import { ticketReturn, ticketStatusOf } from '@pavilion/games/sports/ticket-return';
import type { TLegOutcome, TSystemKind } from '@pavilion/contracts/sportsbook';
import { notify } from '@/modules/notifications/notifications.service.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { findEventRow } from './feed.repo.ts';
import * as repo from './settlement.repo.ts';
import type { TSportsDeps } from './sportsbook.deps.ts';

/** Ticket ids listed per page, and settled per transaction. */
export const SETTLE_PAGE = 10_000;
export const SETTLE_CHUNK = 5000;
export const SETTLE_WORKERS = 2;
/** Winners told at once. */
const TELL_WORKERS = 8;

/** The ticket's status and payout under its legs' current outcomes; null while a leg is open. */
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
    // multiples are priced here; singles in SQL by the chunk
    const multiples = new Map(
      (await repo.ticketsForSettlement(deps.db, ids, 'open-multiples'))
        .map(priceTicket)
        .filter((r): r is repo.TSettleResult => r !== null)
        .map((r) => [r.id, r]),
    );
    // the page's chunks at once (SETTLE_WORKERS): each is its own transaction on its own tickets and
    // each posting locks accounts in id order; a page with refunds (a second posting per chunk,
    // which could cross another chunk's first) goes one chunk at a time
    const refunds =
      (await repo.pageHasRefunds(deps.db, ids)) || [...multiples.values()].some((r) => r.status === 'void');
    const workers = refunds ? 1 : SETTLE_WORKERS;
    const chunks: number[][] = [];
    for (let k = 0; k < ids.length; k += SETTLE_CHUNK) {
      chunks.push(ids.slice(k, k + SETTLE_CHUNK));
    }
    for (let k = 0; k < chunks.length; k += workers) {
      const outs = await Promise.all(
        chunks.slice(k, k + workers).map((chunk) =>
          repo.settleChunk(
            deps.db,
            eventId,
            chunk,
            chunk.flatMap((id) => multiples.get(id) ?? []),
            now,
          ),
        ),
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
  for (const ticket of await repo.ticketsForSettlement(deps.db, ids, 'resettle')) {
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

async function tellWinners(deps: TSportsDeps, won: Map<number, number>, reference: string) {
  const bus = deps.notifications ?? STORE_ONLY;
  const queue = [...won];
  await Promise.all(
    Array.from({ length: TELL_WORKERS }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [memberId, amount] = next;
        await notify(deps.db, bus, { memberId, type: 'sports_won', payload: { amount, reference } }).catch(
          () => undefined,
        );
      }
    }),
  );
}

const STORE_ONLY: TNotificationBus = {
  publish: async () => {},
  subscribe: async () => () => {},
  signal: async () => {},
  subscribeSignals: async () => () => {},
  close: async () => {},
};
