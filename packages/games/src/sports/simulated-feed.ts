// The simulated feed (issue 16, decision 047): a whole match day of fixtures for every sport,
// deterministic from a seed, each with its markets, opening odds (priced with a margin) and a
// timeline of what happens to it — odds moves before and during play, suspensions around scoring
// events, the start, scores, the end with its result, and rarely a corrected result. Every fixture
// draws from its own random stream (seed × fixture id), so changing how many fixtures of one sport
// a day has leaves the others as they were.
import { createSeededRng, shuffle, type TRng } from '../rng.ts';
import { VERTICAL_OF_SPORT, type TSport } from './catalogue.ts';
import { range, type TFixtureHead, type TSimContext } from './sim-builder.ts';
import { COCKFIGHT_CLOSE_LEAD_MS, simulateCockfight } from './sim-cockfight.ts';
import { simulateBasketball, simulateTennis } from './sim-court.ts';
import { simulateEsports } from './sim-esports.ts';
import { simulateFootball, simulateOutright } from './sim-football.ts';
import * as names from './sim-names.ts';
import type { TMatchDayOptions, TSimFixture } from './sim-types.ts';

export type {
  TMatchDayOptions,
  TSimFixture,
  TSimMarket,
  TSimOdds,
  TSimSelection,
  TSimStep,
} from './sim-types.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY_MS = 24 * HOUR;
/** The arena runs round the clock: a fight every ten minutes, the first at 00:05. */
const FIGHT_SPACING_MS = 10 * MINUTE;
const FIRST_FIGHT_MS = 5 * MINUTE;

/** A random stream for one label of one seed (FNV-1a of the label mixed with the seed). */
function streamOf(seed: number, label: string): TRng {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  return createSeededRng(hash);
}

/**
 * Kick-off times round the clock (issue 30): the day is cut into `count` equal bands and fixture i
 * starts in band i, at a random slot of a `slotMinutes` grid inside it, so that whatever the hour
 * (and the member's time zone) something has just started, something is in play and something has
 * just ended.
 */
function startTimes(rng: TRng, dayStart: number, count: number, slotMinutes: number): number[] {
  const slotMs = slotMinutes * MINUTE;
  const bandMs = DAY_MS / count;
  return range(0, count - 1).map((i) => {
    const from = Math.ceil((i * bandMs) / slotMs) * slotMs;
    const slots = Math.max(1, Math.floor((Math.ceil(((i + 1) * bandMs) / slotMs) * slotMs - from) / slotMs));
    return dayStart + from + Math.floor(rng.next() * slots) * slotMs;
  });
}

