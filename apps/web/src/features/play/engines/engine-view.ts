// The contract between the game page frame (features/play) and the view of one engine: the frame
// owns money, seeds and the round request (server for members and trial users, the browser for
// guest demos); a view owns the table or reels, the bet controls and the outcome animation.
import type { TPlayGame } from '@pavilion/contracts/play';
import type { TEngineId } from '@pavilion/games/engine-meta';
import type { TRoundOutcomeOf, TRoundStartOf } from '@pavilion/games/lifecycle';

export type TOneShotViewProps<K extends TEngineId> = {
  /** engine meta: minBet/maxBet (minor units), stakeUnit, theme, currency */
  game: TPlayGame;
  /** the balance the stake comes from (minor units) */
  balance: number;
  currencySymbol: string;
  /** a round is in flight: disable the bet controls */
  busy: boolean;
  /** the last settled outcome to show (animate when it changes), null before the first round */
  outcome: TRoundOutcomeOf<K> | null;
  /** place the round; the frame calls the server (or the local demo) and passes the outcome back */
  onPlay: (start: TRoundStartOf<K>) => void;
  /** the same, awaited: the settled round's stake and payout, null when refused (auto-bet) */
  onPlayAsync?: (start: TRoundStartOf<K>) => Promise<{ stake: number; payout: number } | null>;
};
