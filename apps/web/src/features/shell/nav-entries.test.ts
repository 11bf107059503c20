import { describe, expect, it } from 'vitest';
import { CATEGORY_ENTRIES, NAV_ENTRIES, isGamePage } from './nav-entries';

describe('navigation entries', () => {
  it('start with home and hot and end with promotions and favourites (spec §2.2)', () => {
    const codes = NAV_ENTRIES.map((e) => e.code);
    expect(codes.slice(0, 2)).toEqual(['HOME', 'HOT']);
    expect(codes.slice(-2)).toEqual(['PROMOTIONS', 'FAVORITE']);
  });
  it('map categories to their spec paths and mark favourites login-only', () => {
    const byCode = Object.fromEntries(NAV_ENTRIES.map((e) => [e.code, e]));
    expect(byCode.SPORTS?.path).toBe('/sports');
    expect(byCode.RNG?.path).toBe('/rng');
    expect(byCode.FAVORITE?.loginRequired).toBe(true);
    expect(byCode.HOT?.loginRequired).toBe(false);
    expect(CATEGORY_ENTRIES.some((e) => e.code === 'HOME')).toBe(false);
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
