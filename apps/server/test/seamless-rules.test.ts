// The seamless-wallet rules, one test per rule, asserting status, error code and the money moved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '@/modules/sessions/sessions.service.ts';
import { HOUSE_SHARD_COUNT } from '@/modules/wallet/ledger.service.ts';
import {
  betBody,
  createPlayer,
  ledgerSnapshot,
  ledgerViolations,
  rollbackBody,
  seamlessCall,
  vid,
  walletBalance,
  winBody,
} from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
  await t.close();
});

const code = (res: { json: () => unknown }) => (res.json() as { error?: { code: string } }).error?.code;

describe('[SEAMLESS] authenticate and balance', () => {
  it('authenticates a live launch token and reports the balance', async () => {
    const p = await createPlayer(t, 5_000);
    const res = await seamlessCall(t, 'authenticate', { requestId: 'r1', token: p.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      requestId: 'r1',
      playerId: p.playerId,
      currency: 'USD',
      balance: 5_000,
    });
    const bal = await seamlessCall(t, 'balance', { requestId: 'r2', playerId: p.playerId });
    expect(bal.json()).toMatchObject({ requestId: 'r2', balance: 5_000, currency: 'USD' });
  });

  it('answers SESSION_EXPIRED for a token whose session ended, PLAYER_NOT_FOUND for an unknown player', async () => {
    const p = await createPlayer(t, 0);
    await revokeSession(t.db, p.sessionToken);
    const res = await seamlessCall(t, 'authenticate', { requestId: 'r1', token: p.token });
    expect([res.statusCode, code(res)]).toEqual([401, 'SESSION_EXPIRED']);
    for (const playerId of ['999999999', 'abc', '0']) {
      const bal = await seamlessCall(t, 'balance', { requestId: 'r2', playerId });
      expect([bal.statusCode, code(bal)]).toEqual([404, 'PLAYER_NOT_FOUND']);
    }
  });
});

describe('[SEAMLESS] bet', () => {
  it('debits the wallet against the house games account and records the bet', async () => {
    const p = await createPlayer(t, 1_000);
    const body = betBody(p, { amount: 250 });
    const res = await seamlessCall(t, 'bet', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: 750, replayed: false, currency: 'USD' });
    const tx = await t.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('idempotency_key', '=', `seamless:INHOUSE:${body.transactionId}`)
      .executeTakeFirstOrThrow();
    expect(tx.kind).toBe('bet');
    expect(String(tx.id)).toBe((res.json() as { platformTransactionId: string }).platformTransactionId);
    const legs = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.purpose', 'a.shard', 'e.amount'])
      .where('e.transaction_id', '=', tx.id)
      .orderBy('e.amount')
      .execute();
    expect(legs).toEqual([
      { purpose: 'wallet', shard: 0, amount: -250 },
      { purpose: 'games', shard: p.memberId % HOUSE_SHARD_COUNT, amount: 250 },
    ]);
    const bet = await t.db
      .selectFrom('seamless_bets')
      .selectAll()
      .where('bet_tx_id', '=', body.transactionId)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ member_id: p.memberId, amount: 250, status: 'open', round_id: body.roundId });
  });

  it('replays the same bet without moving money again', async () => {
    const p = await createPlayer(t, 1_000);
    const body = betBody(p, { amount: 100 });
    const first = (await seamlessCall(t, 'bet', body)).json() as Record<string, unknown>;
    const before = await ledgerSnapshot(t.db);
    const again = await seamlessCall(t, 'bet', { ...body, requestId: 'retry-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      balance: 900,
      replayed: true,
      platformTransactionId: first.platformTransactionId,
    });
    expect(await ledgerSnapshot(t.db)).toEqual(before);
  });

  it('answers DUPLICATE_TRANSACTION for the same id with other parameters', async () => {
    const p = await createPlayer(t, 1_000);
    const body = betBody(p, { amount: 100 });
    await seamlessCall(t, 'bet', body);
    const before = await ledgerSnapshot(t.db);
    for (const other of [{ amount: 101 }, { roundId: 'other-round' }, { gameCode: 'other' }]) {
      const res = await seamlessCall(t, 'bet', { ...body, ...other });
      expect([res.statusCode, code(res)]).toEqual([409, 'DUPLICATE_TRANSACTION']);
    }
    const asWin = await seamlessCall(t, 'win', winBody(p, body, { transactionId: body.transactionId }));
    expect(code(asWin)).toBe('DUPLICATE_TRANSACTION');
    expect(await ledgerSnapshot(t.db)).toEqual(before);
  });

  it('refuses a bet over the balance finally, with the balance, recording nothing', async () => {
    const p = await createPlayer(t, 300);
    const before = await ledgerSnapshot(t.db);
    const res = await seamlessCall(t, 'bet', betBody(p, { amount: 301 }));
    expect([res.statusCode, code(res)]).toEqual([402, 'INSUFFICIENT_FUNDS']);
    expect(res.json()).toMatchObject({ error: { data: { balance: 300 } } });
    expect(await ledgerSnapshot(t.db)).toEqual(before);
    expect(
      await t.db
        .selectFrom('seamless_transactions')
        .select('id')
        .where('member_id', '=', p.memberId)
        .execute(),
    ).toEqual([]);
  });

  it('needs a live launch token: SESSION_EXPIRED after logout, or with another player’s token', async () => {
    const p = await createPlayer(t, 1_000);
    const other = await createPlayer(t, 1_000);
    const foreign = await seamlessCall(t, 'bet', betBody(p, { token: other.token }));
    expect([foreign.statusCode, code(foreign)]).toEqual([401, 'SESSION_EXPIRED']);
    await revokeSession(t.db, p.sessionToken);
    const res = await seamlessCall(t, 'bet', betBody(p));
    expect([res.statusCode, code(res)]).toEqual([401, 'SESSION_EXPIRED']);
    expect(await walletBalance(t.db, p.memberId)).toBe(1_000);
  });

  it('answers SESSION_EXPIRED when the session went idle, and a bet slides the idle clock', async () => {
    const p = await createPlayer(t, 1_000);
    const idle = new Date(Date.now() - (t.config.SESSION_IDLE_MINUTES + 1) * 60_000);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: idle })
      .where('member_id', '=', p.memberId)
      .execute();
    const res = await seamlessCall(t, 'bet', betBody(p));
    expect([res.statusCode, code(res)]).toEqual([401, 'SESSION_EXPIRED']);
    const recent = new Date(Date.now() - 5 * 60_000);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: recent })
      .where('member_id', '=', p.memberId)
      .execute();
    expect((await seamlessCall(t, 'bet', betBody(p))).statusCode).toBe(200);
    const session = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('member_id', '=', p.memberId)
      .executeTakeFirstOrThrow();
    expect(new Date(session.last_seen_at).getTime()).toBeGreaterThan(recent.getTime() + 60_000);
  });

  it('refuses bets in a closed round (ROUND_CLOSED)', async () => {
    const p = await createPlayer(t, 1_000);
    const roundId = vid('round');
    expect((await seamlessCall(t, 'bet', betBody(p, { roundId }))).statusCode).toBe(200);
    const end = await seamlessCall(t, 'end-round', { requestId: 'e1', playerId: p.playerId, roundId });
    expect(end.statusCode).toBe(200);
    expect(end.json()).toMatchObject({ balance: 900 });
    const late = await seamlessCall(t, 'bet', betBody(p, { roundId }));
    expect([late.statusCode, code(late)]).toEqual([409, 'ROUND_CLOSED']);
    expect(await walletBalance(t.db, p.memberId)).toBe(900);
  });
});

