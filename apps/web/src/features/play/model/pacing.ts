// Round pacing per engine. A paid slot spin lasts at least 2.5 s from the click to the last reel
// stopping (the reels spin while busy, then stop one by one over SLOT_STOP_MS), with or without
// animation. The balance and the spoken result follow once the view has shown the outcome, so
// neither gives the result away before the reels or the cards do.
import type { TEngineId } from '@pavilion/games/engine-meta';
import { TABLE_REVEAL_MS } from '../tables/reveal-timing';

export const SLOT_MIN_SPIN_MS = 2500;
export const SLOT_STOP_MS = 600;

type TPacing = { minBusyMs: number; revealDelayMs: number };

export function pacingOf(engine: TEngineId): TPacing {
  switch (engine) {
    case 'slot':
      return { minBusyMs: SLOT_MIN_SPIN_MS - SLOT_STOP_MS, revealDelayMs: SLOT_STOP_MS };
    case 'scratch':
    case 'dice':
    case 'limbo':
    case 'mines':
    case 'plinko':
    case 'keno':
    case 'video-poker':
    case 'blackjack':
      return { minBusyMs: 300, revealDelayMs: 0 };
    case 'baccarat':
    case 'roulette':
    case 'sic-bo':
    case 'dragon-tiger':
    case 'niuniu':
      // the table's own animation length: the last card, the ball or the dice land first
      return { minBusyMs: 300, revealDelayMs: TABLE_REVEAL_MS[engine] };
  }
}
