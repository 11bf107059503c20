// Property test of the ledger: random sequences of transfers, multi-leg postings, member
// movements, replays, conflicting replays and malformed postings are checked against an
// in-memory model, then the database invariants are verified (no negative member balance,
// transactions sum to zero, balance = opening + entries, continuous entry chain).
// Re-run a failure with FC_SEED=<printed seed>. The database carries over between runs (the model
// starts from its balances), so once it is damaged every later run fails: the shrunk counterexample
// is then only where the damage was seen; the first failing run of the seed is where it was done.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/shared/app-error.ts';
import {
  HOUSE_SHARD_COUNT,
  houseAccount,
  memberWallet,
  postMemberMovement,
  postTransaction,
  type TLeg,
} from '@/modules/wallet/ledger.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations, ledgerCounts } from './wallet-invariants.ts';

let t: TTestApp;
type TAccount = { id: number; member: boolean; memberId: number | null };
let accounts: TAccount[] = [];
/** accounts plus every 'games' shard a member movement may hit */
let tracked: TAccount[] = [];

beforeAll(async () => {
  t = await startTestApp();
  for (const balance of [0, 500, 2_000, 5_000]) {
    const m = await createMember(t, { balance });
    accounts.push({ id: (await memberWallet(t.db, m.id)).accountId, member: true, memberId: m.id });
  }
  // A wallet carried over from wallet_accounts: its history starts at an opening balance.
  const migrated = await createMember(t);
  await t.db
    .updateTable('ledger_accounts')
    .set({ balance: 1_500, opening_balance: 1_500 })
    .where('member_id', '=', migrated.id)
    .execute();
  accounts.push({
    id: (await memberWallet(t.db, migrated.id)).accountId,
    member: true,
    memberId: migrated.id,
  });
  accounts.push({ id: await houseAccount(t.db, 'games', 0), member: false, memberId: null });
  accounts.push({ id: await houseAccount(t.db, 'games', 1), member: false, memberId: null });
  accounts = accounts.sort((a, b) => a.id - b.id);
  tracked = [...accounts];
  for (let shard = 0; shard < HOUSE_SHARD_COUNT; shard++) {
    const id = await houseAccount(t.db, 'games', shard);
    if (!tracked.some((a) => a.id === id)) {
      tracked.push({ id, member: false, memberId: null });
    }
  }
});
afterAll(async () => {
  await t.close();
});

const nAccounts = 7;
const pick = fc.nat(nAccounts - 1);
const amount = fc.integer({ min: 1, max: 3_000 });
const tagged = <T extends string>(t: T) => fc.constant(t);
const opArb = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: tagged('transfer'), from: pick, to: pick, amount }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: tagged('split'), from: pick, a: pick, b: pick, x: amount, y: amount }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: tagged('member'),
      who: fc.nat(4),
      amount: fc.integer({ min: -3_000, max: 3_000 }).filter((n) => n !== 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: tagged('replay'), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: tagged('conflict'), pick: fc.nat(), delta: fc.integer({ min: 1, max: 50 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: tagged('invalid'),
      how: fc.constantFrom('zero', 'unbalanced', 'fraction', 'one-leg', 'same-account'),
    }),
  },
);

type TPosted = { key: string; legs: TLeg[]; transactionId: string };

async function balancesById(): Promise<Map<number, number>> {
  const rows = await t.db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where(
      'id',
      'in',
      tracked.map((a) => a.id),
    )
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.balance)]));
}

let runCounter = 0;

type TOp = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

