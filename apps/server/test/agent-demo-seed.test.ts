// The demo agent tree (seed-agent-demo.ts) on a first start with the catalogue: its size and
// shape, bets over a month, every wallet equal to its ledger and never below zero, and a second
// start that adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemo } from '@/db/seed.ts';
import { findLedgerViolations, ledgerCounts } from './wallet-invariants.ts';
import { loginRequest } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true, agentTree: true });
});
afterAll(async () => {
  await t?.close();
});

async function agent01Id(): Promise<number> {
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', 'agent01')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('demo agent tree', () => {
  it('puts ~300 members in 3-4 levels under agent01, with 2-4 downline agents', async () => {
    const agentId = await agent01Id();
    const { rows } = await sql<{ depth: number; members: number; agents: number }>`
      select p.depth, count(*)::int as members, count(*) filter (where m.type in (1, 2, 41, 42))::int as agents
      from agent_tree_paths p join members m on m.id = p.descendant_id
      where p.ancestor_id = ${agentId} and p.depth >= 1 group by p.depth order by p.depth`.execute(t.db);
    const total = rows.reduce((s, r) => s + Number(r.members), 0);
    expect(total).toBeGreaterThanOrEqual(290);
    expect(total).toBeLessThanOrEqual(330);
    expect(rows.map((r) => Number(r.depth))).toEqual([1, 2, 3]);
    expect(Number(rows[0]?.agents)).toBeGreaterThanOrEqual(2);
    expect(Number(rows[0]?.agents)).toBeLessThanOrEqual(4);
  });

  it('has a month of settled bets over several game types and days', async () => {
    const { rows } = await sql<{ bets: number; types: number; days: number; settled: number }>`
      select count(*)::int as bets, count(distinct game_type)::int as types,
        count(distinct date_trunc('day', placed_at))::int as days,
        count(*) filter (where status = 'settled')::int as settled
      from seamless_bets where bet_tx_id like 'demo-%'`.execute(t.db);
    const r = rows[0]!;
    expect(Number(r.bets)).toBeGreaterThan(5000);
    expect(Number(r.types)).toBeGreaterThanOrEqual(3);
    expect(Number(r.days)).toBeGreaterThanOrEqual(29);
    expect(Number(r.settled) / Number(r.bets)).toBeGreaterThan(0.95);
  });

  it('keeps every wallet equal to its ledger, with deposits, withdrawals and transfers', async () => {
    expect(await findLedgerViolations(t.db)).toEqual([]);
    const { rows } = await sql<{ kind: string; n: number }>`
      select kind, count(*)::int as n from ledger_transactions where idempotency_key like 'seed:agent-demo:%'
      group by kind`.execute(t.db);
    const kinds = Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
    expect(kinds.deposit).toBeGreaterThan(250);
    expect(kinds.withdrawal).toBeGreaterThan(20);
    expect(kinds.transfer).toBeGreaterThan(5);
  });

  it('adds nothing on a second start, quickly', async () => {
    // the demo's own first start also adds player01's activity, which the test app leaves out
    await seedDemo(t.db);
    const before = await ledgerCounts(t.db);
    const members = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const started = performance.now();
    await seedDemo(t.db);
    const ms = performance.now() - started;
    expect(await ledgerCounts(t.db)).toEqual(before);
    const after = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(members.n));
    expect(ms).toBeLessThan(1000);
  });

  it('keeps the demo logins', async () => {
    for (const [account, password] of [
      ['agent01', 'Agent123'],
      ['player01', 'Player123'],
      ['dagent1', 'Agent123'],
    ] as const) {
      const res = await loginRequest(t, { username: account, password });
      expect(res.statusCode, `${account}: ${res.body}`).toBe(200);
      expect((res.json() as { status: string }).status).toBe('ok');
    }
  });
});
