// The round lifecycle that the server's round service and the browser's demo driver both call:
// every engine opens, acts and settles through it, its outcomes and views are exactly what their
// schemas describe (nothing stripped, nothing missing), the stake is known from the start alone,
// and the start union refuses a wrong shape with the field's path.
import { describe, expect, it } from 'vitest';
import { ENGINE_IDS, type TEngineId } from './engine-meta.ts';
import {
  actOnRound,
  isMultiStep,
  largestPossibleWin,
  openRound,
  parseHidden,
  ROUNDS,
  stakeOf,
  viewOf,
  ZRecordedRoundSchema,
  ZRoundStartSchema,
  type TRoundStartOf,
  type TRoundStep,
} from './lifecycle.ts';
import { GameError } from './money.ts';
import { SAMPLE_STARTS } from './testing/sample-starts.ts';
import { createFairRng } from './provably-fair.ts';
import { verifyRound } from './rounds.ts';

const seeds = (nonce: number) => ({ serverSeed: 'ab'.repeat(32), clientSeed: 'lifecycle', nonce });

const STARTS = SAMPLE_STARTS;

/** Plays a whole round through the lifecycle: hold the first two cards, or stand. */
function playThrough<K extends TEngineId>(engine: K, start: TRoundStartOf<K>, nonce: number) {
  let step: TRoundStep<K> = openRound(engine, start, { rng: createFairRng(seeds(nonce)), theme: 'classic' });
  const views = [];
  while (step.status === 'open') {
    views.push(viewOf(engine, step.hidden));
    step = actOnRound(
      engine,
      step.hidden,
      engine === 'video-poker'
        ? { engine, hold: [true, true, false, false, false] }
        : engine === 'mines'
          ? // reveal tiles in order, cashing out after the second safe one
            (step.hidden as { picks: readonly number[] }).picks.length === 2
            ? { engine, cashOut: true }
            : { engine, tile: (step.hidden as { picks: readonly number[] }).picks.length }
          : { engine: 'blackjack', action: 'stand' },
    );
  }
  return { outcome: step.outcome, views };
}

describe('the round lifecycle', () => {
  it.each(ENGINE_IDS)('%s: opens, settles, and its outcome is exactly what its schema says', (engine) => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const { outcome, views } = playThrough(engine, STARTS[engine], nonce);
      const schemas = ROUNDS[engine].schemas;
      expect(schemas.outcome.parse(outcome)).toEqual(outcome);
      for (const view of views) {
        expect(schemas.view.parse(view)).toEqual(view);
        expect(JSON.stringify(view)).not.toMatch(/shoe|deck|layout/);
      }
      expect(ZRecordedRoundSchema.parse({ engine, input: outcome.input, outcome, view: null })).toMatchObject(
        { engine, outcome },
      );
      // the stake of the start alone (no double or split here) is what the round staked
      expect(stakeOf(engine, STARTS[engine])).toBe(outcome.stake);
      // and the round replays from the input its outcome records
      expect(verifyRound(engine, seeds(nonce), outcome.input)).toEqual(outcome);
    }
  });

  it('knows which engines wait for actions', () => {
    expect(ENGINE_IDS.filter(isMultiStep)).toEqual(['video-poker', 'blackjack', 'mines']);
  });

  it('keeps the shoe hidden, shows the view, and bets a double as extra stake', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const opened = openRound(
        'blackjack',
        { engine: 'blackjack', bet: 100 },
        { rng: createFairRng(seeds(nonce)), theme: null },
      );
      if (opened.status !== 'open') {
        continue;
      }
      const stored = parseHidden('blackjack', JSON.parse(JSON.stringify(opened.hidden)));
      expect(viewOf('blackjack', stored).dealer[1]).toBeNull();
      const doubled = actOnRound('blackjack', stored, { engine: 'blackjack', action: 'double' });
      expect(doubled.extraStake).toBe(100);
      expect(doubled.status).toBe('settled');
      expect(doubled.stake).toBe(200);
      return;
    }
    throw new Error('no open hand in 200 deals');
  });

  it('refuses an action of another engine and actions on one-shot engines', () => {
    const opened = openRound(
      'video-poker',
      { engine: 'video-poker', bet: 100 },
      { rng: createFairRng(seeds(1)), theme: null },
    );
    expect(opened.status).toBe('open');
    if (opened.status === 'open') {
      expect(() => actOnRound('video-poker', opened.hidden, { engine: 'blackjack', action: 'hit' })).toThrow(
        GameError,
      );
    }
  });

  it('plays the game theme, refusing a start that names another', () => {
    const rng = createFairRng(seeds(2));
    expect(
      openRound('slot', { engine: 'slot', lineBet: 1, lines: 5 }, { rng, theme: 'ocean' }),
    ).toMatchObject({ input: { theme: 'ocean' } });
    expect(() =>
      openRound('slot', { engine: 'slot', theme: 'jungle', lineBet: 1, lines: 5 }, { rng, theme: 'ocean' }),
    ).toThrow(/ocean/);
  });

  it('takes the stake from the start alone: a niuniu double bet lodges five times its amount', () => {
    expect(stakeOf('niuniu', { engine: 'niuniu', bets: [{ type: 'double', amount: 100 }] })).toBe(500);
    expect(stakeOf('slot', { engine: 'slot', lineBet: 3, lines: 20 })).toBe(60);
    expect(largestPossibleWin('roulette', 100)).toBe(3600);
    expect(largestPossibleWin('slot', 100)).toBeNull();
  });
});

describe('the start union', () => {
  const issue = (value: object) => ZRoundStartSchema.safeParse(value).error?.issues[0]?.path;

  it('accepts every engine start', () => {
    for (const engine of ENGINE_IDS) {
      expect(ZRoundStartSchema.safeParse(STARTS[engine]).success, engine).toBe(true);
    }
  });

  it('refuses a wrong shape with the path of the field', () => {
    expect(issue({ engine: 'slot', lineBet: 'x', lines: 25 })).toEqual(['lineBet']);
    expect(issue({ engine: 'scratch', bet: 1.5 })).toEqual(['bet']);
    expect(issue({ engine: 'roulette', bets: [{ type: 'dozen', index: 4, amount: 10 }] })).toEqual([
      'bets',
      0,
      'index',
    ]);
    expect(issue({ engine: 'video-poker', bets: [] })).toEqual(['bet']);
    expect(issue({ engine: 'pachinko', bet: 10 })).toEqual(['engine']);
    expect(issue({ bet: 10 })).toEqual(['engine']);
  });
});
