// One betting action of the seat to act. No-limit rules:
// - check only with nothing to call; call puts in the difference (all-in when it is the stack);
// - bet (no bet yet on the street) at least the big blind; raise to at least the current bet plus
//   the last full bet or raise of the street; either may be less only as an all-in;
// - an all-in that raises by less than a full raise does not reopen the betting: seats that had
//   already acted may then only call or fold (each short all-in is judged on its own); the street's
//   first bet always reopens it, even an all-in below the big blind (seats that checked may raise,
//   to at least that bet plus the big blind);
// - nobody may bet or raise when every other seat in the hand is all-in or folded;
// - folding is always allowed on one's turn.
import { GameError } from '../money.ts';
import { putIn, playerOf, proceed } from './table-hand.ts';
import {
  invalid,
  legalActions,
  type THoldemCommand,
  type THoldemEvent,
  type TTableState,
} from './table-state.ts';

export function act(
  state: TTableState,
  command: Extract<THoldemCommand, { type: 'act' }>,
  events: THoldemEvent[],
): void {
  const hand = state.hand;
  const legal = legalActions(state);
  if (!hand || !legal || legal.seat !== command.seat) {
    return invalid('it is not this seat’s turn');
  }
  const player = playerOf(hand, command.seat);
  const before = player.bet;
  switch (command.action) {
    case 'fold':
      player.folded = true;
      break;
    case 'check':
      if (!legal.canCheck) {
        invalid('there is a bet to call');
      }
      break;
    case 'call':
      if (legal.canCheck) {
        invalid('nothing to call: check');
      }
      putIn(state, player, legal.toCall);
      break;
    case 'bet':
    case 'raise': {
      const to = command.to;
      if (typeof to !== 'number' || !Number.isSafeInteger(to)) {
        throw new GameError('INVALID_BET', 'a bet or raise names the whole amount to bring the bet to');
      }
      raiseTo(state, legal, command.action, to);
      break;
    }
    case 'all-in':
      if (legal.raise) {
        raiseTo(state, legal, legal.raise.kind, legal.raise.maxTo);
      } else if (legal.canAllIn) {
        putIn(state, player, legal.toCall);
      } else {
        invalid('betting is not reopened: call or fold');
      }
      break;
    default:
      throw new GameError('INVALID_ACTION', `unknown action "${String(command.action)}"`);
  }
  player.acted = true;
  events.push({
    type: 'acted',
    seat: player.seat,
    action: command.action,
    amount: player.bet - before,
    bet: player.bet,
    allIn: player.allIn,
  });
  proceed(state, events, player.seat);
}

function raiseTo(
  state: TTableState,
  legal: NonNullable<ReturnType<typeof legalActions>>,
  kind: 'bet' | 'raise',
  to: number,
): void {
  const hand = state.hand;
  if (!hand || !legal.raise) {
    return invalid('betting is closed to this seat: call or fold');
  }
  if (legal.raise.kind !== kind) {
    invalid(kind === 'bet' ? 'there is a bet: raise' : 'there is no bet: bet');
  }
  if (to > legal.raise.maxTo) {
    throw new GameError('INVALID_BET', `at most ${legal.raise.maxTo}: the whole stack`);
  }
  if (to < legal.raise.minTo) {
    throw new GameError('INVALID_BET', `at least ${legal.raise.minTo}`);
  }
  const player = playerOf(hand, legal.seat);
  const increase = to - hand.currentBet;
  const full = increase >= hand.minRaise;
  putIn(state, player, to - player.bet);
  if (full) {
    hand.minRaise = increase;
  }
  if (full || kind === 'bet') {
    for (const other of hand.players) {
      if (other !== player && !other.folded && !other.allIn) {
        other.acted = false;
      }
    }
  }
  hand.currentBet = to;
}
