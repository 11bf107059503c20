// Simulated e-sports, best of three maps. MOBA maps are won by the home team with p; shooter maps
// are first to 13 rounds, each round won with q (p is then the chance to win such a race), and the
// first rounds of the match have round-winner markets. A map's winner market closes when that map
// starts (an unplayed third map voids its market); every map end is a scoring event.
import { FixtureBuilder, type TFixtureHead, type TSimContext } from './sim-builder.ts';
import { MARGIN_BP, bestOfDist, gaussian, raceWin, type TDist, type TMarketSpec } from './sim-pricing.ts';
import type { TSide, TSportsResult } from './catalogue.ts';
import type { TSimFixture } from './sim-types.ts';

const MINUTE = 60_000;
const ROUNDS_TO_WIN = 13;
const ROUND_MARKETS = 4;

function spec(
  kind: 'moneyline' | 'ah' | 'map_winner' | 'round_winner',
  lineQ: number | null,
  param: number | null,
) {
  return { kind, keys: ['home', 'away'], lineQ, param, inPlay: true, marginBp: MARGIN_BP[kind] };
}

export function simulateEsports(head: TFixtureHead, shooter: boolean, ctx: TSimContext): TSimFixture {
  const { rng, speed } = ctx;
  const at = (minutes: number): number => head.startsAt + Math.round((minutes * MINUTE) / speed);
  let q = 0.4 + rng.next() * 0.2;
  let p = shooter ? raceWin(q, ROUNDS_TO_WIN) : 0.3 + rng.next() * 0.4;
  const maps: TSide[] = [];
  const rounds: TSide[] = [];
  const distOf = (market: TMarketSpec): TDist => {
    if (market.kind !== 'round_winner') {
      return bestOfDist(p, 2, maps);
    }
    const before = Array.from({ length: (market.param ?? 1) - 1 }, (): TSide => 'home');
    const resultOf = (side: TSide): TSportsResult => ({ home: 0, away: 0, rounds: [...before, side] });
    return [
      [resultOf('home'), q],
      [resultOf('away'), 1 - q],
    ];
  };
  const builder = new FixtureBuilder(head);
  const specs: TMarketSpec[] = [spec('moneyline', null, null), spec('ah', p >= 0.5 ? -6 : 6, null)];
  specs.push(...[1, 2, 3].map((map) => spec('map_winner', null, map)));
  if (shooter) {
    specs.push(...Array.from({ length: ROUND_MARKETS }, (_, i) => spec('round_winner', null, i + 1)));
  }
  const ids = specs.map((s) => builder.add(s, distOf(s)));
  const mapMarket = (map: number) => ids[1 + map] as string;
  const roundMarket = (round: number) => ids[4 + round] as string;
  const opening = builder.snapshot();
  for (const before of [90, 20]) {
    if (shooter) {
      q = Math.min(0.7, Math.max(0.3, q + 0.01 * gaussian(rng)));
      p = raceWin(q, ROUNDS_TO_WIN);
    } else {
      p = Math.min(0.85, Math.max(0.15, p + 0.03 * gaussian(rng)));
    }
    builder.reprice(at(-before), distOf);
  }
  builder.push({ atMs: head.startsAt, type: 'start' });
  let clock = 0;
  const wins = (side: TSide) => maps.filter((m) => m === side).length;
  while (wins('home') < 2 && wins('away') < 2) {
    const map = maps.length + 1;
    builder.close(at(clock), mapMarket(map));
    builder.push({
      atMs: at(clock),
      type: 'score',
      home: wins('home'),
      away: wins('away'),
      period: `map${map}`,
      clock: null,
    });
    let winner: TSide;
    if (shooter) {
      const score = { home: 0, away: 0 };
      while (score.home < ROUNDS_TO_WIN && score.away < ROUNDS_TO_WIN) {
        const round = rounds.length + 1;
        if (round <= ROUND_MARKETS) {
          builder.close(at(clock), roundMarket(round));
        }
        clock += 1.5 + rng.next();
        const side: TSide = rng.next() < q ? 'home' : 'away';
        rounds.push(side);
        score[side] += 1;
        if (round % 4 === 0) {
          const text = `${score.home}-${score.away}`;
          builder.push({
            atMs: at(clock),
            type: 'score',
            home: wins('home'),
            away: wins('away'),
            period: `map${map}`,
            clock: text,
          });
        }
      }
      winner = score.home > score.away ? 'home' : 'away';
    } else {
      const length = 28 + rng.next() * 14;
      p = Math.min(0.85, Math.max(0.15, p + 0.04 * gaussian(rng)));
      builder.reprice(at(clock + length / 2), distOf, (m) => m.kind !== 'round_winner');
      clock += length;
      winner = rng.next() < p ? 'home' : 'away';
    }
    builder.suspend(at(clock - 0.2));
    maps.push(winner);
    const done = wins('home') === 2 || wins('away') === 2;
    builder.push({
      atMs: at(clock),
      type: 'score',
      home: wins('home'),
      away: wins('away'),
      period: `map${map}`,
      clock: null,
    });
    if (!done) {
      builder.reprice(at(clock + 1), distOf);
      builder.resume(at(clock + 1));
      clock += 8;
    }
  }
  const endsAt = at(clock + 1);
  builder.closeAll(endsAt);
  const result: TSportsResult = { home: wins('home'), away: wins('away'), maps: [...maps] };
  builder.push({ atMs: endsAt, type: 'end', result: shooter ? { ...result, rounds: [...rounds] } : result });
  return builder.build(opening);
}
