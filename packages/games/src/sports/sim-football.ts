// Simulated football (and a league's outright): goals are Poisson with each side's expected goals,
// scored at random minutes; prices come from the Poisson grid of the goals still to come. Before
// kick-off the expected goals drift (news, money); in play every goal suspends the in-play markets
// for ~40 s and they resume at the new price; odds also tick every five minutes as time runs out.
import {
  MARGIN_BP,
  balancedLine,
  gaussian,
  poissonDist,
  poissonDraw,
  type TMarketSpec,
} from './sim-pricing.ts';
import { FixtureBuilder, range, type TFixtureHead, type TSimContext } from './sim-builder.ts';
import type { TSimFixture } from './sim-types.ts';

const MINUTE = 60_000;
const SCORES = [0, 1, 2, 3].flatMap((h) => [0, 1, 2, 3].map((a) => `${h}-${a}`));

/** Real minutes from kick-off at match minute m: the second half starts after a 15-minute break. */
function realMinutes(m: number): number {
  return m <= 45 ? m : m + 15;
}

export function simulateFootball(head: TFixtureHead, ctx: TSimContext): TSimFixture {
  const { rng, speed } = ctx;
  const at = (minutes: number): number => head.startsAt + Math.round((minutes * MINUTE) / speed);
  let lambdaH = 0.9 + rng.next() * 1.1;
  let lambdaA = 0.6 + rng.next() * 1.0;
  const builder = new FixtureBuilder(head);
  const pre = poissonDist(lambdaH, lambdaA, 0, 0);
  const spec = (kind: TMarketSpec['kind'], keys: string[], inPlay: boolean, lineQ: number | null = null) => ({
    kind,
    keys,
    inPlay,
    lineQ,
    param: null,
    marginBp: MARGIN_BP[kind],
  });
  const ahLine = balancedLine(spec('ah', ['home', 'away'], true), range(-12, 12), pre);
  const ouLine = balancedLine(spec('ou', ['over', 'under'], true), range(3, 18), pre);
  builder.add(spec('1x2', ['home', 'draw', 'away'], true), pre);
  builder.add(spec('ah', ['home', 'away'], true, ahLine), pre);
  builder.add(spec('ou', ['over', 'under'], true, ouLine), pre);
  builder.add(spec('btts', ['yes', 'no'], false), pre);
  builder.add({ ...spec('correct_score', [...SCORES, 'other'], false), param: 3 }, pre);
  const opening = builder.snapshot();

  for (const before of [180, 90, 30, 10]) {
    lambdaH *= Math.exp(0.06 * gaussian(rng));
    lambdaA *= Math.exp(0.06 * gaussian(rng));
    builder.reprice(at(-before), () => poissonDist(lambdaH, lambdaA, 0, 0));
  }

  // Goals at distinct minutes 1..90 (minute m is [m−1, m) of play).
  const goals: { minute: number; side: 'home' | 'away' }[] = [];
  const used = new Set<number>();
  const addGoals = (count: number, side: 'home' | 'away'): void => {
    for (let i = 0; i < count; i++) {
      let minute = 1 + Math.floor(rng.next() * 90);
      while (used.has(minute)) {
        minute = (minute % 90) + 1;
      }
      used.add(minute);
      goals.push({ minute, side });
    }
  };
  addGoals(Math.min(poissonDraw(rng, lambdaH), 9), 'home');
  addGoals(Math.min(poissonDraw(rng, lambdaA), 9), 'away');
  goals.sort((a, b) => a.minute - b.minute);

  let home = 0;
  let away = 0;
  const distAt = (minute: number) => () => {
    const left = Math.max(0, 90 - minute) / 90;
    return poissonDist(lambdaH * left, lambdaA * left, home, away);
  };
  builder.closePreMatch(head.startsAt);
  builder.push({ atMs: head.startsAt, type: 'start' });
  builder.push({ atMs: head.startsAt, type: 'score', home, away, period: 'h1', clock: "0'" });
  const ticks = range(1, 17).map((i) => i * 5);
  let g = 0;
  for (const minute of ticks) {
    for (; g < goals.length && (goals[g]?.minute ?? 91) <= minute; g++) {
      const goal = goals[g] as { minute: number; side: 'home' | 'away' };
      const t = goal.minute - 1 + (goal.minute > 45 ? 15 : 0);
      builder.suspend(at(t + 1 / 6));
      home += goal.side === 'home' ? 1 : 0;
      away += goal.side === 'away' ? 1 : 0;
      const period = goal.minute <= 45 ? 'h1' : 'h2';
      builder.push({ atMs: at(t + 1 / 3), type: 'score', home, away, period, clock: `${goal.minute}'` });
      builder.reprice(at(t + 5 / 6), distAt(goal.minute));
      builder.resume(at(t + 5 / 6));
    }
    if (minute === 45) {
      builder.push({ atMs: at(45), type: 'score', home, away, period: 'ht', clock: null });
      builder.push({ atMs: at(60), type: 'score', home, away, period: 'h2', clock: "45'" });
    }
    if (minute < 90) {
      builder.reprice(at(realMinutes(minute)), distAt(minute));
    }
  }
  const endsAt = at(realMinutes(90) + 3);
  builder.closeAll(endsAt);
  builder.push({ atMs: endsAt, type: 'end', result: { home, away } });
  if (rng.next() < ctx.correctionRate) {
    // A goal given on review or taken away: the corrected score differs by one goal.
    const corrected = home > 0 ? { home: home - 1, away } : { home, away: away + 1 };
    builder.push({ atMs: endsAt + 10 * MINUTE, type: 'correct', result: corrected });
  }
  return builder.build(opening);
}

/**
 * A league's outright for the day: its teams priced by strength, the winner drawn when the
 * league's last match ends (the simulated competition is decided by the feed, not by the matches).
 */
export function simulateOutright(
  head: TFixtureHead,
  teams: { id: string; name: string }[],
  endsAt: number,
  ctx: TSimContext,
): TSimFixture {
  const { rng } = ctx;
  const strengths = teams.map(() => 0.5 + rng.next());
  const distOf = () =>
    teams.map((t, i) => [{ home: 0, away: 0, winnerId: t.id }, strengths[i] ?? 0] as const);
  const builder = new FixtureBuilder(head);
  builder.add(
    {
      kind: 'outright',
      keys: teams.map((t) => t.id),
      labels: teams.map((t) => t.name),
      inPlay: false,
      lineQ: null,
      param: null,
      marginBp: MARGIN_BP.outright,
    },
    distOf(),
  );
  const opening = builder.snapshot();
  for (const before of [240, 60]) {
    strengths.forEach((s, i) => (strengths[i] = s * Math.exp(0.08 * gaussian(rng))));
    builder.reprice(head.startsAt - (before * MINUTE) / ctx.speed, distOf);
  }
  builder.closePreMatch(head.startsAt);
  builder.push({ atMs: head.startsAt, type: 'start' });
  const total = strengths.reduce((a, b) => a + b, 0);
  let pick = rng.next() * total;
  const winner = teams.find((_, i) => (pick -= strengths[i] ?? 0) < 0) ?? teams[teams.length - 1];
  builder.push({ atMs: endsAt, type: 'end', result: { home: 0, away: 0, winnerId: winner?.id } });
  return builder.build(opening);
}
