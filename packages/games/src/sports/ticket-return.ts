// What a ticket pays (decision 047). A ticket is one or more lines, each line a combination of
// legs staked `stakePerLine`: a single is one line of one leg, an accumulator one line of all
// legs, a system every combination its kind names (2/3: the three doubles of three legs; Trixie:
// 3 doubles + 1 treble; Patent: Trixie + 3 singles; Yankee: 6 doubles + 4 trebles + 1 fourfold;
// Lucky 15: Yankee + 4 singles; k/n: every k-fold of n legs). A line returns stake × the product
// of its legs' factors — win: odds; lose: 0; push and void: 1; half_win: (1 + odds) / 2;
// half_lose: 1/2 — computed exactly in BigInt and floored once per line.
import {
  MAX_LEGS_ACCUMULATOR,
  MAX_LEGS_SYSTEM,
  type TBetType,
  type TLegOutcome,
  type TSystemKind,
} from './catalogue.ts';

/** Fold sizes of each named system and the legs it takes. */
const NAMED: Record<string, { legs: number; folds: number[] }> = {
  trixie: { legs: 3, folds: [2, 3] },
  patent: { legs: 3, folds: [1, 2, 3] },
  yankee: { legs: 4, folds: [2, 3, 4] },
  lucky15: { legs: 4, folds: [1, 2, 3, 4] },
};

/** Every k-subset of 0..n−1 as ascending index lists, in lexicographic order. */
function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]): void => {
    if (chosen.length === k) {
      out.push(chosen);
      return;
    }
    for (let i = start; i <= n - (k - chosen.length); i++) {
      pick(i + 1, [...chosen, i]);
    }
  };
  pick(0, []);
  return out;
}

function systemFolds(systemKind: TSystemKind, legCount: number): number[] | null {
  const named = NAMED[systemKind];
  if (named) {
    return named.legs === legCount ? named.folds : null;
  }
  const match = /^(\d+)\/(\d+)$/.exec(systemKind);
  const k = Number(match?.[1]);
  const n = Number(match?.[2]);
  return match && n === legCount && k >= 1 && k < n ? [k] : null;
}

/**
 * The lines of a ticket as lists of leg indexes, or null when the bet type does not fit the
 * number of legs (the server's INVALID_COMBINATION).
 */
export function linesOf(
  betType: TBetType,
  systemKind: TSystemKind | null | undefined,
  legCount: number,
): number[][] | null {
  switch (betType) {
    case 'single':
      return legCount === 1 ? [[0]] : null;
    case 'accumulator':
      return legCount >= 2 && legCount <= MAX_LEGS_ACCUMULATOR
        ? [combinations(legCount, legCount)[0] ?? []]
        : null;
    case 'system': {
      const folds =
        systemKind && legCount >= 3 && legCount <= MAX_LEGS_SYSTEM ? systemFolds(systemKind, legCount) : null;
      return folds ? folds.flatMap((k) => combinations(legCount, k)) : null;
    }
  }
}

/** The exact factor of one leg as numerator / denominator. */
function factorOf(odds1000: number, outcome: TLegOutcome): [bigint, bigint] {
  const odds = BigInt(odds1000);
  switch (outcome) {
    case 'win':
      return [odds, 1000n];
    case 'lose':
      return [0n, 1n];
    case 'push':
    case 'void':
      return [1n, 1n];
    case 'half_win':
      return [1000n + odds, 2000n];
    case 'half_lose':
      return [1n, 2n];
  }
}

export type TReturnLeg = { odds1000: number; outcome: TLegOutcome };
export type TTicketReturnInput = {
  betType: TBetType;
  systemKind?: TSystemKind | null | undefined;
  legs: readonly TReturnLeg[];
  stakePerLine: number;
};
export type TTicketReturn = {
  /** total paid, minor units */
  payout: number;
  /** each line's legs and what it returns */
  perLine: { legs: number[]; payout: number }[];
};

/** One line's return: stake × the product of its legs' factors, floored once. */
export function lineReturn(legs: readonly TReturnLeg[], stakePerLine: number): number {
  let num = BigInt(stakePerLine);
  let den = 1n;
  for (const leg of legs) {
    const [n, d] = factorOf(leg.odds1000, leg.outcome);
    num *= n;
    den *= d;
  }
  return Number(num / den);
}

/** What a settled ticket pays; throws RangeError when the bet type does not fit the legs. */
export function ticketReturn(input: TTicketReturnInput): TTicketReturn {
  const lines = linesOf(input.betType, input.systemKind, input.legs.length);
  if (!lines) {
    throw new RangeError(`${input.betType} ${input.systemKind ?? ''} does not fit ${input.legs.length} legs`);
  }
  const perLine = lines.map((legs) => ({
    legs,
    payout: lineReturn(
      legs.map((i) => input.legs[i] as TReturnLeg),
      input.stakePerLine,
    ),
  }));
  return { payout: perLine.reduce((sum, line) => sum + line.payout, 0), perLine };
}

/** What the ticket returns if every leg wins (shown on the slip and stored as potentialReturn). */
export function potentialReturn(
  input: Omit<TTicketReturnInput, 'legs'> & { legs: readonly { odds1000: number }[] },
): number {
  return ticketReturn({
    ...input,
    legs: input.legs.map((leg) => ({ odds1000: leg.odds1000, outcome: 'win' })),
  }).payout;
}

/**
 * A settled ticket's status: every leg void → void; a single on a quarter line → half_won or
 * half_lost; otherwise by payout against stake: 0 → lost, below → half_lost, equal → push, above → won.
 */
export function ticketStatusOf(
  payout: number,
  stakeTotal: number,
  outcomes: readonly TLegOutcome[],
): 'won' | 'half_won' | 'push' | 'half_lost' | 'lost' | 'void' {
  if (outcomes.every((outcome) => outcome === 'void')) {
    return 'void';
  }
  if (outcomes.length === 1 && (outcomes[0] === 'half_win' || outcomes[0] === 'half_lose')) {
    return outcomes[0] === 'half_win' ? 'half_won' : 'half_lost';
  }
  if (payout === 0) {
    return 'lost';
  }
  return payout > stakeTotal ? 'won' : payout === stakeTotal ? 'push' : 'half_lost';
}
