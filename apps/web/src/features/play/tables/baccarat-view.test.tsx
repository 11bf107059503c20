import { describe, expect, it } from 'vitest';
import { settleBaccarat } from '@pavilion/games/engines/baccarat';
import { cardOf } from '@pavilion/games/cards';
import { BaccaratView } from './baccarat-view';
import { buttonNames, renderTableView, testGame } from './render-table.test-utils';

describe('BaccaratView', () => {
  it('renders the five bet spots with their odds and no stake', () => {
    const html = renderTableView(BaccaratView, { game: testGame('baccarat') });
    const names = buttonNames(html);
    for (const bet of ['Player pair', 'Tie', 'Banker pair', 'Player', 'Banker']) {
      expect(names.some((n) => n.startsWith(`${bet}, pays`) && n.endsWith('no stake'))).toBe(true);
    }
    expect(names.filter((n) => n.startsWith('Chip '))).toHaveLength(6);
  });

  it('shows a settled coup whole when it is there on first render, with the winners marked', () => {
    // Player 9 (4 + 5) against Banker 3 (K + 3): a natural, both stand.
    const outcome = settleBaccarat(
      {
        bets: [
          { type: 'player', amount: 100 },
          { type: 'tie', amount: 10 },
        ],
      },
      {
        player: [cardOf(2, 0), cardOf(3, 1)],
        banker: [cardOf(11, 2), cardOf(1, 3)],
        playerTotal: 9,
        bankerTotal: 3,
        winner: 'player',
        playerPair: false,
        bankerPair: false,
      },
    );
    const html = renderTableView(BaccaratView, { game: testGame('baccarat'), outcome });
    expect(html).toContain('Player wins 9 to 3');
    expect(html).toContain('You win $2.00');
    expect(html).toContain('aria-label="King of hearts"');
    expect(buttonNames(html).find((n) => n.startsWith('Player, pays'))).toContain('winning bet');
  });
});
