// The operator's side of the sportsbook (decision 048): the events list with their tickets and
// stakes, and a result correction. A correction is the event's next result version, written under
// the event's exclusive advisory lock like a feed step: every selection's outcome is recomputed,
// tickets already settled are marked for re-settlement, and the next feed run posts only each
// ticket's difference (or settles the tickets still open). A market void (one market of an event
// that plays on) voids its selections for good and settles at once the tickets it completes (a single
// on it is refunded; a multiple waits for its other legs, the void leg at odds 1).
import type { TSportsResult } from '@pavilion/contracts/sportsbook';
import { AppError } from '@/shared/app-error.ts';
import * as events from './events.repo.ts';
import { eventSummary, idOf } from './events.service.ts';
import * as feed from './feed.repo.ts';
import { writeEventResult } from './feed.service.ts';
import { publishLive } from './live-topic.ts';
import * as results from './settlement.repo.ts';
import { settleEvent } from './settlement.service.ts';
import type { TSportsDeps } from './sportsbook.deps.ts';

export async function adminEvents(
  deps: TSportsDeps,
  q: events.TEventFilter & { state?: string | undefined; pageNo: number; pageSize: number },
) {
  const rows = await events.adminEvents(deps.db, q, q);
  return {
    events: rows.map((r) => ({
      ...eventSummary(r),
      resultVersion: r.result_version,
      settledVersion: r.settled_version,
      tickets: Number(r.tickets),
      stake: Number(r.stake),
      result: r.result === null ? null : feed.jsonOf<TSportsResult>(r.result),
    })),
  };
}

export async function correctResult(
  deps: TSportsDeps,
  opts: { rawId: string; operatorId: number; result: TSportsResult },
) {
  const id = idOf(opts.rawId);
  if (id === null) {
    throw new AppError('NOT_FOUND');
  }
  const version = await deps.db.transaction().execute(async (trx) => {
    await feed.lockEventExclusive(trx, id);
    const event = await feed.findEventRow(trx, id);
    if (!event) {
      throw new AppError('NOT_FOUND');
    }
    // a score before kick-off would settle tickets on a match nobody played; cancelling stays possible.
    // Started means: the feed says so (any status past scheduled), or the start time has passed (a silent feed)
    const started = event.status !== 'scheduled' || new Date(event.starts_at).getTime() <= Date.now();
    if (!opts.result.cancelled && !started) {
      throw new AppError('EVENT_NOT_STARTED', {
        data: { startsAt: new Date(event.starts_at).toISOString() },
      });
    }
    return writeEventResult(trx, id, opts.result, { kind: 'operator', operatorId: opts.operatorId });
  });
  const row = await events.eventById(deps.db, id);
  await publishLive(deps.db, { eventId: String(id), changes: [{ type: 'result', version }] });
  return { event: eventSummary(row!), resultVersion: version };
}

/**
 * Voids a market that is not settled yet (open, suspended or closed), under the event's exclusive
 * lock like a feed step; a settled or void market is refused MARKET_ALREADY_SETTLED (a correction
 * of the event's result re-settles it instead). The tickets the void completes are settled after
 * the commit; should that settlement fail, they wait for the event's own settlement, and the void
 * still answers as done.
 */
export async function voidMarket(
  deps: TSportsDeps,
  opts: { rawId: string; operatorId: number; now: Date },
): Promise<{ marketId: string; eventId: string; status: 'void'; settled: number }> {
  const id = idOf(opts.rawId);
  const market = id === null ? undefined : await results.marketOfVoid(deps.db, id);
  if (!market) {
    throw new AppError('NOT_FOUND');
  }
  await deps.db.transaction().execute(async (trx) => {
    await feed.lockEventExclusive(trx, market.event_id);
    const locked = await results.marketOfVoid(trx, market.id);
    if (!locked || ['settled', 'void'].includes(locked.status)) {
      throw new AppError('MARKET_ALREADY_SETTLED');
    }
    await results.voidMarket(trx, { marketId: market.id, operatorId: opts.operatorId, now: opts.now });
  });
  await publishLive(deps.db, {
    eventId: String(market.event_id),
    changes: [{ type: 'market', marketId: String(market.id), status: 'void' }],
  });
  const settled = await settleEvent(deps, market.event_id, opts.now).catch(() => 0);
  return { marketId: String(market.id), eventId: String(market.event_id), status: 'void', settled };
}
