import { describe, expect, it } from 'vitest';
import { playRule } from '@pavilion/games/lottery/play-types';
import {
  parseDigitStrings,
  quickPick,
  rowTokens,
  slipBet,
  slipTotals,
  toggleToken,
  winPerCombination,
} from './slip';

const bet = (playType: string, selection: string[][], unitAmount = 100, multiplier = 1) => ({
  playType,
  selection,
  unitAmount,
  multiplier,
});

describe('lottery bet slip', () => {
  it('prices a direct pick as the product of its rows', () => {
    const priced = slipBet(
      { family: 'SSC' },
      bet('back3_direct', [['1', '2'], ['3'], ['4', '5', '6']], 10, 3),
    );
    expect(priced).toMatchObject({ combinations: 6, stake: 6 * 10 * 3 });
  });

  it('prices a group pick as the engine counts it (11 choose 5: any 2 of 4 picked = 6)', () => {
    expect(slipBet({ family: '11X5' }, bet('any2', [['1', '2', '3', '4']]))?.combinations).toBe(6);
  });

  it('refuses what the engine refuses: too few picks, a token out of range, a stranger play type', () => {
    expect(slipBet({ family: 'SSC' }, bet('back3_direct', [['1'], [], ['4']]))).toBeNull();
    expect(slipBet({ family: 'SSC' }, bet('pos', [['12'], [], [], [], []]))).toBeNull();
    expect(slipBet({ family: 'SSC' }, bet('any2', [['1', '2']]))).toBeNull();
  });

  it('multiplies a follow-up plan by its draws', () => {
    const a = slipBet({ family: 'PK10' }, bet('pos', [['1'], ['2'], [], [], [], [], [], [], [], []], 100, 2));
    expect(a?.stake).toBe(400);
    expect(slipTotals([a!, a!], 5)).toEqual({ perDraw: 800, total: 4000 });
    expect(slipTotals([a!], 0)).toEqual({ perDraw: 400, total: 400 });
  });

  it('pays a winning combination as the engine does (floored)', () => {
    expect(winPerCombination(10, 3, 1960)).toBe(58);
  });

  it('offers the rows of the engine as buttons, digits wider than two typed', () => {
    const ssc = playRule('SSC', 'pos')!;
    expect(rowTokens(ssc.rows[0]!)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const vn = playRule('VN', 'de')!;
    expect(rowTokens(vn.rows[0]!)?.slice(0, 2)).toEqual(['00', '01']);
    const sea = playRule('SEA', 'big')!;
    expect(rowTokens(sea.rows[0]!)).toBeNull();
  });

  it('reads typed digit strings, keeping distinct ones of the right width', () => {
    expect(parseDigitStrings('1234, 5678 0001，1234 12 123456', 4)).toEqual(['1234', '5678', '0001']);
  });

  it('keeps a row in the picker order when toggling', () => {
    const order = ['1', '2', '3'];
    expect(toggleToken(['3'], '1', order)).toEqual(['1', '3']);
    expect(toggleToken(['1', '3'], '1', order)).toEqual(['3']);
  });

  it('quick-picks halves and parities of a number row', () => {
    const row = { label: 'p1', kind: 'number', lo: 0, hi: 9, min: 0, max: 10 } as const;
    expect(quickPick(row, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick(row, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick(row, 'clear')).toEqual([]);
  });
});
