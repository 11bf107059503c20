// Hostile input on every seamless call: bad amounts, missing or unknown fields, unknown vendors,
// bad or missing signatures, tampered bodies, replayed ids. Each answers a clear 4xx code and
// leaves the ledger exactly as it was (balance sum, entry and transaction counts, bets).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSeamlessOperation } from '@pavilion/contracts/seamless';
import { signBody } from '@/modules/vendors/signature.ts';
import { inhouseVendorSecret } from '@/modules/vendors/vendors.service.ts';
import {
  betBody,
  createPlayer,
  ledgerSnapshot,
  ledgerViolations,
  rollbackBody,
  seamlessCall,
  winBody,
  type TPlayer,
} from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let p: TPlayer;
let openBet: ReturnType<typeof betBody>;

beforeAll(async () => {
  t = await startTestApp();
  p = await createPlayer(t, 10_000);
  openBet = betBody(p, { amount: 100 });
  expect((await seamlessCall(t, 'bet', openBet)).statusCode).toBe(200);
});
afterAll(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
  await t.close();
});

const BAD_AMOUNTS: [string, unknown][] = [
  ['zero', 0],
  ['negative', -100],
  ['fractional', 10.5],
  ['huge', 1e20],
  ['numeric string', '100'],
  ['null', null],
  ['NaN as string', 'NaN'],
  ['over the maximum', 1_000_000_001],
];

/** Runs `call` and checks it answered `status`/`code` and moved nothing. */
async function expectRefused(
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  errorCode: string,
) {
  const before = await ledgerSnapshot(t.db);
  const res = await call();
  expect(res.statusCode).toBe(status);
  expect((res.json() as { error: { code: string } }).error.code).toBe(errorCode);
  expect(await ledgerSnapshot(t.db)).toEqual(before);
}

function bodies(): Record<Exclude<TSeamlessOperation, 'authenticate' | 'balance'>, Record<string, unknown>> {
  return {
    bet: betBody(p),
    win: winBody(p, openBet, { amount: 10 }),
    rollback: rollbackBody(p, openBet),
    'end-round': { requestId: 'e1', playerId: p.playerId, roundId: openBet.roundId },
  };
}

describe('[SEAMLESS] hostile amounts', () => {
  for (const [label, amount] of BAD_AMOUNTS) {
    it(`bet with a ${label} amount → VALIDATION_FAILED`, async () => {
      await expectRefused(() => seamlessCall(t, 'bet', betBody(p, { amount })), 400, 'VALIDATION_FAILED');
    });
    if (label !== 'zero') {
      it(`win with a ${label} amount → VALIDATION_FAILED`, async () => {
        await expectRefused(
          () => seamlessCall(t, 'win', winBody(p, openBet, { amount })),
          400,
          'VALIDATION_FAILED',
        );
      });
    }
  }

  it('a missing amount → VALIDATION_FAILED on bet and win', async () => {
    const { amount: _b, ...bet } = betBody(p);
    const { amount: _w, ...win } = winBody(p, openBet);
    await expectRefused(() => seamlessCall(t, 'bet', bet), 400, 'VALIDATION_FAILED');
    await expectRefused(() => seamlessCall(t, 'win', win), 400, 'VALIDATION_FAILED');
  });
});

