// The feed job's work (decision 048): write the fixtures of today and tomorrow, then apply every
// fixture's due steps in order. A fixture's due steps are one transaction holding the event's
// advisory lock exclusively and its cursor row; the cursor moves in that same transaction, so a
// crash or a restart re-applies nothing and a second writer finds the steps already applied.
// What changed is pushed to the event's live streams after the commit.
import { settleSelection } from '@pavilion/games/sports/settle-market';
import type {
  TEventStatus,
  TMarketKind,
  TMarketStatus,
  TSportsLiveChange as TLiveChange,
  TSportsResult,
} from '@pavilion/contracts/sportsbook';
import type { Transaction } from 'kysely';
import type { TDatabase } from '@/db/tables.ts';
import type { TFeedStep } from './feed-adapter.ts';
import * as repo from './feed.repo.ts';
import { publishLive } from './live-topic.ts';
import * as results from './settlement.repo.ts';
import type { TSportsDeps } from './sportsbook.deps.ts';

/** Writes the fixtures the adapter holds for now that are not in the database yet. */
export async function syncFixtures(deps: TSportsDeps, now: Date): Promise<number> {
  const fixtures = deps.adapter.fixturesAhead(now);
  const known = await repo.knownFixtures(
    deps.db,
    fixtures.map((f) => f.id),
  );
  const missing = fixtures.filter((f) => !known.has(f.id));
  if (missing.length === 0) {
    return 0;
  }
  return deps.db.transaction().execute((trx) => repo.insertFixtures(trx, missing));
}

/** Applies every fixture's steps due at `now`; returns how many steps were applied. */
export async function applyDueSteps(deps: TSportsDeps, now: Date): Promise<number> {
  let applied = 0;
  for (const cursor of await repo.openCursors(deps.db)) {
    const due = deps.adapter.stepsDue(cursor.feed_id, cursor.next_step, now);
    if (!due || due.steps.length === 0) {
      continue;
    }
    const changes = await deps.db.transaction().execute(async (trx) => {
      await repo.lockEventExclusive(trx, cursor.event_id);
      const locked = await repo.lockCursor(trx, cursor.feed_id);
      if (!locked || locked.next_step !== cursor.next_step) {
        return null; // another writer applied these steps
      }
      const out: TLiveChange[] = [];
      for (const step of due.steps) {
        out.push(...(await applyStep(trx, cursor.event_id, step)));
      }
      const next = cursor.next_step + due.steps.length;
      await repo.moveCursor(trx, cursor.feed_id, next, next >= due.total);
      return out;
    });
    if (changes) {
      applied += due.steps.length;
      if (changes.length > 0) {
        await publishLive(deps.db, { eventId: String(cursor.event_id), changes });
      }
    }
  }
  return applied;
}

async function applyStep(
  trx: Transaction<TDatabase>,
  eventId: number,
  step: TFeedStep,
): Promise<TLiveChange[]> {
  const at = new Date(step.atMs);
  switch (step.type) {
    case 'odds': {
      const moved = await repo.setOdds(trx, eventId, step.marketId, step.odds, at);
      return moved.length === 0
        ? []
        : [
            {
              type: 'odds',
              marketId: String(moved[0]!.market_id),
              selections: moved.map((s) => ({ id: String(s.id), odds1000: s.odds1000 })),
            },
          ];
    }
    case 'suspend':
    case 'resume': {
      if (step.marketId === null) {
        const event = await repo.setEventSuspended(trx, eventId, step.type === 'suspend');
        return event ? [eventChange(event)] : [];
      }
      const [from, to] = step.type === 'suspend' ? ['open', 'suspended'] : ['suspended', 'open'];
      const moved = await repo.setMarketStatus(trx, eventId, step.marketId, [from], to);
      return moved.map((m) => ({
        type: 'market' as const,
        marketId: String(m.id),
        status: m.status as TMarketStatus,
      }));
    }
    case 'close': {
      const moved = await repo.setMarketStatus(trx, eventId, step.marketId, ['open', 'suspended'], 'closed');
      return moved.map((m) => ({
        type: 'market' as const,
        marketId: String(m.id),
        status: m.status as TMarketStatus,
      }));
    }
    case 'start': {
      // markets not offered in play close at the start
      const closed = await repo.setMarketStatus(trx, eventId, null, ['open', 'suspended'], 'closed', true);
      const event = await repo.startEvent(trx, eventId);
      return [
        ...closed.map((m) => ({
          type: 'market' as const,
          marketId: String(m.id),
          status: m.status as TMarketStatus,
        })),
        eventChange(event),
      ];
    }
    case 'score': {
      const event = await repo.patchEvent(trx, eventId, {
        score: { home: step.home, away: step.away },
        period: step.period,
        clock: step.clock,
      });
      return [eventChange(event)];
    }
    case 'end':
    case 'correct': {
      const version = await writeEventResult(trx, eventId, step.result, { kind: 'feed' });
      const event = await repo.patchEvent(trx, eventId, { clock: null });
      return [eventChange(event), { type: 'result', version }];
    }
  }
}

/**
 * A result's outcomes for every selection of the event, written as the event's next result version
 * (a market an operator voided keeps its selections void).
 */
export async function writeEventResult(
  trx: Transaction<TDatabase>,
  eventId: number,
  result: TSportsResult,
  source: { kind: 'feed' } | { kind: 'operator'; operatorId: number },
): Promise<number> {
  const selections = await results.selectionsOfEvent(trx, eventId);
  const outcomes = selections.map((s) => ({
    id: s.selection_id,
    outcome: s.voided
      ? ('void' as const)
      : settleSelection({ kind: s.kind as TMarketKind, lineQ: s.line_q, param: s.param }, s.key, result),
  }));
  return results.writeResult(trx, eventId, result, outcomes, source);
}

function eventChange(event: {
  status: string;
  score: unknown;
  period: string | null;
  clock: string | null;
}): TLiveChange {
  return {
    type: 'event',
    status: event.status as TEventStatus,
    score: event.score === null ? null : repo.jsonOf<{ home: number; away: number }>(event.score),
    period: event.period,
    clock: event.clock,
  };
}
