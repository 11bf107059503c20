// The contract between the frame and the view of a multi-step engine (video poker, blackjack):
// the view starts a round with the bet, then sends the player's actions for the open round it
// is shown; the frame owns money, seeds and the calls, as for one-shot views (engine-view.ts).
import type { TPlayGame, TRound, TRoundActionRequest } from '@pavilion/contracts/play';
import type { TRoundStartOf } from '@pavilion/games/lifecycle';

export type TMultiStepViewProps = {
  game: TPlayGame;
  balance: number;
  currencySymbol: string;
  busy: boolean;
  /** the round in play or the last one played on this page, null before the first */
  round: TRound | null;
  onStart: (start: TRoundStartOf<'video-poker' | 'blackjack'>) => void;
  onAction: (action: TRoundActionRequest) => void;
};
