import { describe, expect, it } from 'vitest';
import type { TMenuEntry, TVendorCard } from '@pavilion/contracts/games';
import { buildNavItems, isLargeDropMenu } from './nav-items';

const vendor = (code: string, gameType: TVendorCard['gameType']): TVendorCard => ({
  vassalage: code,
  gameType,
  displayName: code,
  gameClassify: 'X',
  iconUrl: '',
  maintenance: false,
  isVendorLaunch: false,
  gameCount: 1,
});
const entry = (
  gameCategory: TMenuEntry['gameCategory'],
  path: string,
  vendors: TVendorCard[] = [],
): TMenuEntry => ({
  gameCategory,
  path,
  loginRequired: false,
  vendors,
});

describe('buildNavItems', () => {
  const menu: TMenuEntry[] = [
    entry('FAVORITE', '/favorite'),
    entry('RNG', '/rng', [vendor('PT', 'RNG'), vendor('MG', 'RNG')]),
    entry('PROMOTIONS', '/promotions'),
    entry('BINGO', '/bingo'),
    entry('COCKFIGHT', '/cockfight', [vendor('SV388', 'COCKFIGHT')]),
    entry('HOT', '/hot'),
    entry('LIVE', '/live', [vendor('AG', 'LIVE'), vendor('DG', 'LIVE')]),
    entry('FISH', '/fish', [vendor('CQ9', 'FISH')]),
    entry('HOME', '/'),
  ];

  it('puts home and hot first, promotions and favourites last, and drops categories without vendors', () => {
    expect(buildNavItems(menu).map((i) => i.code)).toEqual([
      'HOME',
      'HOT',
      'LIVE',
      'FISH',
      'RNG',
      'COCKFIGHT',
      'PROMOTIONS',
      'FAVORITE',
    ]);
  });

  it('launches a single-vendor category directly but always opens the page of FISH, RNG and PVP', () => {
    const items = buildNavItems(menu);
    expect(items.find((i) => i.code === 'COCKFIGHT')?.action).toEqual({
      kind: 'launch',
      vendor: vendor('SV388', 'COCKFIGHT'),
    });
    expect(items.find((i) => i.code === 'FISH')?.action).toEqual({ kind: 'page', path: '/fish' });
    expect(items.find((i) => i.code === 'LIVE')?.action).toEqual({ kind: 'page', path: '/live' });
  });

  it('marks favourites as login required', () => {
    expect(buildNavItems(menu).find((i) => i.code === 'FAVORITE')?.loginRequired).toBe(true);
  });

  it('falls back to the menu codes when there is no menu', () => {
    expect(buildNavItems(undefined).map((i) => i.code)).toEqual(['HOME', 'HOT', 'PROMOTIONS', 'FAVORITE']);
  });

  it('uses the large drop menu over 10 vendors', () => {
    expect(isLargeDropMenu(10)).toBe(false);
    expect(isLargeDropMenu(11)).toBe(true);
  });
});
