import { describe, expect, it } from 'vitest';
import { teamGameQuery, teamTransactionsQuery } from './report-query';

const context = { tzOffset: 420, pageNo: 2, language: 'CN' as const };
const range = { from: '2026-01-01', to: '2026-01-31' };

describe('agent report queries', () => {
  it('adds the member account to the records’ game query, leaving empty choices out', () => {
    expect(
      teamGameQuery({ range, gameType: 'RNG', vendor: ' pg ', account: ' dplayer001 ' }, context),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      tzOffset: 420,
      pageNo: 2,
      pageSize: 20,
      language: 'CN',
      gameType: 'RNG',
      vendor: 'PG',
      account: 'dplayer001',
    });
    const all = teamGameQuery({ range, gameType: '', vendor: '', account: '  ' }, context);
    expect(all.account).toBeUndefined();
    expect(all.gameType).toBeUndefined();
  });

  it('asks account details by kind and account, without a language', () => {
    expect(teamTransactionsQuery({ range, kind: 'deposit', account: 'x1' }, context)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      tzOffset: 420,
      pageNo: 2,
      pageSize: 20,
      kind: 'deposit',
      account: 'x1',
    });
    expect(teamTransactionsQuery({ range, kind: '', account: '' }, context).kind).toBeUndefined();
  });
});