describe('[SEAMLESS] win', () => {
  it('credits the win, settles the bet and closes the round', async () => {
    const p = await createPlayer(t, 1_000);
    const bet = betBody(p, { amount: 200 });
    await seamlessCall(t, 'bet', bet);
    const res = await seamlessCall(t, 'win', winBody(p, bet, { amount: 500 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: 1_300, replayed: false });
    const row = await t.db
      .selectFrom('seamless_bets')
      .selectAll()
      .where('bet_tx_id', '=', bet.transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'settled', win_amount: 500 });
    expect(row.settled_at).not.toBeNull();
    const late = await seamlessCall(t, 'bet', betBody(p, { roundId: bet.roundId }));
    expect(code(late)).toBe('ROUND_CLOSED');
  });

  it('settles a loss with amount 0 and moves nothing', async () => {
    const p = await createPlayer(t, 1_000);
    const bet = betBody(p, { amount: 200 });
    await seamlessCall(t, 'bet', bet);
    const before = await ledgerSnapshot(t.db);
    const res = await seamlessCall(t, 'win', winBody(p, bet, { amount: 0 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: 800 });
    expect(await ledgerSnapshot(t.db)).toEqual(before);
    expect(
      (
        await t.db
          .selectFrom('seamless_bets')
          .select('status')
          .where('bet_tx_id', '=', bet.transactionId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('settled');
  });

  it('replays a win once; a second win of a settled bet is BET_ALREADY_SETTLED', async () => {
    const p = await createPlayer(t, 1_000);
    const bet = betBody(p, { amount: 100 });
    await seamlessCall(t, 'bet', bet);
    const win = winBody(p, bet, { amount: 300 });
    await seamlessCall(t, 'win', win);
    const again = await seamlessCall(t, 'win', win);
    expect(again.json()).toMatchObject({ balance: 1_200, replayed: true });
    const second = await seamlessCall(t, 'win', winBody(p, bet, { amount: 300 }));
    expect([second.statusCode, code(second)]).toEqual([409, 'BET_ALREADY_SETTLED']);
    expect(await walletBalance(t.db, p.memberId)).toBe(1_200);
  });

  it('answers BET_NOT_FOUND for an unknown bet and BET_ROLLED_BACK for a rolled-back one', async () => {
    const p = await createPlayer(t, 1_000);
    const unknown = await seamlessCall(
      t,
      'win',
      winBody(p, { transactionId: 'nope-1', roundId: 'r' }, { amount: 10 }),
    );
    expect([unknown.statusCode, code(unknown)]).toEqual([404, 'BET_NOT_FOUND']);
    const bet = betBody(p);
    await seamlessCall(t, 'bet', bet);
    await seamlessCall(t, 'rollback', rollbackBody(p, bet));
    const res = await seamlessCall(t, 'win', winBody(p, bet, { amount: 10 }));
    expect([res.statusCode, code(res)]).toEqual([409, 'BET_ROLLED_BACK']);
    expect(await walletBalance(t.db, p.memberId)).toBe(1_000);
  });

  it('pays a win and a rollback even after the player session expired', async () => {
    const p = await createPlayer(t, 1_000);
    const a = betBody(p, { amount: 100 });
    const b = betBody(p, { amount: 100 });
    await seamlessCall(t, 'bet', a);
    await seamlessCall(t, 'bet', b);
    await revokeSession(t.db, p.sessionToken);
    expect((await seamlessCall(t, 'win', winBody(p, a, { amount: 150 }))).statusCode).toBe(200);
    expect((await seamlessCall(t, 'rollback', rollbackBody(p, b))).statusCode).toBe(200);
    expect(await walletBalance(t.db, p.memberId)).toBe(1_050);
  });
});

describe('[SEAMLESS] rollback', () => {
  it('refunds an open bet once; a duplicate rollback returns the same result', async () => {
    const p = await createPlayer(t, 1_000);
    const bet = betBody(p, { amount: 400 });
    await seamlessCall(t, 'bet', bet);
    const rb = rollbackBody(p, bet);
    const res = await seamlessCall(t, 'rollback', rb);
    expect(res.statusCode).toBe(200);
    const first = res.json() as Record<string, unknown>;
    expect(first).toMatchObject({ balance: 1_000, replayed: false });
    const before = await ledgerSnapshot(t.db);
    const same = await seamlessCall(t, 'rollback', rb);
    expect(same.json()).toMatchObject({
      balance: 1_000,
      replayed: true,
      platformTransactionId: first.platformTransactionId,
    });
    const otherId = await seamlessCall(t, 'rollback', rollbackBody(p, bet));
    expect(otherId.statusCode).toBe(200);
    expect(otherId.json()).toMatchObject({
      balance: 1_000,
      replayed: true,
      platformTransactionId: first.platformTransactionId,
    });
    expect(await ledgerSnapshot(t.db)).toEqual(before);
  });

  it('answers BET_NOT_FOUND for an unknown bet, moves nothing, and refuses the late bet (BET_ROLLED_BACK)', async () => {
    const p = await createPlayer(t, 1_000);
    const bet = betBody(p, { amount: 100 });
    const before = await ledgerSnapshot(t.db);
    const res = await seamlessCall(t, 'rollback', rollbackBody(p, bet));
    expect([res.statusCode, code(res)]).toEqual([404, 'BET_NOT_FOUND']);
    expect(res.json()).toMatchObject({ error: { data: { balance: 1_000 } } });
    expect(await ledgerSnapshot(t.db)).toEqual(before);
    const late = await seamlessCall(t, 'bet', bet);
    expect([late.statusCode, code(late)]).toEqual([409, 'BET_ROLLED_BACK']);
    expect(await ledgerSnapshot(t.db)).toEqual(before);
  });

  it('refuses a rollback after the bet was settled (BET_ALREADY_SETTLED)', async () => {
    const p = await createPlayer(t, 1_000);
    const bet = betBody(p, { amount: 100 });
    await seamlessCall(t, 'bet', bet);
    await seamlessCall(t, 'win', winBody(p, bet, { amount: 0 }));
    const res = await seamlessCall(t, 'rollback', rollbackBody(p, bet));
    expect([res.statusCode, code(res)]).toEqual([409, 'BET_ALREADY_SETTLED']);
    expect(await walletBalance(t.db, p.memberId)).toBe(900);
  });

  it('answers BET_NOT_FOUND when the bet belongs to another player', async () => {
    const p = await createPlayer(t, 1_000);
    const q = await createPlayer(t, 1_000);
    const bet = betBody(p, { amount: 100 });
    await seamlessCall(t, 'bet', bet);
    const res = await seamlessCall(t, 'rollback', rollbackBody(q, bet));
    expect([res.statusCode, code(res)]).toEqual([404, 'BET_NOT_FOUND']);
    expect(await walletBalance(t.db, p.memberId)).toBe(900);
  });
});
