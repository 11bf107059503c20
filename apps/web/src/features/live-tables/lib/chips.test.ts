import { describe, expect, it } from 'vitest';
import { double, onSpot, toPlacement, total, undo, type TChip } from './chips';

const banker = { id: 'banker', label: 'Banker', bet: { type: 'banker' as const } };
const pair = { id: 'player-pair', label: 'P pair', bet: { type: 'player-pair' as const } };

describe('chips', () => {
  const chips: TChip[] = [
    { spot: banker, amount: 100 },
    { spot: pair, amount: 500 },
    { spot: banker, amount: 1000 },
  ];

  it('sums per spot into one bet each, in first-use order', () => {
    expect(toPlacement('baccarat', chips)).toEqual({
      game: 'baccarat',
      bets: [
        { type: 'banker', amount: 1100 },
        { type: 'player-pair', amount: 500 },
      ],
    });
    expect(toPlacement('baccarat', [])).toBeNull();
  });

  it('undoes the last chip and doubles every chip', () => {
    expect(onSpot(undo(chips), 'banker')).toBe(100);
    expect(total(double(chips))).toBe(3200);
  });
});
