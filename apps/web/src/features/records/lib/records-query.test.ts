import { describe, expect, it } from 'vitest';
import { ZRecordsQuerySchema, ZTransactionsQuerySchema } from '@pavilion/contracts/records';
import { clampPage, gameRecordsQuery, transactionsQuery, vendorOptions } from './records-query';

const range = { from: '2026-02-27', to: '2026-03-05' };
const context = { tzOffset: 420, pageNo: 2, language: 'CN' as const };

describe('record queries', () => {
  it('builds the bets/profit query with page size 20 and leaves empty filters out', () => {
    const query = gameRecordsQuery({ range, gameType: '', vendor: '' }, context);
    expect(query).toEqual({
      from: '2026-02-27',
      to: '2026-03-05',
      tzOffset: 420,
      pageNo: 2,
      pageSize: 20,
      language: 'CN',
      gameType: undefined,
      vendor: undefined,
    });
  });
  it('passes game type and an upper-cased vendor, and the contract accepts the result', () => {
    const query = gameRecordsQuery({ range, gameType: 'RNG', vendor: ' inhouse ' }, context);
    expect(query).toMatchObject({ gameType: 'RNG', vendor: 'INHOUSE' });
    const parsed = ZRecordsQuerySchema.parse(query);
    expect(parsed).toMatchObject({
      tzOffset: 420,
      pageNo: 2,
      pageSize: 20,
      gameType: 'RNG',
      vendor: 'INHOUSE',
    });
  });
  it('builds the transactions query with the kind, accepted by the contract', () => {
    const query = transactionsQuery({ range, kind: 'bet' }, { ...context, tzOffset: -300 });
    expect(query).toMatchObject({ kind: 'bet', tzOffset: -300 });
    expect(ZTransactionsQuerySchema.parse(query).kind).toBe('bet');
    expect(transactionsQuery({ range, kind: '' }, context).kind).toBeUndefined();
  });
  it('never asks for a page below 1', () => {
    expect(gameRecordsQuery({ range, gameType: '', vendor: '' }, { ...context, pageNo: 0 }).pageNo).toBe(1);
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(0, 0)).toBe(1);
  });
});

describe('vendor options', () => {
  const menu = [
    { gameCategory: 'HOT', vendors: [] },
    {
      gameCategory: 'RNG',
      vendors: [
        { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG' },
        { vassalage: 'INHOUSE', displayName: 'Pavilion', gameType: 'RNG' },
      ],
    },
    {
      gameCategory: 'FISH',
      vendors: [
        { vassalage: 'PG', displayName: 'PG Soft', gameType: 'FISH' },
        { vassalage: 'CQ9', displayName: 'CQ9', gameType: 'FISH' },
      ],
    },
  ];
  it('lists each vendor once, sorted by name, when no game type is chosen', () => {
    expect(vendorOptions(menu, '').map((v) => v.code)).toEqual(['CQ9', 'INHOUSE', 'PG']);
  });
  it('keeps the vendors of the chosen game type', () => {
    expect(vendorOptions(menu, 'FISH').map((v) => v.code)).toEqual(['CQ9', 'PG']);
  });
});
