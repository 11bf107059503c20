import { describe, expect, it } from 'vitest';
import { gameListParams, pagesForRange, type TGameFilters } from './game-query';

const base: TGameFilters = {
  gameType: 'RNG',
  vendor: null,
  subType: null,
  minBet1: false,
  lines25: false,
  q: '',
};

describe('gameListParams', () => {
  it('sends the fixed client type, platform and page size and leaves unset filters out', () => {
    expect(gameListParams(base, 3, 'EN')).toEqual({
      clientType: 3,
      platform: 'W',
      gameType: 'RNG',
      vendor: undefined,
      subType: undefined,
      minBet1: undefined,
      lines25: undefined,
      q: undefined,
      pageNo: 3,
      pageSize: 20,
      language: 'EN',
    });
  });
  it('passes vendor, sub type, the toggles and a trimmed search term', () => {
    const params = gameListParams(
      { ...base, vendor: 'INHOUSE', subType: 'scratch', minBet1: true, lines25: true, q: '  dragon ' },
      1,
      'CN',
    );
    expect(params).toMatchObject({
      vendor: 'INHOUSE',
      subType: 'scratch',
      minBet1: 1,
      lines25: 1,
      q: 'dragon',
      language: 'CN',
    });
  });
});

describe('pagesForRange', () => {
  it('maps visible items to the pages of 20 that hold them', () => {
    expect(pagesForRange(0, 11)).toEqual([1]);
    expect(pagesForRange(18, 41)).toEqual([1, 2, 3]);
    expect(pagesForRange(9_980, 9_999)).toEqual([500]);
    expect(pagesForRange(5, 2)).toEqual([]);
  });
});
