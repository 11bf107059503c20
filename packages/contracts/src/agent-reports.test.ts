import { describe, expect, it } from 'vitest';
import {
  ZAgentAnnouncementInputSchema,
  ZTeamBetsQuerySchema,
  ZTeamProfitQuerySchema,
  ZTeamTransactionsQuerySchema,
} from './agent-reports.ts';

const range = { from: '2026-01-01', to: '2026-01-31' };

describe('agent report queries', () => {
  it('default to page 1 of 20 in UTC and take a member account of the tree’s character set', () => {
    expect(ZTeamBetsQuerySchema.parse({ ...range, account: ' dplayer001 ' })).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      tzOffset: 0,
      account: 'dplayer001',
    });
    for (const account of ['bad name', 'a;drop', '', 'x'.repeat(33)]) {
      expect(ZTeamBetsQuerySchema.safeParse({ ...range, account }).success, account).toBe(false);
    }
  });

  it('normalise game type and vendor as the member records do', () => {
    expect(ZTeamProfitQuerySchema.parse({ ...range, gameType: 'rng', vendor: 'pg' })).toMatchObject({
      gameType: 'RNG',
      vendor: 'PG',
    });
    expect(ZTeamProfitQuerySchema.safeParse({ ...range, pageSize: 101 }).success).toBe(false);
  });

  it('account details takes the non-game kinds only', () => {
    expect(ZTeamTransactionsQuerySchema.parse({ ...range, kind: 'dividend' }).kind).toBe('dividend');
    for (const kind of ['bet', 'win', 'rollback', 'nope']) {
      expect(ZTeamTransactionsQuerySchema.safeParse({ ...range, kind }).success, kind).toBe(false);
    }
  });

  it('announcements take the content notices’ input: title, HTML, translations, window', () => {
    const parsed = ZAgentAnnouncementInputSchema.parse({ title: ' Hello ', content: '<p>x</p>' });
    expect(parsed).toMatchObject({ title: 'Hello', sort: 0, translations: {} });
    expect(ZAgentAnnouncementInputSchema.safeParse({ title: 'x', content: 'x', extra: 1 }).success).toBe(
      false,
    );
  });
});
