// The Hold'em view the server sends (the reducer's `tableView` for the viewer's seat) and what the
// table page derives from it: pots as the reducer will build them (main pot and side pots, from the
// chips put in this hand), each seat's place around the oval, the slider's range.
import { buildPots, type TPot } from '@pavilion/games/holdem/pots';
import type { TLegalActions, TStreet } from '@pavilion/games/holdem/table-state';

export type THoldemPlayerView = {
  seat: number;
  hole: number[];
  bet: number;
  contributed: number;
  folded: boolean;
  allIn: boolean;
};
export type THoldemView = {
  config: { maxSeats: number; smallBlind: number; bigBlind: number; minBuyIn: number; maxBuyIn: number };
  seats: ({ playerId: string; stack: number; sittingOut: boolean } | null)[];
  handNo: number;
  rakeTaken: number;
  hand: {
    handNo: number;
    deckHash: string;
    button: number;
    street: TStreet;
    board: number[];
    players: THoldemPlayerView[];
    toAct: number | null;
    currentBet: number;
  } | null;
};
export type { TLegalActions };

/**
 * The pots to show: one pot until a seat is all-in; then the main pot and the side pots the reducer
 * will build, where a "pot" only one seat can win (a bet nobody has called yet) stays in the main
 * figure, since it is either called or returned.
 */
export function pots(view: THoldemView): TPot[] {
  const hand = view.hand;
  if (!hand) {
    return [];
  }
  const total = hand.players.reduce((t, p) => t + p.contributed, 0);
  if (!hand.players.some((p) => p.allIn)) {
    return total > 0
      ? [{ amount: total, eligible: hand.players.filter((p) => !p.folded).map((p) => p.seat) }]
      : [];
  }
  const built = buildPots(
    hand.players.map((p) => ({ seat: p.seat, amount: p.contributed })),
    hand.players.filter((p) => p.folded).map((p) => p.seat),
  );
  const contested = built.filter((p, i) => i === 0 || (p.amount > 0 && p.eligible.length >= 2));
  const side = contested.slice(1).reduce((t, p) => t + p.amount, 0);
  const main = contested[0];
  return main ? [{ ...main, amount: total - side }, ...contested.slice(1)] : [];
}

/** Where seat i of n sits around the oval, as percentages of the felt (seat 0 at the bottom). */
export function seatPosition(i: number, n: number): { left: string; top: string } {
  const angle = Math.PI / 2 + (2 * Math.PI * i) / n;
  return { left: `${50 + 44 * Math.cos(angle)}%`, top: `${50 + 42 * Math.sin(angle)}%` };
}
