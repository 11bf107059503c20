// The one way the game page plays: a round driver. The server driver calls /api/play/* for members
// and trial users; the demo driver plays guest demos in the browser with play money. Both answer
// with the contract's shapes (TRound, TFairness…) and fail with ApiError carrying a catalogue
// code, so the frame and the engine views never know which one is in use.
import type {
  TFairness,
  TRotateReply,
  TRound,
  TRoundActionRequest,
  TRoundReply,
} from '@pavilion/contracts/play';
import type { TRoundStart } from '@pavilion/games/lifecycle';

/** real money, trial credit, or a guest's play-money demo */
export type TPlayMode = 'real' | 'trial' | 'demo';

export type TRoundDriver = {
  readonly mode: TPlayMode;
  fairness(): Promise<TFairness>;
  setClientSeed(clientSeed: string): Promise<TFairness>;
  rotate(): Promise<TRotateReply>;
  /** starts a round from the engine's start (tagged with its engine); `requestId` makes it idempotent */
  start(nodeId: number, start: TRoundStart, requestId: string): Promise<TRoundReply>;
  /** the next step of an open multi-step round (video poker draw, blackjack action) */
  act(roundId: string, action: TRoundActionRequest): Promise<TRoundReply>;
  /** the player's last rounds of a game, newest first */
  recent(nodeId: number, limit: number): Promise<TRound[]>;
  round(roundId: string): Promise<TRound>;
};

/** A fresh idempotency key for one round request. */
export function newRequestId(): string {
  return crypto.randomUUID();
}
