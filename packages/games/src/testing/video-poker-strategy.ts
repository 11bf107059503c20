// The published "simple strategy" for 9/6 jacks or better (about 99.46% against the optimal
// 99.54%), used by the RTP simulation. First rule that applies wins:
//  pat royal/straight flush/quads/full house/flush/straight · 4 to a royal · trips · 4 to a
//  straight flush · two pair · high pair · 3 to a royal · 4 to a flush · low pair · 4 to an
//  outside straight · 2 suited high cards · 3 to a straight flush · 2 unsuited high cards (the
//  lowest two) · suited 10 with J, Q or K · one high card · draw five.
import { ACE, rankIndex, suitIndex, type TCard } from '../cards.ts';
import { classifyHand } from '../engines/poker-hands.ts';

const TEN = 8;
const JACK = 9;
const PAT: ReadonlySet<string> = new Set([
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
]);

type TPick = number[];

export function simpleStrategyHold(hand: readonly TCard[]): boolean[] {
  const pick = choose(hand);
  return hand.map((_, i) => pick.includes(i));
}

const INDEXES = [0, 1, 2, 3, 4];
const SUBSETS = [0, 1, 2, 3, 4, 5].map((size) => combinations(INDEXES, size));

function choose(hand: readonly TCard[]): TPick {
  if (PAT.has(classifyHand(hand))) {
    return INDEXES;
  }
  const r = hand.map(rankIndex);
  const s = hand.map(suitIndex);
  const rank = (i: number): number => r[i] as number;
  const groups = (n: number): number[][] =>
    [...new Set(r)].map((x) => INDEXES.filter((i) => r[i] === x)).filter((g) => g.length === n);
  const allSuited = (pick: readonly number[]): boolean => pick.every((i) => s[i] === s[pick[0] as number]);
  const fitsStraight = (pick: readonly number[]): boolean => {
    const ranks = pick.map(rank);
    const low = ranks.map((x) => (x === ACE ? -1 : x));
    return (
      new Set(ranks).size === ranks.length &&
      (Math.max(...ranks) - Math.min(...ranks) <= 4 || Math.max(...low) - Math.min(...low) <= 4)
    );
  };
  const find = (size: number, test: (pick: readonly number[]) => boolean): TPick | undefined =>
    SUBSETS[size]?.find(test);
  const toRoyal = (n: number): TPick | undefined =>
    find(n, (p) => allSuited(p) && p.every((i) => rank(i) >= TEN));
  const toStraightFlush = (n: number): TPick | undefined => find(n, (p) => allSuited(p) && fitsStraight(p));
  const high = INDEXES.filter((i) => rank(i) >= JACK);
  const pairs = groups(2);
  const rules: (() => TPick | undefined)[] = [
    () => toRoyal(4),
    () => groups(3)[0],
    () => toStraightFlush(4),
    () => (pairs.length === 2 ? pairs.flat() : undefined),
    () => pairs.find((p) => rank(p[0] as number) >= JACK),
    () => toRoyal(3),
    () => find(4, allSuited),
    () => pairs[0],
    () =>
      find(4, (p) => {
        const ranks = p.map(rank).sort((a, b) => a - b);
        return (
          new Set(ranks).size === 4 &&
          (ranks[3] as number) - (ranks[0] as number) === 3 &&
          (ranks[3] as number) < ACE
        );
      }),
    () => combinations(high, 2).find(allSuited),
    () => toStraightFlush(3),
    () => (high.length >= 2 ? [...high].sort((a, b) => rank(a) - rank(b)).slice(0, 2) : undefined),
    () =>
      find(2, (p) => {
        const ranks = p.map(rank).sort((a, b) => a - b);
        return allSuited(p) && ranks[0] === TEN && (ranks[1] as number) >= JACK && ranks[1] !== ACE;
      }),
    () => (high.length === 1 ? high : undefined),
  ];
  for (const rule of rules) {
    const pick = rule();
    if (pick) {
      return pick;
    }
  }
  return [];
}

function combinations(items: readonly number[], size: number): number[][] {
  if (size === 0) {
    return [[]];
  }
  return items.flatMap((item, i) =>
    combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  );
}
