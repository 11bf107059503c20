// The operator's side of the sportsbook (decision 048): the events list with their tickets and
// stakes, and a result correction. A correction is the event's next result version, written under
// the event's exclusive advisory lock like a feed step: every selection's outcome is recomputed,
// tickets already settled are marked for re-settlement, and the next feed run posts only each
// ticket's difference (or settles the tickets still open).
import type { TSportsResult } from '@pavilion/contracts/sportsbook';
import { AppError } from '@/shared/app-error.ts';
import * as events from './events.repo.ts';
import { eventSummary, idOf } from './events.service.ts';
import * as feed from './feed.repo.ts';
import { writeEventResult } from './feed.service.ts';
import { publishLive } from './live-topic.ts';
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