/** Every fixture of the day, ordered by start then id. */
export function generateMatchDay(options: TMatchDayOptions): TSimFixture[] {
  const { seed, dayStart } = options;
  const day = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  const prefix = `sim${(seed >>> 0).toString(36)}-${day}`;
  const speed = options.speed ?? 1;
  const correctionRate = options.correctionRate ?? 0.03;
  const fixtures: TSimFixture[] = [];
  const head = (
    id: string,
    sport: TSport,
    league: string,
    home: string,
    away: string,
    startsAt: number,
  ): TFixtureHead => ({
    id: `${prefix}-${id}`,
    sport,
    vertical: VERTICAL_OF_SPORT[sport],
    league,
    home,
    away,
    startsAt,
    closesAt: null,
    fightNo: null,
  });
  const ctxOf = (h: TFixtureHead): TSimContext => ({ rng: streamOf(seed, h.id), speed, correctionRate });
  const two = (n: number) => String(n).padStart(2, '0');

  // Football: leagues of 12 teams; the day's pairings are a shuffle of each league.
  const football = options.football ?? 24;
  const leagues = names.FOOTBALL_LEAGUES.length;
  const fbStarts = startTimes(streamOf(seed, `${day}:football`), dayStart, football, 15);
  const pairings = names.FOOTBALL_LEAGUES.map((_, l) =>
    shuffle(range(0, 11), streamOf(seed, `${day}:league${l}`)),
  );
  const byLeague = new Map<number, TSimFixture[]>();
  for (let i = 0; i < football; i++) {
    const l = i % leagues;
    const j = Math.floor(i / leagues) % 6;
    const [h, a] = [pairings[l]?.[2 * j] ?? 0, pairings[l]?.[2 * j + 1] ?? 1];
    const league = names.FOOTBALL_LEAGUES[l] ?? '';
    const fh = head(
      `fb${two(i + 1)}`,
      'football',
      league,
      names.footballTeam(l, h),
      names.footballTeam(l, a),
      fbStarts[i] ?? dayStart,
    );
    const fixture = simulateFootball(fh, ctxOf(fh));
    fixtures.push(fixture);
    byLeague.set(l, [...(byLeague.get(l) ?? []), fixture]);
  }
  // Every league of the day has an outright (its winner), open until its first match starts and
  // decided five minutes after its last match ends (decision 057).
  const outright = (
    id: string,
    sport: TSport,
    league: string,
    teams: { id: string; name: string }[],
    matches: readonly TSimFixture[],
  ) => {
    if (matches.length === 0) {
      return;
    }
    const first = Math.min(...matches.map((m) => m.startsAt));
    const last = Math.max(
      ...matches.map((m) => m.timeline.find((s) => s.type === 'end')?.atMs ?? m.startsAt),
    );
    // An outright has no opponent: `home` names the competition, `away` is empty.
    const oh = head(id, sport, league, league, '', first);
    fixtures.push(simulateOutright(oh, teams, last + 5 * MINUTE, ctxOf(oh)));
  };
  for (const [l, matches] of byLeague) {
    const teams = range(0, 11).map((n) => ({ id: `t${l}-${n}`, name: names.footballTeam(l, n) }));
    outright(`fo${l + 1}`, 'football', names.FOOTBALL_LEAGUES[l] ?? '', teams, matches);
  }

  const basketball = options.basketball ?? 8;
  const bbStarts = startTimes(streamOf(seed, `${day}:basketball`), dayStart, basketball, 30);
  const bbPairs = names.BASKETBALL_LEAGUES.map((_, l) =>
    shuffle(range(0, 7), streamOf(seed, `${day}:bb${l}`)),
  );
  for (let i = 0; i < basketball; i++) {
    const l = i % names.BASKETBALL_LEAGUES.length;
    const j = Math.floor(i / names.BASKETBALL_LEAGUES.length) % 4;
    const [h, a] = [bbPairs[l]?.[2 * j] ?? 0, bbPairs[l]?.[2 * j + 1] ?? 1];
    const bh = head(
      `bb${two(i + 1)}`,
      'basketball',
      names.BASKETBALL_LEAGUES[l] ?? '',
      names.basketballTeam(l, h),
      names.basketballTeam(l, a),
      bbStarts[i] ?? dayStart,
    );
    fixtures.push(simulateBasketball(bh, ctxOf(bh)));
  }
  names.BASKETBALL_LEAGUES.forEach((league, l) => {
    const teams = range(0, 7).map((n) => ({ id: `b${l}-${n}`, name: names.basketballTeam(l, n) }));
    const matches = fixtures.filter((f) => f.sport === 'basketball' && f.league === league && f.away !== '');
    outright(`bo${l + 1}`, 'basketball', league, teams, matches);
  });

  const tennis = options.tennis ?? 8;
  const tnStarts = startTimes(streamOf(seed, `${day}:tennis`), dayStart, tennis, 20);
  const draw = shuffle(range(0, 15), streamOf(seed, `${day}:draw`));
  for (let i = 0; i < tennis; i++) {
    const j = i % 8;
    const th = head(
      `tn${two(i + 1)}`,
      'tennis',
      names.TENNIS_LEAGUE,
      names.tennisPlayer(draw[2 * j] ?? 0),
      names.tennisPlayer(draw[2 * j + 1] ?? 1),
      tnStarts[i] ?? dayStart,
    );
    fixtures.push(simulateTennis(th, ctxOf(th)));
  }
  const players = range(0, 15).map((n) => ({ id: `p${n}`, name: names.tennisPlayer(n) }));
  outright(
    'to1',
    'tennis',
    names.TENNIS_LEAGUE,
    players,
    fixtures.filter((f) => f.sport === 'tennis'),
  );

  const esports = options.esports ?? 8;
  const esStarts = startTimes(streamOf(seed, `${day}:esports`), dayStart, esports, 30);
  const esPairs = [0, 1].map((kind) => shuffle(range(0, 7), streamOf(seed, `${day}:es${kind}`)));
  for (let i = 0; i < esports; i++) {
    const shooter = i % 2 === 1;
    const j = Math.floor(i / 2) % 4;
    const pair = esPairs[shooter ? 1 : 0] ?? [];
    const sport = shooter ? 'shooter' : 'moba';
    const league = shooter ? names.SHOOTER_LEAGUE : names.MOBA_LEAGUE;
    const eh = head(
      `es${two(i + 1)}`,
      sport,
      league,
      names.esportsTeam(shooter, pair[2 * j] ?? 0),
      names.esportsTeam(shooter, pair[2 * j + 1] ?? 1),
      esStarts[i] ?? dayStart,
    );
    fixtures.push(simulateEsports(eh, shooter, ctxOf(eh)));
  }
  for (const shooter of [false, true]) {
    const sport = shooter ? 'shooter' : 'moba';
    const teams = range(0, 7).map((n) => ({ id: `${sport}-${n}`, name: names.esportsTeam(shooter, n) }));
    const league = shooter ? names.SHOOTER_LEAGUE : names.MOBA_LEAGUE;
    const matches = fixtures.filter((f) => f.sport === sport && f.away !== '');
    outright(shooter ? 'eo2' : 'eo1', sport, league, teams, matches);
  }

  const cockfights = options.cockfights ?? DAY_MS / FIGHT_SPACING_MS;
  for (let k = 1; k <= cockfights; k++) {
    const startsAt = dayStart + FIRST_FIGHT_MS + (k - 1) * FIGHT_SPACING_MS;
    const ch = head(
      `cf${String(k).padStart(3, '0')}`,
      'cockfight',
      names.COCKFIGHT_LEAGUE,
      names.rooster(k, 0),
      names.rooster(k, 1),
      startsAt,
    );
    ch.closesAt = startsAt - Math.round(COCKFIGHT_CLOSE_LEAD_MS / speed);
    ch.fightNo = k;
    fixtures.push(simulateCockfight(ch, ctxOf(ch)));
  }

  return fixtures.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}
