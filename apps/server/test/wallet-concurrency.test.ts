// Ledger under real concurrency (PostgreSQL only; skipped on PGlite, which has one connection):
// competing debits, opposite-order transfers and concurrent replays through a 24-connection pool.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '@/db/tables.ts';
import { PG_TYPES } from '@/db/type-parsers.ts';
import { AppError } from '@/shared/app-error.ts';
import { memberWallet, postTransaction, type TLeg } from '@/modules/wallet/ledger.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

const base = process.env.DATABASE_URL;

describe.skipIf(!base)('ledger concurrency on PostgreSQL', () => {
  let t: TTestApp;
  let db: Kysely<TDatabase>;

  beforeAll(async () => {
    t = await startTestApp();
    // A wider pool on the same per-file database than the app's own (10).
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    const url = new URL(base!);
    url.pathname = `/${rows[0]!.name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 24, types: PG_TYPES });
    // Dropping the test database at the end ends this pool's idle connections from the server side;
    // without a listener that event is an uncaught error (the app's own pool has one: database.ts).
    pool.on('error', () => {});
    db = new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
  });
  afterAll(async () => {
    await db?.destroy();
    await t?.close();
  });

  async function fundedWallet(balance: number): Promise<number> {
    const m = await createMember(t, { balance });
    return (await memberWallet(t.db, m.id)).accountId;
  }

  async function settle<T>(attempts: Promise<T>[]) {
    const results = await Promise.allSettled(attempts);
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    return { ok, failed };
  }

  it('lets exactly one of 20 concurrent debits of more than half the balance through', async () => {
    const wallet = await fundedWallet(10_000);
    const sink = await fundedWallet(0);
    const { ok, failed } = await settle(
      Array.from({ length: 20 }, (_, i) =>
        postTransaction(db, {
          idempotencyKey: `race:${wallet}:${i}`,
          kind: 'bet',
          legs: [
            { accountId: wallet, amount: -(5_001 + i) },
            { accountId: sink, amount: 5_001 + i },
          ],
          description: 'race',
        }),
      ),
    );
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(19);
    for (const error of failed) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('INSUFFICIENT_FUNDS');
    }
    const spent = 10_000 - ok[0]!.balances[0]!;
    expect(spent).toBeGreaterThan(5_000);
    const rows = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('id', 'in', [wallet, sink])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => Number(r.balance))).toEqual([10_000 - spent, spent]);
    const entries = await db
      .selectFrom('ledger_entries')
      .select('id')
      .where('account_id', '=', wallet)
      .execute();
    expect(entries).toHaveLength(2); // opening credit + the one debit
  });

  it('runs 200 random transfers in opposite orders without a deadlock, conserving the total', async () => {
    const ids = [
      await fundedWallet(100_000),
      await fundedWallet(100_000),
      await fundedWallet(100_000),
      await fundedWallet(100_000),
    ];
    const total = async () => {
      const rows = await db.selectFrom('ledger_accounts').select('balance').where('id', 'in', ids).execute();
      return rows.reduce((sum, r) => sum + Number(r.balance), 0);
    };
    const before = await total();
    // mulberry32: a seeded generator whose low bits are as random as its high ones
    let state = 12_345;
    const rand = (n: number) => {
      state = (state + 0x6d2b79f5) | 0;
      let x = Math.imul(state ^ (state >>> 15), 1 | state);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) % n;
    };
    const jobs = Array.from({ length: 200 }, (_, i) => {
      const from = ids[rand(4)]!;
      const to = ids.filter((id) => id !== from)[rand(3)]!;
      const amount = 1 + rand(5_000);
      // Half the postings list the credit leg first: callers name accounts in any order.
      const legs: TLeg[] =
        i % 2
          ? [
              { accountId: from, amount: -amount },
              { accountId: to, amount },
            ]
          : [
              { accountId: to, amount },
              { accountId: from, amount: -amount },
            ];
      if (i % 5 === 0) {
        const third = ids.find((id) => id !== from && id !== to)!;
        legs[legs.findIndex((l) => l.amount > 0)]!.amount -= 1;
        legs.push({ accountId: third, amount: 1 });
      }
      return postTransaction(db, {
        idempotencyKey: `swap:${ids[0]}:${i}`,
        kind: 'transfer',
        legs,
        description: 'swap',
      });
    });
    const { ok, failed } = await settle(jobs);
    // A transfer may find its payer short; a deadlock or any other failure is a bug.
    expect(failed.filter((e) => !(e instanceof AppError && e.code === 'INSUFFICIENT_FUNDS'))).toEqual([]);
    expect(ok.length).toBeGreaterThan(150);
    expect(await total()).toBe(before);
    expect(await findLedgerViolations(db)).toEqual([]);
  });

  it('pays once for 10 concurrent first posts of the same key', async () => {
    const wallet = await fundedWallet(1_000);
    const sink = await fundedWallet(0);
    const key = `replay:${wallet}`;
    const { ok, failed } = await settle(
      Array.from({ length: 10 }, () =>
        postTransaction(db, {
          idempotencyKey: key,
          kind: 'bet',
          legs: [
            { accountId: wallet, amount: -400 },
            { accountId: sink, amount: 400 },
          ],
          description: 'once',
        }),
      ),
    );
    expect(failed).toEqual([]);
    expect(new Set(ok.map((r) => r.transactionId)).size).toBe(1);
    expect(ok.filter((r) => !r.replayed)).toHaveLength(1);
    expect(
      (
        await memberWallet(
          db,
          (
            await db
              .selectFrom('ledger_accounts')
              .select('member_id')
              .where('id', '=', wallet)
              .executeTakeFirstOrThrow()
          ).member_id!,
        )
      ).balance,
    ).toBe(600);
    const tx = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', key)
      .execute();
    expect(tx).toHaveLength(1);
  });
});
