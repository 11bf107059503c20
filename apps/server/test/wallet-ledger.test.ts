// Ledger service against a real database (PGlite, or PostgreSQL with DATABASE_URL): postings,
// guarded debits, idempotent replays, validation before the database, the entry chain.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByAccount } from '@/modules/members/members.repo.ts';
import {
  houseAccount,
  memberWallet,
  postMemberMovement,
  postTransaction,
} from '@/modules/wallet/ledger.service.ts';
import { DEMO_FUNDING_MINOR } from '@/db/seed.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { ledgerCounts } from './wallet-invariants.ts';

let t: TTestApp;
let seq = 0;
const key = (label: string) => `ledger-test:${label}:${++seq}`;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('ledger service', () => {
  it('funds the demo players through the ledger once, however often the seed runs', async () => {
    const player = await findMemberByAccount(t.db, 'player01');
    const wallet = await memberWallet(t.db, player!.id);
    expect(wallet).toMatchObject({ balance: DEMO_FUNDING_MINOR, currency: 'USD' });
    const entries = await t.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('account_id', '=', wallet.accountId)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('credits and debits a member against a house shard, returning the balances', async () => {
    const m = await createMember(t);
    const games = await houseAccount(t.db, 'games', m.id);
    const wallet = await memberWallet(t.db, m.id);
    const credit = await postMemberMovement(t.db, {
      idempotencyKey: key('c'),
      kind: 'adjustment',
      memberId: m.id,
      amount: 5_000,
      counterparty: 'adjustment',
      description: 'credit',
    });
    expect(credit).toMatchObject({ replayed: false, balance: 5_000 });
    const bet = await postTransaction(t.db, {
      idempotencyKey: key('bet'),
      kind: 'bet',
      legs: [
        { accountId: wallet.accountId, amount: -1_200 },
        { accountId: games, amount: 1_200 },
      ],
      description: 'bet',
    });
    expect(bet.balances[0]).toBe(3_800);
    expect(typeof bet.transactionId).toBe('string');
    expect((await memberWallet(t.db, m.id)).balance).toBe(3_800);
  });

  it('refuses a debit beyond the balance with the current balance and changes nothing', async () => {
    const m = await createMember(t, { balance: 700 });
    const before = await ledgerCounts(t.db);
    const attempt = postMemberMovement(t.db, {
      idempotencyKey: key('over'),
      kind: 'bet',
      memberId: m.id,
      amount: -701,
      counterparty: 'games',
      description: 'too much',
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      details: { data: { balance: 700 } },
    });
    expect(await ledgerCounts(t.db)).toEqual(before);
    expect((await memberWallet(t.db, m.id)).balance).toBe(700);
  });

  it('replays the same key with the same legs without moving money; other legs are a duplicate', async () => {
    const m = await createMember(t, { balance: 1_000 });
    const k = key('replay');
    const first = await postMemberMovement(t.db, {
      idempotencyKey: k,
      kind: 'bet',
      memberId: m.id,
      amount: -300,
      counterparty: 'games',
      description: 'bet',
    });
    const again = await postMemberMovement(t.db, {
      idempotencyKey: k,
      kind: 'bet',
      memberId: m.id,
      amount: -300,
      counterparty: 'games',
      description: 'bet',
    });
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true, balance: 700 });
    await expect(
      postMemberMovement(t.db, {
        idempotencyKey: k,
        kind: 'bet',
        memberId: m.id,
        amount: -301,
        counterparty: 'games',
        description: 'bet',
      }),
    ).rejects.toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
    await expect(
      postMemberMovement(t.db, {
        idempotencyKey: k,
        kind: 'win',
        memberId: m.id,
        amount: -300,
        counterparty: 'games',
        description: 'bet',
      }),
    ).rejects.toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
    expect((await memberWallet(t.db, m.id)).balance).toBe(700);
  });

  it('rejects malformed legs before touching the database', async () => {
    const m = await createMember(t, { balance: 100 });
    const w = (await memberWallet(t.db, m.id)).accountId;
    const h = await houseAccount(t.db, 'games', 0);
    const before = await ledgerCounts(t.db);
    const bad: { accountId: number; amount: number }[][] = [
      [{ accountId: w, amount: -1 }],
      [
        { accountId: w, amount: 0 },
        { accountId: h, amount: 0 },
      ],
      [
        { accountId: w, amount: -1.5 },
        { accountId: h, amount: 1.5 },
      ],
      [
        { accountId: w, amount: -1 },
        { accountId: h, amount: 2 },
      ],
      [
        { accountId: w, amount: -(2 ** 60) },
        { accountId: h, amount: 2 ** 60 },
      ],
      [
        { accountId: w, amount: -1 },
        { accountId: w, amount: 1 },
      ],
      [
        { accountId: w, amount: Number.NaN },
        { accountId: h, amount: 1 },
      ],
      [
        { accountId: w, amount: '5' as unknown as number },
        { accountId: h, amount: -5 },
      ],
    ];
    for (const legs of bad) {
      await expect(
        postTransaction(t.db, { idempotencyKey: key('bad'), kind: 'transfer', legs, description: 'bad' }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    await expect(
      postTransaction(t.db, {
        idempotencyKey: key('kind'),
        kind: 'steal' as 'bet',
        legs: [
          { accountId: w, amount: -1 },
          { accountId: h, amount: 1 },
        ],
        description: '',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      postTransaction(t.db, {
        idempotencyKey: key('missing'),
        kind: 'transfer',
        legs: [
          { accountId: w, amount: -1 },
          { accountId: 987_654_321, amount: 1 },
        ],
        description: '',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      postMemberMovement(t.db, {
        idempotencyKey: key('nobody'),
        kind: 'bet',
        memberId: 987_654_321,
        amount: -1,
        counterparty: 'games',
        description: '',
      }),
    ).rejects.toMatchObject({ code: 'PLAYER_NOT_FOUND' });
    await expect(memberWallet(t.db, 987_654_321)).rejects.toMatchObject({ code: 'PLAYER_NOT_FOUND' });
    expect(await ledgerCounts(t.db)).toEqual(before);
  });

  it('writes entries with balance_after and a continuous per-account chain', async () => {
    const m = await createMember(t, { balance: 10_000 });
    const w = (await memberWallet(t.db, m.id)).accountId;
    for (let i = 0; i < 3; i++) {
      await postMemberMovement(t.db, {
        idempotencyKey: key('chain'),
        kind: 'bet',
        memberId: m.id,
        amount: -100,
        counterparty: 'games',
        description: 'bet',
      });
    }
    const entries = await t.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('account_id', '=', w)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => Number(e.balance_after))).toEqual([10_000, 9_900, 9_800, 9_700]);
    expect(entries[0]!.prev_entry_id).toBeNull();
    for (let i = 1; i < entries.length; i++) {
      expect(Number(entries[i]!.prev_entry_id)).toBe(Number(entries[i - 1]!.id));
    }
    const account = await t.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('id', '=', w)
      .executeTakeFirstOrThrow();
    expect(Number(account.last_entry_id)).toBe(Number(entries.at(-1)!.id));
  });

  it('spreads house postings over 64 shard rows per purpose, in the database as in the service', async () => {
    const ids = new Set<number>();
    for (let k = 0; k < 128; k++) {
      ids.add(await houseAccount(t.db, 'games', k));
    }
    expect(ids.size).toBe(64);
    expect(await houseAccount(t.db, 'games', 3)).toBe(await houseAccount(t.db, 'games', 67));
    // The seamless functions pick the member's shard in SQL: the same row as the service.
    const { rows } = await sql<{
      key: number;
      id: number;
    }>`select g as key, seamless_house_account(g) as id from generate_series(1, 128) g`.execute(t.db);
    for (const row of rows) {
      expect(Number(row.id)).toBe(await houseAccount(t.db, 'games', Number(row.key)));
    }
    const shards = await t.db
      .selectFrom('ledger_accounts')
      .select(['purpose', (eb) => eb.fn.countAll<number>().as('n')])
      .where('owner_type', '=', 'house')
      .groupBy('purpose')
      .execute();
    expect(shards.map((s) => Number(s.n))).toEqual(shards.map(() => 64));
  });
});
