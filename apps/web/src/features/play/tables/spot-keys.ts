// Spot keys ↔ engine bets for the five tables. A spot key names one place on the layout
// ("banker", "straight:17", "dozen:2", "total:9", "combination:1-2"); the slip holds stakes by key
// and these functions turn it into the engine's input, and an outcome's bets back into keys so the
// layout can mark what each spot paid.
import type { TRouletteBet } from '@pavilion/games/engines/roulette';
import type { TInsideBetType } from '@pavilion/games/engines/roulette-layout';
import type { TSicBoBet } from '@pavilion/games/engines/sic-bo';
import { slipKeys, type TBetSlip } from './bet-slip';

/** Games whose bets are one per named type (baccarat, dragon tiger, niuniu), in layout order. */
export function distinctBets<T extends string>(
  slip: TBetSlip,
  types: readonly T[],
): { type: T; amount: number }[] {
  return types.filter((type) => (slip[type] ?? 0) > 0).map((type) => ({ type, amount: slip[type] ?? 0 }));
}

/** A bet's shape without its stake (distributes over the bet union). */
type TShape<B> = B extends unknown ? Omit<B, 'amount'> : never;

const INSIDE: readonly TInsideBetType[] = ['straight', 'split', 'street', 'corner', 'line'];
const EVEN_MONEY = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

const numbersOf = (text: string | undefined): number[] => (text ?? '').split('-').map(Number);

export function rouletteKey(bet: TShape<TRouletteBet>): string {
  if ('numbers' in bet) {
    return `${bet.type}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
  }
  if ('index' in bet) {
    return `${bet.type}:${bet.index}`;
  }
  return bet.type;
}

export function rouletteBetOfKey(key: string, amount: number): TRouletteBet {
  const [type, arg] = key.split(':');
  const inside = INSIDE.find((t) => t === type);
  if (inside) {
    return { type: inside, numbers: numbersOf(arg), amount };
  }
  if (type === 'dozen' || type === 'column') {
    return { type, index: Number(arg) as 1 | 2 | 3, amount };
  }
  const even = EVEN_MONEY.find((t) => t === type);
  if (even) {
    return { type: even, amount };
  }
  throw new Error(`not a roulette spot: ${key}`);
}

export function rouletteBets(slip: TBetSlip): TRouletteBet[] {
  return slipKeys(slip).map((key) => rouletteBetOfKey(key, slip[key] ?? 0));
}

export function sicBoKey(bet: TShape<TSicBoBet>): string {
  if ('total' in bet) {
    return `total:${bet.total}`;
  }
  if ('face' in bet) {
    return `${bet.type}:${bet.face}`;
  }
  if ('faces' in bet) {
    return `combination:${[...bet.faces].sort((a, b) => a - b).join('-')}`;
  }
  return bet.type;
}

export function sicBoBetOfKey(key: string, amount: number): TSicBoBet {
  const [type, arg] = key.split(':');
  switch (type) {
    case 'small':
    case 'big':
    case 'any-triple':
      return { type, amount };
    case 'total':
      return { type, total: Number(arg), amount };
    case 'triple':
    case 'double':
    case 'single':
      return { type, face: Number(arg), amount };
    case 'combination': {
      const [a = 0, b = 0] = numbersOf(arg);
      return { type, faces: [a, b], amount };
    }
    default:
      throw new Error(`not a sic bo spot: ${key}`);
  }
}

export function sicBoBets(slip: TBetSlip): TSicBoBet[] {
  return slipKeys(slip).map((key) => sicBoBetOfKey(key, slip[key] ?? 0));
}

export type TSpotResult = { stake: number; payout: number };

/** What each spot staked and paid in a settled round, by spot key. */
export function spotResults<B extends { amount: number }>(
  bets: readonly { bet: B; payout: number }[],
  keyOf: (bet: B) => string,
): Map<string, TSpotResult> {
  return new Map(bets.map(({ bet, payout }) => [keyOf(bet), { stake: bet.amount, payout }]));
}
