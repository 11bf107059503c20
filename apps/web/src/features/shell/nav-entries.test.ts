import { describe, expect, it } from 'vitest';
import { CATEGORY_ENTRIES, isGamePage } from './nav-entries';

describe('category entries', () => {
  it('list every game category in navigation order with its spec path', () => {
    expect(CATEGORY_ENTRIES.map((e) => e.code)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
      'BINGO',
      'BGS',
    ]);
    expect(CATEGORY_ENTRIES.find((e) => e.code === 'SPORTS')?.path).toBe('/sports');
    expect(CATEGORY_ENTRIES.find((e) => e.code === 'RNG')?.path).toBe('/rng');
  });
});

describe('isGamePage', () => {
  it('hides the side menu on game pages whatever the case', () => {
    for (const path of ['/seamless', '/lottery', '/lottert', '/vnLottery', '/seaLottery', '/SEAMLESS/']) {
      expect(isGamePage(path)).toBe(true);
    }
  });
  it('keeps it elsewhere', () => {
    for (const path of ['/', '/lott', '/member', '/rng', '/lottery-rules']) {
      expect(isGamePage(path)).toBe(false);
    }
  });
});
