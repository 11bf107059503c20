// The multi-step games of a guest demo: video poker (deal, then draw with holds) and blackjack
// (deal, then actions). The deck and the shoe stay in `hidden`, as the server keeps them, and the
// round shows what the server shows mid-round: the dealt hand, or the blackjack view without the
// hole card. Settled rounds carry the engine's own outcome, so they verify like any round.
import type { TRoundActionRequest } from '@pavilion/contracts/play';
import { GameError } from '@pavilion/games/money';
import type { TRng } from '@pavilion/games/rng';
import {
  act,
  settle,
  start,
  totalStake,
  type TBlackjackOutcome,
  type TBlackjackState,
} from '@pavilion/games/engines/blackjack';
import { blackjackView } from '@pavilion/games/engines/blackjack-view';
import { deal, draw, type TVideoPokerDeal } from '@pavilion/games/engines/video-poker';

export type TDemoHidden =
  { engine: 'video-poker'; deal: TVideoPokerDeal } | { engine: 'blackjack'; state: TBlackjackState };

export type TDemoStep = {
  stake: number;
  payout: number;
  settled: boolean;
  input: unknown;
  outcome: unknown;
  hidden: TDemoHidden | null;
};

export function openDemoRound(
  engine: 'video-poker' | 'blackjack',
  input: Record<string, unknown>,
  rng: TRng,
): TDemoStep {
  const bet = input.bet as number;
  if (engine === 'video-poker') {
    const dealt = deal(bet, rng);
    return {
      stake: bet,
      payout: 0,
      settled: false,
      input: { bet },
      outcome: { hand: dealt.hand },
      hidden: { engine, deal: dealt },
    };
  }
  return blackjackStep(start(bet, rng));
}

export function stepDemoRound(hidden: TDemoHidden, action: TRoundActionRequest): TDemoStep {
  if (hidden.engine !== action.engine) {
    throw new GameError('INVALID_ACTION', `a ${hidden.engine} round takes ${hidden.engine} actions`);
  }
  if (hidden.engine === 'video-poker' && action.engine === 'video-poker') {
    const outcome = draw(hidden.deal, action.hold);
    return {
      stake: outcome.stake,
      payout: outcome.payout,
      settled: true,
      input: outcome.input,
      outcome,
      hidden: null,
    };
  }
  if (hidden.engine === 'blackjack' && action.engine === 'blackjack') {
    return blackjackStep(act(hidden.state, action.action));
  }
  throw new GameError('INVALID_ACTION', 'unknown action');
}

function blackjackStep(state: TBlackjackState): TDemoStep {
  const input = { bet: state.bet, actions: state.actions };
  if (state.phase !== 'settled') {
    return {
      stake: totalStake(state),
      payout: 0,
      settled: false,
      input,
      outcome: blackjackView(state),
      hidden: { engine: 'blackjack', state },
    };
  }
  const results = settle(state);
  const payout = results.reduce((total, r) => total + r.payout, 0);
  const outcome: TBlackjackOutcome = { input, state, results, stake: totalStake(state), payout };
  return { stake: outcome.stake, payout, settled: true, input, outcome, hidden: null };
}
