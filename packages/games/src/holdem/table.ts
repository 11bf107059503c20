// A no-limit Texas Hold'em cash table as a pure reducer: `applyHoldem(state, command)` returns the
// next state and the events to push (hole cards to their seat only). The server is authoritative:
// it keeps the state, times players out (by sending fold or check for them) and moves buy-ins and
// cash-outs between the wallet and the table. Seat changes happen between hands, except that a
// seat that has folded may leave at once (its chips in the pot stay there). A seat whose stack
// reaches 0 sits out until topped up. Rules of the hand: table-hand.ts and table-betting.ts.
import { GameError } from '../money.ts';
import { act } from './table-betting.ts';
import { startHand } from './table-hand.ts';
import {
  invalid,
  type THoldemCommand,
  type THoldemEvent,
  type TSeat,
  type TTableState,
} from './table-state.ts';

export type THoldemStep = { state: TTableState; events: THoldemEvent[] };

export function applyHoldem(current: TTableState, command: THoldemCommand): THoldemStep {
  const state = copyState(current);
  const events: THoldemEvent[] = [];
  switch (command.type) {
    case 'sit':
      sit(state, command, events);
      break;
    case 'leave': {
      const seat = seatAt(state, command.seat);
      if (state.hand?.players.some((p) => p.seat === command.seat && !p.folded)) {
        invalid('a seat in the hand folds before leaving');
      }
      state.seats[command.seat] = null;
      events.push({ type: 'left', seat: command.seat, playerId: seat.playerId, cashOut: seat.stack });
      break;
    }
    case 'sit-out':
    case 'sit-in': {
      const seat = seatAt(state, command.seat);
      const sittingOut = command.type === 'sit-out';
      if (!sittingOut && seat.stack === 0) {
        invalid('top up before sitting in');
      }
      seat.sittingOut = sittingOut;
      events.push({ type: 'sitting-out', seat: command.seat, sittingOut });
      break;
    }
    case 'top-up': {
      const seat = seatAt(state, command.seat);
      if (state.hand?.players.some((p) => p.seat === command.seat)) {
        invalid('top up between hands');
      }
      assertChips(command.amount, state.config.maxBuyIn - seat.stack, 'top-up');
      seat.stack += command.amount;
      events.push({ type: 'topped-up', seat: command.seat, amount: command.amount });
      break;
    }
    case 'start-hand':
      startHand(state, command.serverSeed, events);
      break;
    case 'act':
      act(state, command, events);
      break;
    default:
      throw new GameError('INVALID_ACTION', 'unknown command');
  }
  return { state, events };
}

function sit(
  state: TTableState,
  command: Extract<THoldemCommand, { type: 'sit' }>,
  events: THoldemEvent[],
): void {
  const { seat, playerId, buyIn } = command;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats.length || state.seats[seat]) {
    invalid('that seat is not free');
  }
  if (state.seats.some((s) => s?.playerId === playerId)) {
    invalid('already seated at this table');
  }
  if (typeof buyIn !== 'number' || buyIn < state.config.minBuyIn) {
    throw new GameError('INVALID_BET', `buy in for at least ${state.config.minBuyIn}`);
  }
  assertChips(buyIn, state.config.maxBuyIn, 'buy-in');
  state.seats[seat] = { playerId, stack: buyIn, sittingOut: false };
  events.push({ type: 'sat', seat, playerId, buyIn });
}

/** A copy of everything a command may change; the config and a dealt deck are never mutated. */
function copyState(state: TTableState): TTableState {
  const { hand } = state;
  return {
    ...state,
    seats: state.seats.map((seat) => seat && { ...seat }),
    hand: hand && {
      ...hand,
      board: [...hand.board],
      players: hand.players.map((p) => ({ ...p, hole: [...p.hole] })),
    },
  };
}

function seatAt(state: TTableState, seat: number): TSeat {
  return state.seats[seat] ?? invalid('that seat is empty');
}

function assertChips(amount: unknown, max: number, label: string): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || amount > max) {
    throw new GameError('INVALID_BET', `${label} must be a whole amount from 1 to ${max}`);
  }
}