async function runSequence(ops: TOp[]): Promise<void> {
  const run = ++runCounter;
  const model = await balancesById();
  const posted: TPosted[] = [];
  let seq = 0;
  const expectRejected = async (attempt: () => Promise<unknown>, code: string, data?: unknown) => {
    const before = await ledgerCounts(t.db);
    const error = await attempt().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    if (data !== undefined) {
      expect((error as AppError).details.data).toEqual(data);
    }
    expect(await ledgerCounts(t.db)).toEqual(before);
  };
  /** Posts legs, predicting the outcome from the model. */
  const post = async (legs: TLeg[], member?: { memberId: number; amount: number }) => {
    const key = `prop:${run}:${++seq}`;
    const short = [...legs]
      .sort((a, b) => a.accountId - b.accountId)
      .find(
        (l) => tracked.find((a) => a.id === l.accountId)!.member && model.get(l.accountId)! + l.amount < 0,
      );
    const attempt = () =>
      member
        ? postMemberMovement(t.db, {
            idempotencyKey: key,
            kind: 'bet',
            memberId: member.memberId,
            amount: member.amount,
            counterparty: 'games',
            description: 'prop',
          })
        : postTransaction(t.db, { idempotencyKey: key, kind: 'transfer', legs, description: 'prop' });
    if (short) {
      await expectRejected(attempt, 'INSUFFICIENT_FUNDS', { balance: model.get(short.accountId) });
      return;
    }
    const result = await attempt();
    expect(result.replayed).toBe(false);
    for (const leg of legs) {
      model.set(leg.accountId, model.get(leg.accountId)! + leg.amount);
    }
    if (!member) {
      expect(result.balances).toEqual(legs.map((l) => model.get(l.accountId)));
      posted.push({ key, legs, transactionId: result.transactionId });
    }
  };
  for (const op of ops) {
    const id = (i: number) => accounts[i]!.id;
    if (op.t === 'transfer' && op.from !== op.to) {
      await post([
        { accountId: id(op.from), amount: -op.amount },
        { accountId: id(op.to), amount: op.amount },
      ]);
    } else if (op.t === 'split' && new Set([op.from, op.a, op.b]).size === 3) {
      await post([
        { accountId: id(op.from), amount: -(op.x + op.y) },
        { accountId: id(op.a), amount: op.x },
        { accountId: id(op.b), amount: op.y },
      ]);
    } else if (op.t === 'member') {
      const memberAccounts = accounts.filter((a) => a.member);
      const who = memberAccounts[op.who % memberAccounts.length]!;
      const house = await houseAccount(t.db, 'games', who.memberId!);
      await post(
        [
          { accountId: who.id, amount: op.amount },
          { accountId: house, amount: -op.amount },
        ],
        { memberId: who.memberId!, amount: op.amount },
      );
    } else if (op.t === 'replay' && posted.length > 0) {
      const p = posted[op.pick % posted.length]!;
      const result = await postTransaction(t.db, {
        idempotencyKey: p.key,
        kind: 'transfer',
        legs: p.legs,
        description: 'again',
      });
      expect(result).toEqual({
        transactionId: p.transactionId,
        replayed: true,
        balances: p.legs.map((l) => model.get(l.accountId)),
      });
    } else if (op.t === 'conflict' && posted.length > 0) {
      const p = posted[op.pick % posted.length]!;
      const legs = [
        { ...p.legs[0]!, amount: p.legs[0]!.amount - op.delta },
        { ...p.legs[1]!, amount: p.legs[1]!.amount + op.delta },
        ...p.legs.slice(2),
      ];
      await expectRejected(
        () =>
          postTransaction(t.db, { idempotencyKey: p.key, kind: 'transfer', legs, description: 'changed' }),
        'DUPLICATE_TRANSACTION',
      );
    } else if (op.t === 'invalid') {
      const legs: Record<string, TLeg[]> = {
        zero: [
          { accountId: id(0), amount: 0 },
          { accountId: id(5), amount: 0 },
        ],
        unbalanced: [
          { accountId: id(5), amount: -10 },
          { accountId: id(0), amount: 9 },
        ],
        fraction: [
          { accountId: id(5), amount: -0.5 },
          { accountId: id(0), amount: 0.5 },
        ],
        'one-leg': [{ accountId: id(5), amount: 10 }],
        'same-account': [
          { accountId: id(5), amount: -10 },
          { accountId: id(5), amount: 10 },
        ],
      };
      await expectRejected(
        () =>
          postTransaction(t.db, {
            idempotencyKey: `prop:${run}:${++seq}`,
            kind: 'transfer',
            legs: legs[op.how]!,
            description: 'bad',
          }),
        'VALIDATION_FAILED',
      );
    }
  }
  expect(await balancesById()).toEqual(model);
  expect(await findLedgerViolations(t.db)).toEqual([]);
}

describe('ledger property', () => {
  it('keeps every invariant over random postings, replays and rejections', async () => {
    const seed = Number(process.env.FC_SEED ?? Date.now() % 2_147_483_647);
    try {
      await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 40 }), runSequence), {
        seed,
        numRuns: 100,
      });
    } catch (error) {
      console.error(`ledger property failed: re-run with FC_SEED=${seed}`);
      throw error;
    }
  }, 60_000);
});
