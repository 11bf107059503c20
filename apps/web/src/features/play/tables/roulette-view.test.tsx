import { describe, expect, it } from 'vitest';
import { settleRoulette } from '@pavilion/games/engines/roulette';
import { buttonNames, renderTableView, testGame } from './render-table.test-utils';
import { RouletteView } from './roulette-view';

describe('RouletteView', () => {
  it('renders the 37 numbers and the outside bets as bet spots', () => {
    const html = renderTableView(RouletteView, { game: testGame('roulette') });
    const names = buttonNames(html);
    for (let n = 0; n <= 36; n++) {
      expect(names).toContain(`Number ${n}, pays 35:1, no stake`);
    }
    for (const name of [
      'Red',
      'Black',
      'Odd',
      'Even',
      '1–18',
      '19–36',
      'Column 1',
      'Column 3',
      'Dozen 2 (13–24)',
    ]) {
      expect(names.some((n) => n.startsWith(`${name}, pays`))).toBe(true);
    }
    expect(html).toContain('aria-label="Roulette wheel"');
  });

  it('shows a settled spin whole on first render and marks the spots that came in', () => {
    const outcome = settleRoulette(
      {
        bets: [
          { type: 'straight', numbers: [17], amount: 10 },
          { type: 'red', amount: 100 },
        ],
      },
      17,
    );
    const html = renderTableView(RouletteView, { game: testGame('roulette'), outcome });
    expect(html).toContain('17 black');
    expect(html).toContain('You win $3.60');
    const names = buttonNames(html);
    expect(names.find((n) => n.startsWith('Number 17,'))).toContain('winning bet, paid $3.60');
    expect(names.find((n) => n.startsWith('Black,'))).toContain('winning bet');
    expect(names.find((n) => n.startsWith('Red,'))).not.toContain('winning bet');
  });

  it('disables every bet spot while a round is in flight', () => {
    const html = renderTableView(RouletteView, { game: testGame('roulette'), busy: true });
    const spots = [...html.matchAll(/<button[^>]*aria-label="Number [^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(spots).toHaveLength(37);
    expect(spots.every((b) => b.includes('disabled'))).toBe(true);
  });
});
