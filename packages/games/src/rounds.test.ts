// Properties over every engine: a round the server plays step by step from the fair stream is
// exactly what the browser's verifyRound replays from the revealed seeds and the recorded
// inputs; stakes and payouts are whole, non-negative minor units.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TEngineId } from './engine-meta.ts';
import { act, legalActions, settle, start, totalStake, type TBlackjackAction } from './engines/blackjack.ts';
import type { TRouletteBet } from './engines/roulette.ts';
import { INSIDE_BETS } from './engines/roulette-layout.ts';
import { SLOT_THEME_IDS } from './engines/slot-paytables.ts';
import { deal, draw } from './engines/video-poker.ts';
import { createFairRng, type TRoundSeeds } from './provably-fair.ts';
import { playRound, verifyRound, type TRoundInput } from './rounds.ts';
import { TEST_SEED } from './testing/stats.ts';

const seedsArb: fc.Arbitrary<TRoundSeeds> = fc.record({
  serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
  clientSeed: fc
    .string({ minLength: 1, maxLength: 64, unit: 'grapheme-ascii' })
    .filter((s) => !/\p{Cc}/u.test(s)),
  nonce: fc.nat(),
});
const amount = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max });
const distinctBets = <T extends string>(types: readonly T[], min: number, max: number) =>
  fc
    .subarray([...types], { minLength: 1 })
    .chain((picked) => fc.tuple(...picked.map((type) => amount(min, max).map((a) => ({ type, amount: a })))));

const ROULETTE_BETS: Omit<TRouletteBet, 'amount'>[] = [
  ...Object.entries(INSIDE_BETS).flatMap(([type, sets]) =>
    sets.map((numbers) => ({ type: type as 'split', numbers })),
  ),
  ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type })),
  ...([1, 2, 3] as const).flatMap((index) => [
    { type: 'dozen' as const, index },
    { type: 'column' as const, index },
  ]),
];

const inputs: {
  [K in Exclude<TEngineId, 'blackjack' | 'video-poker' | 'mines'>]: fc.Arbitrary<TRoundInput<K>>;
} = {
  slot: fc.record({
    theme: fc.constantFrom(...SLOT_THEME_IDS),
    lineBet: amount(1, 10_000),
    lines: fc.integer({ min: 1, max: 25 }),
  }),
  scratch: fc.record({ bet: amount(10, 100_000) }),
  baccarat: fc.record({
    bets: distinctBets(['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const, 10, 1_000_000),
  }),
  roulette: fc.record({
    bets: fc.array(
      fc
        .tuple(fc.constantFrom(...ROULETTE_BETS), amount(10, 1_000_000))
        .map(([bet, a]) => ({ ...bet, amount: a }) as TRouletteBet),
      { minLength: 1, maxLength: 20 },
    ),
  }),
  'sic-bo': fc.record({
    bets: fc.array(
      fc.oneof(
        fc.record({
          type: fc.constantFrom('small' as const, 'big' as const, 'any-triple' as const),
          amount: amount(10, 1_000_000),
        }),
        fc.record({
          type: fc.constant('total' as const),
          total: fc.integer({ min: 4, max: 17 }),
          amount: amount(10, 1_000_000),
        }),
        fc.record({
          type: fc.constantFrom('triple' as const, 'double' as const, 'single' as const),
          face: fc.integer({ min: 1, max: 6 }),
          amount: amount(10, 1_000_000),
        }),
        fc.record({
          type: fc.constant('combination' as const),
          faces: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), {
            minLength: 2,
            maxLength: 2,
          }) as fc.Arbitrary<unknown> as fc.Arbitrary<[number, number]>,
          amount: amount(10, 1_000_000),
        }),
      ),
      { minLength: 1, maxLength: 10 },
    ),
  }),
  'dragon-tiger': fc.record({ bets: distinctBets(['dragon', 'tiger', 'tie'] as const, 10, 1_000_000) }),
  niuniu: fc.record({ bets: distinctBets(['equal', 'double'] as const, 20, 200_000) }),
  dice: fc.oneof(
    fc.record({
      bet: amount(10, 100_000),
      target: fc.integer({ min: 1, max: 9800 }),
      side: fc.constant('under' as const),
    }),
    fc.record({
      bet: amount(10, 100_000),
      target: fc.integer({ min: 200, max: 9999 }),
      side: fc.constant('over' as const),
    }),
  ),
  limbo: fc.record({ bet: amount(10, 100_000), target: fc.integer({ min: 101, max: 1_000_000 }) }),
  plinko: fc.record({
    bet: amount(10, 100_000),
    rows: fc.integer({ min: 8, max: 16 }),
    risk: fc.constantFrom('low' as const, 'medium' as const, 'high' as const),
  }),
  keno: fc.record({
    bet: amount(10, 100_000),
    picks: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
  }),
};

const wholeMoney = (o: { stake: number; payout: number }): boolean =>
  Number.isSafeInteger(o.stake) && o.stake > 0 && Number.isSafeInteger(o.payout) && o.payout >= 0;

describe('every engine replays its rounds (properties)', () => {
  it.each(Object.keys(inputs) as (keyof typeof inputs)[])(
    '%s: verifyRound equals the round played',
    (engine) => {
      fc.assert(
        fc.property(seedsArb, inputs[engine] as fc.Arbitrary<TRoundInput<typeof engine>>, (seeds, input) => {
          const played = playRound(engine, input, createFairRng(seeds));
          expect(verifyRound(engine, seeds, input)).toEqual(played);
          expect(wholeMoney(played)).toBe(true);
        }),
        { seed: TEST_SEED, numRuns: 150 },
      );
    },
  );

  it('video poker: deal then draw on the server equals the verified replay', () => {
    fc.assert(
      fc.property(
        seedsArb,
        amount(10, 500_000),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (seeds, bet, hold) => {
          const played = draw(deal(bet, createFairRng(seeds)), hold);
          expect(verifyRound('video-poker', seeds, { bet, hold })).toEqual(played);
          expect(wholeMoney(played)).toBe(true);
        },
      ),
      { seed: TEST_SEED, numRuns: 150 },
    );
  });

  it('blackjack: start and act on the server equal the verified replay of the actions', () => {
    const preferences = fc.array(fc.constantFrom<TBlackjackAction>('hit', 'stand', 'double', 'split'), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(seedsArb, amount(100, 500_000), preferences, (seeds, bet, wanted) => {
        let state = start(bet, createFairRng(seeds));
        const actions: TBlackjackAction[] = [];
        for (let i = 0; state.phase === 'player'; i++) {
          const preferred = wanted[i] ?? 'stand';
          const action = legalActions(state).includes(preferred) ? preferred : 'stand';
          actions.push(action);
          state = act(state, action);
        }
        const replay = verifyRound('blackjack', seeds, { bet, actions });
        expect(replay.state).toEqual(state);
        expect(replay.results).toEqual(settle(state));
        expect(replay.stake).toBe(totalStake(state));
        expect(wholeMoney(replay)).toBe(true);
      }),
      { seed: TEST_SEED, numRuns: 100 },
    );
  });

  it('refuses an unknown engine and a non-object input', () => {
    const seeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'c', nonce: 0 };
    expect(() =>
      verifyRound('toString' as 'slot', seeds, { theme: 'classic', lineBet: 1, lines: 1 }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => verifyRound('slot', seeds, null as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});
