// Simulated basketball and tennis. Basketball: each side's points are normal around its expected
// score; the book prices the difference (moneyline, handicap) and the total (over/under) from the
// normal left for the time remaining. Play runs in 3-minute bursts, each a scoring event that
// suspends the in-play markets briefly; a tie after four quarters goes to overtime. Tennis: best of
// three sets, each won by the home player with p, which drifts with momentum inside a set.
import { FixtureBuilder, range, type TFixtureHead, type TSimContext } from './sim-builder.ts';
import {
  MARGIN_BP,
  balancedLine,
  bestOfDist,
  gaussian,
  normalDist,
  type TMarketSpec,
} from './sim-pricing.ts';
import type { TSide } from './catalogue.ts';
import type { TSimFixture } from './sim-types.ts';

const MINUTE = 60_000;
/** Spread of each side's points over a 48-minute game. */
const SD_PER_SIDE = 11;

function lineSpec(kind: 'moneyline' | 'ah' | 'ou', lineQ: number | null = null): TMarketSpec {
  const keys = kind === 'ou' ? ['over', 'under'] : ['home', 'away'];
  return { kind, keys, lineQ, param: null, inPlay: true, marginBp: MARGIN_BP[kind] };
}

export function simulateBasketball(head: TFixtureHead, ctx: TSimContext): TSimFixture {
  const { rng, speed } = ctx;
  const at = (minutes: number): number => head.startsAt + Math.round((minutes * MINUTE) / speed);
  let meanH = 100 + rng.next() * 18;
  let meanA = 96 + rng.next() * 18;
  let home = 0;
  let away = 0;
  let left = 48;
  const sd = SD_PER_SIDE * Math.SQRT2;
  const distOf = (spec: TMarketSpec) => {
    const share = left / 48;
    const spread = sd * Math.sqrt(share);
    return spec.kind === 'ou'
      ? normalDist(home + away + (meanH + meanA) * share, spread, true)
      : normalDist(home - away + (meanH - meanA) * share, spread, false);
  };
  const builder = new FixtureBuilder(head);
  const ahLine = balancedLine(lineSpec('ah'), range(-80, 80), distOf(lineSpec('ah')));
  const ouTotal = Math.round(meanH + meanA) * 4;
  const ouLine = balancedLine(lineSpec('ou'), range(ouTotal - 30, ouTotal + 30), distOf(lineSpec('ou')));
  for (const spec of [lineSpec('moneyline'), lineSpec('ah', ahLine), lineSpec('ou', ouLine)]) {
    builder.add(spec, distOf(spec));
  }
  const opening = builder.snapshot();
  for (const before of [120, 45, 10]) {
    meanH += 1.5 * gaussian(rng);
    meanA += 1.5 * gaussian(rng);
    builder.reprice(at(-before), distOf);
  }
  builder.push({ atMs: head.startsAt, type: 'start' });
  builder.push({ atMs: head.startsAt, type: 'score', home, away, period: 'q1', clock: mmss(12) });
  // Real time: a quarter takes 25 minutes, 3-minute breaks, 15 at half time, 12 per overtime.
  let clock = 0;
  const play = (
    period: string,
    minutes: number,
    bursts: number,
    realMinutes: number,
    last: boolean,
  ): void => {
    const burst = minutes / bursts;
    for (let b = 1; b <= bursts; b++) {
      clock += realMinutes / bursts;
      builder.suspend(at(clock - 0.2));
      home += Math.max(0, Math.round((meanH * burst) / 48 + 2.5 * gaussian(rng)));
      away += Math.max(0, Math.round((meanA * burst) / 48 + 2.5 * gaussian(rng)));
      left = Math.max(0, left - burst);
      builder.push({ atMs: at(clock), type: 'score', home, away, period, clock: mmss(minutes - b * burst) });
      // The final buzzer: markets stay suspended until they close with the result.
      if (!(last && b === bursts && home !== away)) {
        builder.reprice(at(clock + 0.3), distOf);
        builder.resume(at(clock + 0.3));
      }
    }
  };
  for (const q of [1, 2, 3, 4]) {
    play(`q${q}`, 12, 4, 25, q === 4);
    clock += q === 2 ? 15 : 3;
  }
  for (let ot = 1; home === away; ot++) {
    left = 5;
    if (ot > 10) {
      home += 1; // an eleventh overtime is vanishingly rare; a free throw ends it
      builder.push({ atMs: at(clock), type: 'score', home, away, period: `ot${ot - 1}`, clock: mmss(0) });
      break;
    }
    play(`ot${ot}`, 5, 2, 12, true);
  }
  const endsAt = at(clock + 1);
  builder.closeAll(endsAt);
  builder.push({ atMs: endsAt, type: 'end', result: { home, away } });
  if (rng.next() < ctx.correctionRate) {
    // A scoring correction: two points added to the winner, so the winner stands.
    const corrected = home > away ? { home: home + 2, away } : { home, away: away + 2 };
    builder.push({ atMs: endsAt + 10 * MINUTE, type: 'correct', result: corrected });
  }
  return builder.build(opening);
}

export function simulateTennis(head: TFixtureHead, ctx: TSimContext): TSimFixture {
  const { rng, speed } = ctx;
  const at = (minutes: number): number => head.startsAt + Math.round((minutes * MINUTE) / speed);
  let p = 0.25 + rng.next() * 0.5;
  const sets: TSide[] = [];
  const distOf = () => bestOfDist(p, 2, sets);
  const favourite = p >= 0.5 ? -6 : 6;
  const builder = new FixtureBuilder(head);
  for (const spec of [lineSpec('moneyline'), lineSpec('ah', favourite), lineSpec('ou', 10)]) {
    builder.add(spec, distOf());
  }
  const opening = builder.snapshot();
  for (const before of [120, 30]) {
    p = clamp(p + 0.03 * gaussian(rng));
    builder.reprice(at(-before), distOf);
  }
  builder.push({ atMs: head.startsAt, type: 'start' });
  builder.push({ atMs: head.startsAt, type: 'score', home: 0, away: 0, period: 'set1', clock: null });
  let clock = 0;
  const count = (side: TSide) => sets.filter((s) => s === side).length;
  while (count('home') < 2 && count('away') < 2) {
    const length = 35 + rng.next() * 20;
    p = clamp(p + 0.05 * gaussian(rng));
    builder.reprice(at(clock + length / 2), distOf);
    clock += length;
    builder.suspend(at(clock - 0.2));
    sets.push(rng.next() < p ? 'home' : 'away');
    const done = count('home') === 2 || count('away') === 2;
    const period = done ? `set${sets.length}` : `set${sets.length + 1}`;
    builder.push({
      atMs: at(clock),
      type: 'score',
      home: count('home'),
      away: count('away'),
      period,
      clock: null,
    });
    if (!done) {
      builder.reprice(at(clock + 2), distOf);
      builder.resume(at(clock + 2));
      clock += 2;
    }
  }
  const endsAt = at(clock + 1);
  builder.closeAll(endsAt);
  builder.push({ atMs: endsAt, type: 'end', result: { home: count('home'), away: count('away') } });
  return builder.build(opening);
}

function mmss(minutes: number): string {
  const seconds = Math.round(minutes * 60);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function clamp(p: number): number {
  return Math.min(0.9, Math.max(0.1, p));
}
