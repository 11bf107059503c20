import { describe, expect, it } from 'vitest';
import { cardOf } from '@pavilion/games/cards';
import { settleDragonTiger } from '@pavilion/games/engines/dragon-tiger';
import { settleNiuniu } from '@pavilion/games/engines/niuniu';
import { DragonTigerView } from './dragon-tiger-view';
import { NiuniuView } from './niuniu-view';
import { buttonNames, renderTableView, testGame } from './render-table.test-utils';

describe('DragonTigerView', () => {
  it('renders the three bet spots', () => {
    const html = renderTableView(DragonTigerView, { game: testGame('dragon-tiger') });
    const names = buttonNames(html);
    expect(names).toContain('Dragon, pays 1:1, no stake');
    expect(names).toContain('Tie, pays 8:1, no stake');
    expect(names).toContain('Tiger, pays 1:1, no stake');
  });

  it('returns half on a tie without celebrating it', () => {
    const outcome = settleDragonTiger(
      { bets: [{ type: 'dragon', amount: 100 }] },
      cardOf(5, 0),
      cardOf(5, 2),
    );
    const html = renderTableView(DragonTigerView, { game: testGame('dragon-tiger'), outcome });
    expect(html).toContain('Returned $0.50');
    expect(html).not.toContain('You win');
    expect(html).not.toContain('data-won');
  });
});

describe('NiuniuView', () => {
  it('renders the Equal and Double spots with chips from the 20-unit minimum', () => {
    const html = renderTableView(NiuniuView, { game: testGame('niuniu', 20, 200_000) });
    const names = buttonNames(html);
    expect(names).toContain('Equal, pays 0.95:1, no stake');
    expect(names).toContain('Double, pays ×1–×5, no stake');
    expect(names.filter((n) => n.startsWith('Chip'))[0]).toBe('Chip $0.20');
  });

  it('names both hands of a settled round', () => {
    // Player: K Q J 10 5 → bull 5; banker: A 2 3 4 6 → 16 with 1+3+6 → bull 6.
    const player = [cardOf(11, 0), cardOf(10, 1), cardOf(9, 2), cardOf(8, 3), cardOf(3, 0)];
    const banker = [cardOf(12, 1), cardOf(0, 2), cardOf(1, 3), cardOf(2, 0), cardOf(4, 1)];
    const outcome = settleNiuniu({ bets: [{ type: 'equal', amount: 100 }] }, player, banker);
    const html = renderTableView(NiuniuView, { game: testGame('niuniu', 20, 200_000), outcome });
    expect(html).toContain('Banker wins: Bull 6 against Bull 5');
    expect(html).toContain('No win this round');
  });
});
