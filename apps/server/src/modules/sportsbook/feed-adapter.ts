// Where events, markets, odds and results come from (issue 16, decision 048). A feed adapter gives
// the fixtures to hold ahead and, per fixture, its timeline of steps; the feed job applies each step
// once, in order, moving the fixture's cursor in the step's own transaction. The default adapter is
// the simulated feed of @pavilion/games (deterministic from SPORTS_FEED_SEED); a vendor's adapter
// would translate its pushes into the same steps.
import {
  generateMatchDay,
  type TMatchDayOptions,
  type TSimFixture,
  type TSimStep,
} from '@pavilion/games/sports/simulated-feed';

export type TFeedFixture = Omit<TSimFixture, 'timeline'>;
export type TFeedStep = TSimStep;

export type TSportsFeedAdapter = {
  /** the fixtures that should exist at `now` (yesterday's, today's and tomorrow's, but those ended hours ago) */
  fixturesAhead: (now: Date) => TFeedFixture[];
  /** the fixture's steps from index `from` with atMs ≤ now, and the timeline's length */
  stepsDue: (fixtureId: string, from: number, now: Date) => { steps: TFeedStep[]; total: number } | null;
};

const DAY_MS = 86_400_000;
const RECENT_MS = 2 * 3_600_000;

/**
 * The simulated feed over generateMatchDay: one match day per UTC day, generated once per process
 * and kept for the days around now (a fixture that started late yesterday still plays out today).
 */
export function simulatedFeedAdapter(
  seed: number,
  options: Omit<TMatchDayOptions, 'seed' | 'dayStart'> = {},
): TSportsFeedAdapter {
  const days = new Map<number, Map<string, TSimFixture>>();
  const dayOf = (dayStart: number) => {
    let day = days.get(dayStart);
    if (!day) {
      day = new Map(generateMatchDay({ ...options, seed, dayStart }).map((f) => [f.id, f]));
      days.set(dayStart, day);
      for (const key of days.keys()) {
        if (key < dayStart - 2 * DAY_MS) {
          days.delete(key);
        }
      }
    }
    return day;
  };
  const today = (now: Date) => Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return {
    // A fixture whose whole timeline ended over RECENT_MS before now is not written: a fresh database
    // (a new demo, a test server) starts with the last hours' results instead of replaying the whole
    // day's steps before it answers anything else.
    fixturesAhead: (now) =>
      // yesterday's too: just after midnight the last hours' results are last night's matches
      [today(now) - DAY_MS, today(now), today(now) + DAY_MS].flatMap((d) =>
        [...dayOf(d).values()]
          .filter((f) => (f.timeline.at(-1)?.atMs ?? Infinity) >= now.getTime() - RECENT_MS)
          .map(({ timeline: _timeline, ...fixture }) => fixture),
      ),
    stepsDue: (fixtureId, from, now) => {
      const start = today(now);
      for (const d of [start, start - DAY_MS, start + DAY_MS]) {
        const fixture = dayOf(d).get(fixtureId);
        if (fixture) {
          const due: TSimStep[] = [];
          for (let i = from; i < fixture.timeline.length && fixture.timeline[i]!.atMs <= now.getTime(); i++) {
            due.push(fixture.timeline[i]!);
          }
          return { steps: due, total: fixture.timeline.length };
        }
      }
      return null;
    },
  };
}
