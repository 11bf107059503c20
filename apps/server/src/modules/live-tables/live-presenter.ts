// The dealer's presentation (decision 050): while an instance has viewers of a table, it publishes the
// table's state on the topic bus at each moment the show changes (no more bets, each reveal step,
// the result, the next round). The moments are functions of the round's times, so every instance
// presents the same round; with Redis a viewer may hear a state twice (once per presenting instance),
// which is harmless: each message is the whole state, not a change. Settlement (the job) publishes
// the settled state itself.
import type { FastifyInstance } from 'fastify';
import type { TLiveTableState } from '@pavilion/contracts/live-tables';
import { topicBus } from '@/shared/topic-bus.ts';
import { liveTopic } from './live-settlement.service.ts';
import { tableState } from './live-rounds.service.ts';

type TPresenter = { viewers: number; timer: NodeJS.Timeout | null; lastKey: string };

const PRESENTERS = new WeakMap<object, Map<string, TPresenter>>();
/** While a round waits for its settlement, the state is looked at this often. */
const SETTLING_POLL_MS = 1000;
const MAX_WAIT_MS = 10_000;

function presenters(app: FastifyInstance): Map<string, TPresenter> {
  let map = PRESENTERS.get(app.server);
  if (!map) {
    map = new Map();
    PRESENTERS.set(app.server, map);
  }
  return map;
}

const keyOf = (s: TLiveTableState) => `${s.round.id}:${s.round.phase}:${s.round.steps.length}`;

/** When the show changes next. */
export function nextMoment(s: TLiveTableState, now: number): number {
  const r = s.round;
  const at = (iso: string) => Date.parse(iso);
  switch (r.phase) {
    case 'betting':
      return at(r.closesAt);
    case 'revealing':
      return r.steps.length < r.stepCount ? at(r.revealAt) + r.steps.length * r.stepMs : at(r.settlesAt);
    case 'settling':
      return now + SETTLING_POLL_MS;
    case 'settled':
      return at(r.nextOpensAt);
  }
}

function schedule(app: FastifyInstance, tableId: string, p: TPresenter, state: TLiveTableState): void {
  const now = Date.now();
  const wait = Math.min(MAX_WAIT_MS, Math.max(50, nextMoment(state, now) - now + 20));
  p.timer = setTimeout(() => void tick(app, tableId, p), wait);
}

async function tick(app: FastifyInstance, tableId: string, p: TPresenter): Promise<void> {
  p.timer = null;
  if (p.viewers === 0) {
    return;
  }
  try {
    const state = await tableState(app.db, tableId, new Date());
    if (keyOf(state) !== p.lastKey) {
      p.lastKey = keyOf(state);
      await topicBus(app.db, app.redis).publish(liveTopic(tableId), { event: 'state', data: state });
    }
    if (p.viewers > 0) {
      schedule(app, tableId, p, state);
    }
  } catch (error) {
    app.log.error({ err: error, tableId }, 'live table presenter failed');
    if (p.viewers > 0) {
      p.timer = setTimeout(() => void tick(app, tableId, p), SETTLING_POLL_MS);
    }
  }
}

/** Starts presenting the table to this instance's viewers (once for many); call the result to stop. */
export function watchTable(app: FastifyInstance, tableId: string, initial: TLiveTableState): () => void {
  const map = presenters(app);
  let p = map.get(tableId);
  if (!p) {
    p = { viewers: 0, timer: null, lastKey: keyOf(initial) };
    map.set(tableId, p);
  }
  const presenter = p;
  presenter.viewers += 1;
  if (presenter.viewers === 1 && presenter.timer === null) {
    schedule(app, tableId, presenter, initial);
  }
  let stopped = false;
  return () => {
    if (stopped) {
      return;
    }
    stopped = true;
    presenter.viewers -= 1;
    if (presenter.viewers === 0) {
      if (presenter.timer) {
        clearTimeout(presenter.timer);
      }
      presenter.timer = null;
      map.delete(tableId);
    }
  };
}

/** Stops every presenter (the app is closing). */
export function stopPresenters(app: FastifyInstance): void {
  const map = presenters(app);
  for (const p of map.values()) {
    p.viewers = 0;
    if (p.timer) {
      clearTimeout(p.timer);
    }
  }
  map.clear();
}
