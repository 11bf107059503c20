import { describe, expect, it } from 'vitest';
import { addChip, checkSlip, slipDebit, slipStake, type TSlipLimits } from './bet-slip';

const limits: TSlipLimits = { minBet: 10, maxBet: 1000, stakeUnit: 'position', balance: 5000 };

describe('slip totals', () => {
  it('sums the stakes and the debits, ignoring empty spots', () => {
    const slip = { player: 100, tie: 0, banker: 250 };
    expect(slipStake(slip)).toBe(350);
    expect(slipDebit(slip)).toBe(350);
    expect(
      slipDebit({ equal: 100, double: 40 }, (key, amount) => (key === 'double' ? amount * 5 : amount)),
    ).toBe(300);
  });
});

describe('checkSlip', () => {
  it('accepts a slip within every limit', () => {
    expect(checkSlip({ player: 10, banker: 1000 }, limits)).toBeNull();
  });

  it('names the first problem', () => {
    expect(checkSlip({}, limits)).toEqual({ code: 'empty' });
    expect(checkSlip({ player: 5 }, limits)).toEqual({ code: 'belowMin', key: 'player', minBet: 10 });
    expect(checkSlip({ player: 1001 }, limits)).toEqual({ code: 'aboveMax', key: 'player', maxBet: 1000 });
    expect(checkSlip({ a: 1000, b: 1000, c: 1000, d: 1000, e: 1000, f: 10 }, limits)).toEqual({
      code: 'overBalance',
      total: 5010,
      balance: 5000,
    });
    expect(checkSlip({ a: 10, b: 10, c: 10 }, { ...limits, maxPositions: 2 })).toEqual({
      code: 'tooManyPositions',
      maxPositions: 2,
    });
  });

  it('checks the lodged amount against the balance', () => {
    const lodging = {
      ...limits,
      balance: 400,
      debitOf: (key: string, amount: number) => (key === 'double' ? amount * 5 : amount),
    };
    expect(checkSlip({ double: 80 }, lodging)).toBeNull();
    expect(checkSlip({ double: 100 }, lodging)).toEqual({ code: 'overBalance', total: 500, balance: 400 });
  });

  it('bounds the whole stake when the limits are per round', () => {
    const perRound: TSlipLimits = { ...limits, stakeUnit: 'round' };
    expect(checkSlip({ a: 600, b: 600 }, perRound)).toEqual({ code: 'aboveMax', key: '', maxBet: 1000 });
    expect(checkSlip({ a: 5, b: 5 }, perRound)).toBeNull();
  });
});

describe('addChip', () => {
  it('stacks chips on a spot', () => {
    const first = addChip({}, 'player', 100, limits);
    const second = addChip(first.slip, 'player', 50, limits);
    expect(second).toEqual({ slip: { player: 150 }, problem: null });
  });

  it('tops a spot up to the maximum, then refuses', () => {
    const topped = addChip({ player: 900 }, 'player', 500, limits);
    expect(topped.slip).toEqual({ player: 1000 });
    expect(topped.problem?.code).toBe('aboveMax');
    const refused = addChip(topped.slip, 'player', 10, limits);
    expect(refused.slip).toBe(topped.slip);
    expect(refused.problem?.code).toBe('aboveMax');
  });

  it('refuses a chip the balance cannot cover and leaves the slip as it was', () => {
    const slip = { player: 1000, banker: 1000, tie: 1000, 'player-pair': 1000 };
    const result = addChip(slip, 'banker-pair', 1000, { ...limits, balance: 4500 });
    expect(result.slip).toBe(slip);
    expect(result.problem).toEqual({ code: 'overBalance', total: 5000, balance: 4500 });
  });
});
