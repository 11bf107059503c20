// The chips on the layout before they are sent: a stack of (spot, amount) in the order they were put
// down, so undo takes the last one off, double puts every chip down again, and repeat puts down the
// last confirmed placement. A placement sums the chips per spot (one bet per spot).
import type { TLiveBets, TLiveGame } from '@pavilion/contracts/live-tables';
import type { TSpot } from './spots';

export const CHIP_VALUES = [100, 500, 1000, 5000, 10000] as const;

export type TChip = { spot: TSpot; amount: number };

export const undo = (chips: readonly TChip[]): TChip[] => chips.slice(0, -1);
export const double = (chips: readonly TChip[]): TChip[] => [...chips, ...chips];
export const total = (chips: readonly TChip[]): number => chips.reduce((n, c) => n + c.amount, 0);

export function onSpot(chips: readonly TChip[], spotId: string): number {
  return chips.filter((c) => c.spot.id === spotId).reduce((n, c) => n + c.amount, 0);
}

/** One bet per spot, in the order the spots were first used. */
export function toPlacement(game: TLiveGame, chips: readonly TChip[]): TLiveBets | null {
  const bySpot = new Map<string, { spot: TSpot; amount: number }>();
  for (const c of chips) {
    const entry = bySpot.get(c.spot.id);
    bySpot.set(c.spot.id, { spot: c.spot, amount: (entry?.amount ?? 0) + c.amount });
  }
  if (bySpot.size === 0) {
    return null;
  }
  const bets = [...bySpot.values()].map(({ spot, amount }) => ({ ...spot.bet, amount }));
  return { game, bets } as TLiveBets;
}
