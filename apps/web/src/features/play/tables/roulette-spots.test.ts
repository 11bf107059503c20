import { describe, expect, it } from 'vitest';
import { settleRoulette } from '@pavilion/games/engines/roulette';
import { INSIDE_BETS } from '@pavilion/games/engines/roulette-layout';
import { edgeSpots, nextSpin, POCKET_ANGLE, restingSpin, WHEEL_ORDER } from './roulette-spots';
import { rouletteBetOfKey, rouletteBets, rouletteKey, spotResults } from './spot-keys';

const allEdgeSpots = Array.from({ length: 36 }, (_, i) => edgeSpots(i + 1)).flat();

describe('roulette layout targets', () => {
  it('offers every inside bet of the engine exactly once', () => {
    const drawn = allEdgeSpots.map((s) => s.key).sort();
    expect(new Set(drawn).size).toBe(drawn.length);
    const expected = (['split', 'street', 'corner', 'line'] as const)
      .flatMap((type) => INSIDE_BETS[type].map((numbers) => rouletteKey({ type, numbers })))
      .sort();
    expect(drawn).toEqual(expected);
  });

  it('builds engine bets the engine accepts, and maps the results back to the spots', () => {
    const keys = [
      'straight:0',
      'straight:17',
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
      'dozen:1',
      'dozen:3',
      'column:2',
      ...allEdgeSpots.slice(0, 40).map((s) => s.key),
    ];
    const slip = Object.fromEntries(keys.map((k) => [k, 10]));
    const outcome = settleRoulette({ bets: rouletteBets(slip) }, 17);
    const results = spotResults(outcome.bets, rouletteKey);
    expect([...results.keys()].sort()).toEqual([...keys].sort());
    expect(results.get('straight:17')).toEqual({ stake: 10, payout: 360 });
    expect(results.get('black')).toEqual({ stake: 10, payout: 20 });
    expect(results.get('red')).toEqual({ stake: 10, payout: 0 });
    expect(results.get('column:2')).toEqual({ stake: 10, payout: 30 });
  });

  it('reads keys back into bets', () => {
    expect(rouletteBetOfKey('split:14-17', 50)).toEqual({ type: 'split', numbers: [14, 17], amount: 50 });
    expect(rouletteBetOfKey('dozen:2', 50)).toEqual({ type: 'dozen', index: 2, amount: 50 });
    expect(rouletteBetOfKey('high', 50)).toEqual({ type: 'high', amount: 50 });
    expect(() => rouletteBetOfKey('nonsense', 50)).toThrow();
  });
});

describe('wheel angles', () => {
  it('lands the ball over the drawn pocket and keeps spinning forward', () => {
    let spin = restingSpin(null);
    for (const number of [0, 26, 17, 17, 5, 32]) {
      const next = nextSpin(spin, number);
      expect(next.wheel).toBeGreaterThan(spin.wheel);
      expect(next.ball).toBeLessThan(spin.ball);
      const pocketUnderBall = (((next.ball - next.wheel) % 360) + 360) % 360;
      expect(WHEEL_ORDER[Math.round(pocketUnderBall / POCKET_ANGLE) % 37]).toBe(number);
      spin = next;
    }
  });
});
