// Concurrency of the seamless API against real PostgreSQL (PGlite runs one statement at a time):
// replays racing each other pay once, bets racing past the balance never make it negative, and a
// rollback racing its own bet never leaves both a tombstone and a live bet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betBody,
  createPlayer,
  ledgerViolations,
  rollbackBody,
  seamlessCall,
  walletBalance,
  winBody,
} from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

describe.skipIf(!process.env.DATABASE_URL)('[SEAMLESS] concurrency on PostgreSQL', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('20 concurrent replays of one bet debit once and all answer the same transaction', async () => {
    const p = await createPlayer(t, 1_000);
    const bet = betBody(p, { amount: 300 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => seamlessCall(t, 'bet', { ...bet, requestId: `r${i}` })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const bodies = replies.map(
      (r) => r.json() as { platformTransactionId: string; replayed: boolean; balance: number },
    );
    expect(new Set(bodies.map((b) => b.platformTransactionId)).size).toBe(1);
    expect(bodies.filter((b) => !b.replayed)).toHaveLength(1);
    expect(bodies.every((b) => b.balance === 700)).toBe(true);
    expect(await walletBalance(t.db, p.memberId)).toBe(700);
    const count = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('idempotency_key', '=', `seamless:INHOUSE:${bet.transactionId}`)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('20 concurrent replays of one win credit once', async () => {
    const p = await createPlayer(t, 1_000);
    const bet = betBody(p, { amount: 100 });
    await seamlessCall(t, 'bet', bet);
    const win = winBody(p, bet, { amount: 500 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => seamlessCall(t, 'win', win)));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(await walletBalance(t.db, p.memberId)).toBe(1_400);
  });

  it('concurrent bets over the balance: those that fit succeed, the rest are INSUFFICIENT_FUNDS, never negative', async () => {
    const p = await createPlayer(t, 1_000);
    const replies = await Promise.all(
      Array.from({ length: 16 }, () => seamlessCall(t, 'bet', betBody(p, { amount: 300 }))),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode === 402);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(13);
    expect(
      refused.every((r) => (r.json() as { error: { code: string } }).error.code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect(await walletBalance(t.db, p.memberId)).toBe(100);
    const bets = await t.db
      .selectFrom('seamless_bets')
      .select('id')
      .where('member_id', '=', p.memberId)
      .execute();
    expect(bets).toHaveLength(3);
  });

  it('many debits each over half the balance: exactly one succeeds', async () => {
    const p = await createPlayer(t, 1_000);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => seamlessCall(t, 'bet', betBody(p, { amount: 600 }))),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await walletBalance(t.db, p.memberId)).toBe(400);
  });

  it('a rollback racing its bet: either the bet was refunded or refused, the wallet is whole', async () => {
    for (let i = 0; i < 10; i += 1) {
      const p = await createPlayer(t, 1_000);
      const bet = betBody(p, { amount: 250 });
      const [b, r] = await Promise.all([
        seamlessCall(t, 'bet', bet),
        seamlessCall(t, 'rollback', rollbackBody(p, bet)),
      ]);
      expect([200, 409]).toContain(b.statusCode);
      expect([200, 404]).toContain(r.statusCode);
      expect(await walletBalance(t.db, p.memberId)).toBe(1_000);
      const open = await t.db
        .selectFrom('seamless_bets')
        .select('status')
        .where('bet_tx_id', '=', bet.transactionId)
        .executeTakeFirst();
      expect(open?.status ?? 'refused').not.toBe('open');
    }
  });

  it('keeps the ledger invariants after the races', async () => {
    expect(await ledgerViolations(t.db)).toEqual([]);
  });
});
