// Thousands of seeded bot hands, with seats joining between and during hands, folded seats leaving
// mid-hand, busted seats leaving or topping up: after every command chips are conserved (stacks +
// chips in the hand + rake = money brought to the table − money taken away) and no stack is
// negative; refused commands leave the state as it was; every revealed deck matches its commitment.
import { describe, expect, it } from 'vitest';
import { createSeededRng, randomInt, type TRng } from '../rng.ts';
import { TEST_SEED } from '../testing/stats.ts';
import { applyHoldem } from './table.ts';
import { verifyDeck } from './table-hand.ts';
import { createTable, legalActions, type THoldemCommand, type TTableState } from './table-state.ts';

const HANDS = 2000;
const config = {
  tableId: 'bots',
  maxSeats: 6,
  smallBlind: 10,
  bigBlind: 20,
  minBuyIn: 400,
  maxBuyIn: 4000,
  rake: { rateBps: 500, cap: 60 },
};

const hex = (rng: TRng): string =>
  Array.from({ length: 8 }, () =>
    randomInt(rng, 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');

function botMove(state: TTableState, rng: TRng): THoldemCommand {
  const legal = legalActions(state);
  if (!legal) {
    throw new Error('nobody to act in a hand in play');
  }
  const { seat } = legal;
  const r = rng.next();
  if (r < 0.15 && !legal.canCheck) {
    return { type: 'act', seat, action: 'fold' };
  }
  if (r < 0.35 && legal.raise) {
    const { kind, minTo, maxTo } = legal.raise;
    const to = minTo + randomInt(rng, Math.min(maxTo, minTo * 3) - minTo + 1);
    return { type: 'act', seat, action: kind, to };
  }
  if (r < 0.4 && legal.canAllIn) {
    return { type: 'act', seat, action: 'all-in' };
  }
  return { type: 'act', seat, action: legal.canCheck ? 'check' : 'call' };
}

function chipsOnTable(state: TTableState): number {
  const stacks = state.seats.reduce((total, seat) => total + (seat?.stack ?? 0), 0);
  const inHand = state.hand?.players.reduce((total, p) => total + p.contributed, 0) ?? 0;
  return stacks + inHand + state.rakeTaken;
}

describe('Hold’em bots', () => {
  it(`conserves chips over ${HANDS} seeded hands`, () => {
    const rng = createSeededRng(TEST_SEED);
    let state = createTable(config);
    let brought = 0;
    let playerNo = 0;
    let commands = 0;
    let showdowns = 0;
    let sidePots = 0;
    const apply = (command: THoldemCommand): void => {
      const step = applyHoldem(state, command);
      state = step.state;
      commands += 1;
      for (const event of step.events) {
        if (event.type === 'sat') {
          brought += event.buyIn;
        } else if (event.type === 'topped-up') {
          brought += event.amount;
        } else if (event.type === 'left') {
          brought -= event.cashOut;
        } else if (event.type === 'showdown') {
          showdowns += 1;
        } else if (event.type === 'pot' && event.pot > 0) {
          sidePots += 1;
        } else if (event.type === 'hand-ended') {
          const started = state.handNo;
          expect(verifyDeck(event.serverSeed, hashes.get(started) ?? '', `holdem:bots:${started}`)).toEqual(
            event.deck,
          );
        } else if (event.type === 'hand-started') {
          hashes.set(event.handNo, event.deckHash);
        }
      }
      // Plain checks first: expect() on every one of ~40,000 commands would dominate the run time.
      if (chipsOnTable(state) !== brought || state.seats.some((s) => s !== null && s.stack < 0)) {
        const where = `seed ${TEST_SEED}, hand ${state.handNo}, command ${commands}`;
        expect(chipsOnTable(state), where).toBe(brought);
        expect(
          state.seats.every((s) => s === null || s.stack >= 0),
          where,
        ).toBe(true);
      }
    };
    const hashes = new Map<number, string>();
    for (let hand = 0; hand < HANDS; hand++) {
      state.seats.forEach((seat, i) => {
        if (!seat) {
          if (rng.next() < 0.5) {
            playerNo += 1;
            apply({ type: 'sit', seat: i, playerId: `bot${playerNo}`, buyIn: 400 + randomInt(rng, 3601) });
          }
        } else if (seat.stack === 0) {
          apply(rng.next() < 0.5 ? { type: 'leave', seat: i } : { type: 'top-up', seat: i, amount: 400 });
          if (state.seats[i]?.sittingOut) {
            apply({ type: 'sit-in', seat: i });
          }
        } else if (rng.next() < 0.01) {
          apply({ type: 'leave', seat: i });
        }
      });
      while (state.seats.filter((s) => s && !s.sittingOut && s.stack > 0).length < 2) {
        playerNo += 1;
        apply({
          type: 'sit',
          seat: state.seats.findIndex((s) => s === null),
          playerId: `bot${playerNo}`,
          buyIn: 1000,
        });
      }
      apply({ type: 'start-hand', serverSeed: hex(rng) });
      while (state.hand) {
        if (rng.next() < 0.02) {
          const before = state;
          expect(() => applyHoldem(state, { type: 'act', seat: 99, action: 'check' })).toThrow();
          expect(state).toBe(before);
        }
        const move = botMove(state, rng);
        apply(move);
        // Now and then a seat that just folded leaves at once, and a newcomer takes a free seat
        // mid-hand (dealt in from the next hand).
        if (move.type === 'act' && move.action === 'fold' && rng.next() < 0.2) {
          apply({ type: 'leave', seat: move.seat });
        }
        const free = state.seats.findIndex((s) => s === null);
        if (state.hand && free >= 0 && rng.next() < 0.02) {
          playerNo += 1;
          apply({ type: 'sit', seat: free, playerId: `bot${playerNo}`, buyIn: config.minBuyIn });
        }
      }
    }
    expect(state.handNo).toBe(HANDS);
    expect(showdowns).toBeGreaterThan(HANDS / 10);
    expect(sidePots).toBeGreaterThan(HANDS / 100);
    expect(state.rakeTaken).toBeGreaterThan(0);
  }, 60_000);
});
