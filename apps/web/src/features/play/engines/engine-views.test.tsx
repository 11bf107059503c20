import { describe, expect, it } from 'vitest';
import { ZRoundSchema, type TRound } from '@pavilion/contracts/play';
import { start } from '@pavilion/games/engines/blackjack';
import { blackjackView } from '@pavilion/games/engines/blackjack-view';
import type { TSlotRound } from '@pavilion/games/engines/slot';
import { createSeededRng } from '@pavilion/games/rng';
import { playRound } from '@pavilion/games/rounds';
import { BlackjackView } from './cards/blackjack-view';
import { VideoPokerView } from './cards/video-poker-view';
import { buttons, renderView, viewGame } from './render-view.test-utils';
import { winningCells } from './slot/slot-lines';
import { SlotView } from './slot/slot-view';

const noop = () => undefined;
const SEED = Number(process.env.TEST_SEED ?? 4242);

/** The first seeded slot round whose payout satisfies `wanted`. */
function slotRound(wanted: (r: TSlotRound) => boolean): TSlotRound {
  for (let seed = SEED; seed < SEED + 5000; seed++) {
    const round = playRound('slot', { theme: 'jungle', lineBet: 4, lines: 25 }, createSeededRng(seed));
    if (wanted(round)) {
      return round;
    }
  }
  throw new Error(`no such round near seed ${SEED}`);
}

function openRound(engine: 'video-poker' | 'blackjack', view: object): TRound {
  return ZRoundSchema.parse({
    roundId: '9',
    nodeId: 1,
    gameName: 'Test',
    engine,
    status: 'open',
    stake: 200,
    payout: 0,
    balanceBefore: 10_000,
    balanceAfter: 9_800,
    input: engine === 'blackjack' ? { bet: 200, actions: [] } : { bet: 200 },
    outcome: null,
    view,
    seeds: { serverSeedHash: 'h', serverSeed: null, clientSeed: 'c', nonce: 0 },
    createdAt: '2026-11-22T12:00:00.000Z',
    settledAt: null,
  });
}

describe(`SlotView (seed ${SEED})`, () => {
  const render = (outcome: TSlotRound) =>
    renderView(
      <SlotView
        game={viewGame('slot', 'jungle')}
        balance={100_000}
        currencySymbol="$"
        busy={false}
        outcome={outcome}
        onPlay={noop}
      />,
    );

  it('shows 15 named symbols, lights the winning cells and celebrates a real win', () => {
    const round = slotRound(
      (r) => r.payout > r.stake && r.base.lineWins.length > 0 && r.freeSpins.spins.length === 0,
    );
    const html = render(round);
    expect([...html.matchAll(/role="img" aria-label="[^"]+" data-symbol=/g)]).toHaveLength(15);
    expect([...html.matchAll(/data-lit="true"/g)]).toHaveLength(winningCells(round.base).size);
    expect(html).toContain('data-kind="win"');
    expect(html).toContain(`Line ${round.base.lineWins[0]?.line}:`);
    expect(buttons(html).find((b) => b.name === 'Spin')?.disabled).toBe(false);
  });

  it('never celebrates a payout at or below the stake', () => {
    const round = slotRound((r) => r.payout > 0 && r.payout < r.stake);
    const html = render(round);
    expect(html).toContain('data-kind="partial"');
    expect(html).not.toContain('data-kind="win"');
  });
});

describe('BlackjackView', () => {
  it('keeps the hole card down and enables only the legal actions', () => {
    let state = start(200, createSeededRng(SEED));
    for (let s = SEED + 1; state.phase === 'settled'; s++) {
      state = start(200, createSeededRng(s));
    }
    const view = blackjackView(state);
    const html = renderView(
      <BlackjackView
        game={viewGame('blackjack')}
        balance={100_000}
        currencySymbol="$"
        busy={false}
        round={openRound('blackjack', view)}
        onStart={noop}
        onAction={noop}
      />,
    );
    expect(html).toContain('aria-label="Face-down card"');
    const shown = Object.fromEntries(buttons(html).map((b) => [b.name, b.disabled]));
    for (const action of ['Hit', 'Stand', 'Double', 'Split']) {
      expect(shown[action], action).toBe(!view.legalActions.includes(action.toLowerCase() as never));
    }
  });
});

describe('VideoPokerView', () => {
  it('offers a hold toggle per dealt card and the draw', () => {
    const html = renderView(
      <VideoPokerView
        game={viewGame('video-poker')}
        balance={100_000}
        currencySymbol="$"
        busy={false}
        round={openRound('video-poker', { bet: 200, hand: [12, 25, 38, 51, 0] })}
        onStart={noop}
        onAction={noop}
      />,
    );
    expect([...html.matchAll(/aria-pressed="false"/g)]).toHaveLength(5);
    expect(html).toContain('aria-label="Ace of clubs"');
    expect(buttons(html).find((b) => b.name === 'Draw')?.disabled).toBe(false);
    expect(buttons(html).some((b) => b.name === 'Deal')).toBe(false);
  });
});
