// The simulated match day: deterministic per seed, and the invariants the server relies on to
// replay it (sorted timelines, one result per fixture, prices inside the range with an overround
// of at least 1, suspensions that always end, cockfight windows that close before the result).
import { describe, expect, it } from 'vitest';
import { ODDS_MAX, ODDS_MIN } from './catalogue.ts';
import { overround } from './margin.ts';
import { settleSelection } from './settle-market.ts';
import { generateMatchDay, type TSimFixture } from './simulated-feed.ts';

const DAY = Date.UTC(2026, 10, 26);
const SEEDS = [1, 7, 20_261_126];
const days = new Map(SEEDS.map((seed) => [seed, generateMatchDay({ seed, dayStart: DAY })]));

/** Runs `check` over every fixture of every seed, naming the seed and fixture when it fails. */
function eachFixture(check: (fixture: TSimFixture) => void): void {
  for (const [seed, day] of days) {
    for (const fixture of day) {
      try {
        check(fixture);
      } catch (error) {
        throw new Error(`seed ${seed}, fixture ${fixture.id}: ${String(error)}`, { cause: error });
      }
    }
  }
}

describe('generateMatchDay', () => {
  it('is the same for the same seed and day, and differs for another seed', () => {
    const again = generateMatchDay({ seed: 7, dayStart: DAY });
    expect(again).toEqual(days.get(7));
    const other = days.get(1) ?? [];
    expect(other.map((f) => f.home)).not.toEqual(again.map((f) => f.home));
  });

  it('has a full card on a default day', () => {
    for (const day of days.values()) {
      const count = (sports: string[]) => day.filter((f) => sports.includes(f.sport) && f.away !== '').length;
      expect(count(['football'])).toBeGreaterThanOrEqual(20);
      expect(count(['basketball'])).toBeGreaterThanOrEqual(6);
      expect(count(['tennis'])).toBeGreaterThanOrEqual(6);
      expect(count(['moba', 'shooter'])).toBeGreaterThanOrEqual(6);
      expect(count(['cockfight'])).toBeGreaterThanOrEqual(40);
      expect(day.some((f) => f.markets.some((m) => m.kind === 'outright'))).toBe(true);
      expect(new Set(day.map((f) => f.id)).size).toBe(day.length);
    }
  });

  it('has one outright per league but the arena, decided after its last match ends', () => {
    for (const day of days.values()) {
      const leagues = new Set(day.filter((f) => f.sport !== 'cockfight').map((f) => f.league));
      for (const league of leagues) {
        const outrights = day.filter((f) => f.league === league && f.away === '');
        expect(outrights, league).toHaveLength(1);
        const [o] = outrights;
        expect(o!.markets.map((m) => m.kind)).toEqual(['outright']);
        const matches = day.filter((f) => f.league === league && f.away !== '');
        const lastEnd = Math.max(...matches.map((m) => m.timeline.find((s) => s.type === 'end')!.atMs));
        const end = o!.timeline.find((s) => s.type === 'end');
        expect(end!.atMs).toBeGreaterThan(lastEnd);
        expect(o!.startsAt).toBe(Math.min(...matches.map((m) => m.startsAt)));
        const winner = end!.type === 'end' ? end!.result.winnerId : undefined;
        expect(o!.markets[0]!.selections.map((sel) => sel.key)).toContain(winner);
      }
    }
  });

  it('orders fixtures by start and each timeline by time', () => {
    for (const day of days.values()) {
      expect(day.map((f) => f.startsAt)).toEqual([...day.map((f) => f.startsAt)].sort((a, b) => a - b));
    }
    eachFixture((f) => {
      f.timeline.forEach((step, i) => expect(step.atMs).toBeGreaterThanOrEqual(f.timeline[i - 1]?.atMs ?? 0));
      expect(f.timeline.every((s) => Number.isInteger(s.atMs))).toBe(true);
    });
  });

  it('ends every fixture with one result after its start, only a correction after it', () => {
    eachFixture((f) => {
      const ends = f.timeline.filter((s) => s.type === 'end');
      expect(ends).toHaveLength(1);
      const endAt = f.timeline.findIndex((s) => s.type === 'end');
      expect(f.timeline.slice(endAt + 1).every((s) => s.type === 'correct')).toBe(true);
      expect(f.timeline.findIndex((s) => s.type === 'start')).toBeLessThan(endAt);
      expect(ends[0]?.atMs).toBeGreaterThan(f.startsAt);
    });
  });

  it('keeps every price in range with a book of at least 100 %', () => {
    eachFixture((f) => {
      const prices = new Map(f.markets.flatMap((m) => m.selections.map((s) => [s.id, s.odds1000] as const)));
      const books = () =>
        f.markets.map((m) => {
          const odds = m.selections.map((s) => prices.get(s.id) ?? 0);
          return m.kind === 'cockfight' ? odds.slice(0, 2) : odds;
        });
      const check = () => {
        for (const odds of prices.values()) {
          expect(odds >= ODDS_MIN && odds <= ODDS_MAX && Number.isInteger(odds)).toBe(true);
        }
        books().forEach((book) => expect(overround(book)).toBeGreaterThanOrEqual(1));
      };
      check();
      for (const step of f.timeline) {
        if (step.type === 'odds') {
          step.odds.forEach((o) => prices.set(o.selectionId, o.odds1000));
          check();
        }
      }
    });
  });

  it('resumes or closes every suspended market, and moves nothing after a close', () => {
    eachFixture((f) => {
      const state = new Map(f.markets.map((m) => [m.id, 'open']));
      for (const step of f.timeline) {
        if (
          step.type === 'suspend' ||
          step.type === 'resume' ||
          step.type === 'close' ||
          step.type === 'odds'
        ) {
          const id = step.marketId ?? '';
          expect(state.get(id), `${step.type} on ${id}`).not.toBe('closed');
          if (step.type === 'suspend') {
            expect(state.get(id)).toBe('open');
          }
          if (step.type === 'resume') {
            expect(state.get(id)).toBe('suspended');
          }
          state.set(
            id,
            step.type === 'odds'
              ? (state.get(id) ?? 'open')
              : { suspend: 'suspended', resume: 'open', close: 'closed' }[step.type],
          );
        }
        if (step.type === 'end') {
          expect([...state.values()].every((s) => s === 'closed')).toBe(true);
        }
      }
    });
  });

  it('has every in-play market still open suspended when a goal or basket counts', () => {
    let scored = 0;
    eachFixture((f) => {
      if (!['football', 'basketball'].includes(f.sport) || f.away === '') {
        return;
      }
      const state = new Map(f.markets.map((m) => [m.id, m.inPlay ? 'open' : 'closed']));
      let points = 0;
      for (const step of f.timeline) {
        if (step.type === 'suspend' || step.type === 'resume' || step.type === 'close') {
          state.set(
            step.marketId ?? '',
            { suspend: 'suspended', resume: 'open', close: 'closed' }[step.type],
          );
        }
        if (step.type === 'score' && step.home + step.away > points) {
          points = step.home + step.away;
          scored += 1;
          expect([...state.values()].filter((s) => s === 'open')).toEqual([]);
        }
      }
    });
    expect(scored).toBeGreaterThan(100);
  });

  it('closes a cockfight window before the fight, and the result comes after', () => {
    eachFixture((f) => {
      if (f.sport !== 'cockfight') {
        return;
      }
      const close = f.timeline.find((s) => s.type === 'close');
      const end = f.timeline.find((s) => s.type === 'end');
      expect(f.closesAt).not.toBeNull();
      expect(close?.atMs).toBe(f.closesAt);
      expect(f.closesAt ?? Infinity).toBeLessThan(f.startsAt);
      expect(end?.atMs ?? 0).toBeGreaterThan(f.startsAt);
      expect(f.fightNo).toBeGreaterThan(0);
    });
  });

  it('gives results every market of the fixture settles against', () => {
    eachFixture((f) => {
      for (const step of f.timeline.filter((s) => s.type === 'end' || s.type === 'correct')) {
        if (step.type !== 'end' && step.type !== 'correct') {
          continue;
        }
        const outcomes = f.markets.flatMap((m) =>
          m.selections.map((s) => settleSelection(m, s.key, step.result)),
        );
        if (step.result.cancelled !== true) {
          // every market has a winner or is void; a 1x2 or outright has exactly one winner
          expect(outcomes.filter((o) => o === 'win').length).toBeGreaterThan(0);
        }
      }
      const last = f.timeline.filter((s) => s.type === 'score').at(-1);
      const end = f.timeline.find((s) => s.type === 'end');
      if (last?.type === 'score' && end?.type === 'end') {
        expect([last.home, last.away]).toEqual([end.result.home, end.result.away]);
      }
    });
  });

  it('plays faster with a speed, keeping the start times', () => {
    const fast = generateMatchDay({ seed: 7, dayStart: DAY, speed: 60 });
    const slow = days.get(7) ?? [];
    expect(fast.map((f) => f.startsAt)).toEqual(slow.map((f) => f.startsAt));
    for (const f of fast.filter((x) => x.away !== '')) {
      const end = f.timeline.find((s) => s.type === 'end');
      expect((end?.atMs ?? 0) - f.startsAt).toBeLessThan((4 * 3_600_000) / 60);
    }
  });

  it('sometimes corrects a result, with a different score', () => {
    const corrections = [...days.values()].flat().flatMap((f) => {
      const end = f.timeline.find((s) => s.type === 'end');
      const fix = f.timeline.find((s) => s.type === 'correct');
      return end?.type === 'end' && fix?.type === 'correct' ? [[end.result, fix.result]] : [];
    });
    expect(corrections.length).toBeGreaterThan(0);
    corrections.forEach(([a, b]) => expect(b).not.toEqual(a));
  });

  it('has something in play, results of the last hours and a cockfight open at every hour of the day', () => {
    const HOUR = 3_600_000;
    for (const seed of SEEDS) {
      // a day and its neighbours, as the feed holds them
      const around = [DAY - 24 * HOUR, DAY, DAY + 24 * HOUR].flatMap((d) =>
        generateMatchDay({ seed, dayStart: d }),
      );
      const matches = around.filter((f) => f.away !== '' && f.sport !== 'cockfight');
      const endOf = (f: TSimFixture) => f.timeline.find((s) => s.type === 'end')?.atMs ?? Infinity;
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const now = DAY + minute * 60_000;
        const at = `seed ${seed}, ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')} UTC`;
        expect(
          matches.filter((f) => f.startsAt <= now && endOf(f) > now).length,
          `${at}: in play`,
        ).toBeGreaterThan(0);
        expect(
          matches.filter((f) => endOf(f) <= now && endOf(f) > now - 3 * HOUR).length,
          `${at}: results of the last 3 hours`,
        ).toBeGreaterThan(0);
        const nextFight = around
          .filter((f) => f.sport === 'cockfight' && (f.closesAt ?? 0) > now)
          .reduce((first, f) => Math.min(first, f.closesAt ?? Infinity), Infinity);
        expect(nextFight - now, `${at}: the next cockfight closes within 11 minutes`).toBeLessThanOrEqual(
          11 * 60_000,
        );
      }
    }
  });
});