describe('[SEAMLESS] hostile bodies on every operation', () => {
  const ops: TSeamlessOperation[] = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'end-round'];
  const validBody = (op: TSeamlessOperation): Record<string, unknown> =>
    op === 'authenticate'
      ? { requestId: 'a1', token: p.token }
      : op === 'balance'
        ? { requestId: 'b1', playerId: p.playerId }
        : bodies()[op];

  for (const op of ops) {
    it(`${op}: unknown vendor → UNKNOWN_VENDOR`, async () => {
      await expectRefused(
        () => seamlessCall(t, op, validBody(op), { vendor: 'NOBODY' }),
        401,
        'UNKNOWN_VENDOR',
      );
      await expectRefused(() => seamlessCall(t, op, validBody(op), { vendor: '' }), 401, 'UNKNOWN_VENDOR');
    });
    it(`${op}: bad, missing or foreign signature → INVALID_SIGNATURE`, async () => {
      await expectRefused(
        () => seamlessCall(t, op, validBody(op), { signature: '0'.repeat(64) }),
        401,
        'INVALID_SIGNATURE',
      );
      await expectRefused(
        () => seamlessCall(t, op, validBody(op), { signature: '' }),
        401,
        'INVALID_SIGNATURE',
      );
      await expectRefused(
        () => seamlessCall(t, op, validBody(op), { secret: 'another-secret-of-at-least-32-chars!' }),
        401,
        'INVALID_SIGNATURE',
      );
    });
    it(`${op}: a body tampered after signing → INVALID_SIGNATURE`, async () => {
      const secret = await inhouseVendorSecret(t.db);
      const signed = JSON.stringify(validBody(op));
      const tampered = signed.replace('"requestId":"', '"requestId":"x');
      expect(tampered).not.toBe(signed);
      await expectRefused(
        () => seamlessCall(t, op, null, { rawBody: tampered, signature: signBody(secret, signed) }),
        401,
        'INVALID_SIGNATURE',
      );
    });
    it(`${op}: unknown fields, missing fields, non-JSON → VALIDATION_FAILED / MALFORMED_REQUEST`, async () => {
      await expectRefused(
        () => seamlessCall(t, op, { ...validBody(op), extra: 1 }),
        400,
        'VALIDATION_FAILED',
      );
      await expectRefused(() => seamlessCall(t, op, {}), 400, 'VALIDATION_FAILED');
      await expectRefused(() => seamlessCall(t, op, [validBody(op)]), 400, 'VALIDATION_FAILED');
      await expectRefused(
        () => seamlessCall(t, op, null, { rawBody: '{"requestId": ' }),
        400,
        'MALFORMED_REQUEST',
      );
    });
  }

  it('ids with characters outside the allowed set are refused', async () => {
    await expectRefused(
      () => seamlessCall(t, 'bet', betBody(p, { transactionId: "x'; drop table ledger_entries; --" })),
      400,
      'VALIDATION_FAILED',
    );
    await expectRefused(
      () => seamlessCall(t, 'bet', betBody(p, { roundId: 'r'.repeat(65) })),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('a playerId that is not one of ours → PLAYER_NOT_FOUND', async () => {
    for (const playerId of ['-1', '1e3', '00012', '99999999999']) {
      await expectRefused(() => seamlessCall(t, 'bet', betBody(p, { playerId })), 404, 'PLAYER_NOT_FOUND');
    }
  });

  it('another player id with this player’s token → SESSION_EXPIRED', async () => {
    const q = await createPlayer(t, 1_000);
    await expectRefused(
      () => seamlessCall(t, 'bet', betBody(p, { playerId: q.playerId })),
      401,
      'SESSION_EXPIRED',
    );
  });

  it('a wrong content type is still checked for its signature first', async () => {
    await expectRefused(
      () => seamlessCall(t, 'bet', betBody(p), { contentType: 'text/plain', signature: 'f'.repeat(64) }),
      401,
      'INVALID_SIGNATURE',
    );
  });
});

describe('[SEAMLESS] replayed ids', () => {
  it('a replayed bet, win and rollback move nothing', async () => {
    const bet = betBody(p, { amount: 50 });
    const win = winBody(p, bet, { amount: 70 });
    await seamlessCall(t, 'bet', bet);
    await seamlessCall(t, 'win', win);
    const other = betBody(p, { amount: 30 });
    const rb = rollbackBody(p, other);
    await seamlessCall(t, 'bet', other);
    await seamlessCall(t, 'rollback', rb);
    const before = await ledgerSnapshot(t.db);
    for (const [op, body] of [
      ['bet', bet],
      ['win', win],
      ['bet', other],
      ['rollback', rb],
    ] as const) {
      const res = await seamlessCall(t, op, { ...body, requestId: 'replay' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ replayed: true });
    }
    expect(await ledgerSnapshot(t.db)).toEqual(before);
  });

  it('a replayed id with a changed amount → DUPLICATE_TRANSACTION', async () => {
    const bet = betBody(p, { amount: 20 });
    await seamlessCall(t, 'bet', bet);
    await expectRefused(() => seamlessCall(t, 'bet', { ...bet, amount: 21 }), 409, 'DUPLICATE_TRANSACTION');
    const win = winBody(p, bet, { amount: 5 });
    await seamlessCall(t, 'win', win);
    await expectRefused(() => seamlessCall(t, 'win', { ...win, amount: 6 }), 409, 'DUPLICATE_TRANSACTION');
  });
});
