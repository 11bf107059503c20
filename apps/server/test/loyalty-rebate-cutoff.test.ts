// The manual rebate sees a settled bet at once (issue 25 item 7, decision 059). It used to stop at a
// fixed 60 s settle lag (a bet made 40 s earlier was not claimable); its cut-off is now the oldest
// open transaction's start (a bet's settled_at is its transaction's now()), so a committed bet is
// claimable within seconds and one still being written is never skipped by the watermark. The open
// transaction case runs on PostgreSQL only (PGlite has one connection).
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClaimResult, TRebateAccrued } from '@pavilion/contracts/loyalty';
import { memberWithSession } from './cashier-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const claim = async (token: string) => {
  const res = await t.call({ method: 'POST', url: '/api/loyalty/rebate/claim', token });
  return { status: res.statusCode, body: res.json() as TClaimResult & { error?: { code: string } } };
};
const accrued = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/loyalty/rebate', token })).json() as TRebateAccrued;

const betSql = (memberId: number, stake: number) => {
  const tx = `rebate-cutoff-${memberId}-${++seq}`;
  return {
    text: `insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount,
      win_amount, status, closing_tx_id, placed_at, settled_at)
      values ('INHOUSE', $1, $2, $1, 'g', 'RNG', $3, 0, 'settled', $1 || 'w', now(), now())`,
    values: [tx, memberId, stake],
  };
};

describe('[LOYALTY] manual rebate cut-off', () => {
  it('a bet settled now is claimable by the manual rebate within 60 s of clock time', async () => {
    const m = await memberWithSession(t, { balance: 100_000 });
    const tx = `rebate-cutoff-${m.id}-${++seq}`;
    const settledAt = Date.now();
    await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount,
      win_amount, status, closing_tx_id, placed_at, settled_at)
      values ('INHOUSE', ${tx}, ${m.id}, ${tx}, 'g', 'RNG', 100000, 0, 'settled', ${`${tx}w`}, now(), now())`.execute(
      t.db,
    );
    // VIP 0, RNG 0.30 %: 300 on 1,000.00
    expect((await accrued(m.token)).total).toBe(300);
    const first = await claim(m.token);
    const elapsed = Date.now() - settledAt;
    expect([first.status, first.body.amount]).toEqual([200, 300]);
    expect(elapsed).toBeLessThan(60_000);
    const again = await claim(m.token);
    expect([again.status, again.body.error?.code]).toEqual([409, 'REBATE_NOTHING_TO_CLAIM']);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a bet still being written when the member claims is paid by the next claim, not skipped',
    async () => {
      const m = await memberWithSession(t, { balance: 100_000 });
      const done = betSql(m.id, 50_000);
      const c = new pg.Client({ connectionString: t.databaseUrl! });
      await c.connect();
      try {
        await c.query(done.text, done.values);
        // another connection's bet transaction: begun (its now() is its settled_at), not committed
        await c.query('begin');
        const open = betSql(m.id, 200_000);
        await c.query(open.text, open.values);
        const first = await claim(m.token);
        expect([first.status, first.body.amount]).toEqual([200, 150]);
        await c.query('commit');
        const second = await claim(m.token);
        expect([second.status, second.body.amount]).toEqual([200, 600]);
      } finally {
        await c.end();
      }
      expect(await findLedgerViolations(t.db)).toEqual([]);
    },
  );
});
