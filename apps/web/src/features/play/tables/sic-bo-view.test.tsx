import { describe, expect, it } from 'vitest';
import { settleSicBo } from '@pavilion/games/engines/sic-bo';
import { buttonNames, renderTableView, testGame } from './render-table.test-utils';
import { SicBoView } from './sic-bo-view';
import { sicBoBetOfKey, sicBoBets, sicBoKey } from './spot-keys';

describe('SicBoView', () => {
  it('renders small/big, any triple, totals 4–17, triples, doubles, combinations and singles', () => {
    const html = renderTableView(SicBoView, { game: testGame('sic-bo') });
    const names = buttonNames(html).filter((n) => !n.startsWith('Chip'));
    expect(names).toContain('Small, pays 1:1, no stake');
    expect(names).toContain('Any triple, pays 30:1, no stake');
    expect(names).toContain('Total 4, pays 60:1, no stake');
    expect(names).toContain('Total 10, pays 6:1, no stake');
    expect(names).toContain('Triple 6, pays 180:1, no stake');
    expect(names).toContain('Combination 2 and 5, pays 5:1, no stake');
    expect(names).toHaveLength(3 + 6 + 6 + 14 + 15 + 6);
  });

  it('turns every spot into a bet the engine settles, and back', () => {
    const keys = [
      'small',
      'big',
      'any-triple',
      'total:4',
      'total:17',
      'triple:3',
      'double:2',
      'single:5',
      'combination:1-6',
    ];
    const outcome = settleSicBo({ bets: sicBoBets(Object.fromEntries(keys.map((k) => [k, 10]))) }, [2, 2, 5]);
    expect(outcome.bets.map((b) => sicBoKey(b.bet)).sort()).toEqual([...keys].sort());
    expect(sicBoBetOfKey('combination:1-6', 10)).toEqual({ type: 'combination', faces: [1, 6], amount: 10 });
    const won = outcome.bets.filter((b) => b.won).map((b) => sicBoKey(b.bet));
    expect(won.sort()).toEqual(['double:2', 'single:5', 'small']);
  });

  it('shows the throw and the payout of a settled round', () => {
    const outcome = settleSicBo(
      {
        bets: [
          { type: 'big', amount: 100 },
          { type: 'single', face: 6, amount: 10 },
        ],
      },
      [6, 6, 3],
    );
    const html = renderTableView(SicBoView, { game: testGame('sic-bo'), outcome });
    expect(html).toContain('6, 6, 3: total 15');
    expect(html).toContain('You win $2.30');
    expect(buttonNames(html).find((n) => n.startsWith('Big,'))).toContain('winning bet, paid $2.00');
  });
});
