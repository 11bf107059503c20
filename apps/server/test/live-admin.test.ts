// [LIVE-ADMIN] The operator's side of the live tables (decision 050) on the tier's database (PGlite,
// or PostgreSQL with DATABASE_URL): the permission area `live` (owner and risk write, auditor reads,
// finance nothing); the table list with its current round; limits (refused when max < min, unknown
// table 404; the next bet is checked against them); pause (no new round, rounds made ahead voided)
// and resume; void of a round not yet settled (each bet rolled back through the wallet, twice is
// harmless, a settled round refused, an unknown round 404); an audit row per change; ledger invariants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLiveAdminTables } from '@pavilion/contracts/live-tables-admin';
import type { TOperatorRole } from '@pavilion/contracts/console-access';
import { placeLiveBet } from '@/modules/live-tables/live-bets.service.ts';
import { ensureRounds } from '@/modules/live-tables/live-rounds.service.ts';
import { runLiveTick, settleRound } from '@/modules/live-tables/live-settlement.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { createOperator, operatorToken } from './helpers/console-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
const tokens = new Map<TOperatorRole, string>();

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['owner', 'risk', 'auditor', 'finance'] as const) {
    tokens.set(role, await operatorToken(t, await createOperator(t, role)));
  }
});
afterAll(async () => {
  await t.close();
});

const call = (role: TOperatorRole, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.call({ method, url: `/api/admin/live/tables${url}`, token: tokens.get(role)!, payload });

async function player(balance: number) {
  const m = await createMember(t, { balance });
  await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { id: m.id, memberId: m.id, sessionId: Number(s.id) };
}

async function roundOn(tableId: string) {
  const state = (await t.call({ method: 'GET', url: `/api/live/tables/${tableId}` })).json();
  return t.db
    .selectFrom('live_rounds')
    .selectAll()
    .where('id', '=', Number(state.round.id))
    .executeTakeFirstOrThrow();
}

const deps = () => ({ db: t.db, config: t.config });

describe('[LIVE-ADMIN] tables, limits, pause, void', () => {
  it('lists the tables with their current round for live.read, refuses a role without it', async () => {
    await roundOn('baccarat-1');
    const res = await call('auditor', 'GET', '');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TLiveAdminTables;
    expect(body.items.map((i) => i.id)).toContain('baccarat-1');
    expect(body.items.find((i) => i.id === 'baccarat-1')).toMatchObject({
      paused: false,
      round: { status: 'open', phase: 'betting', bets: 0, stake: 0 },
    });
    expect((await call('finance', 'GET', '')).statusCode).toBe(403);
    expect((await call('auditor', 'PUT', '/baccarat-1/pause', { paused: true })).statusCode).toBe(403);
  });

  it('changes limits (the next bet is checked against them); refuses max below min and unknown tables', async () => {
    const res = await call('risk', 'PUT', '/roulette-1/limits', { minBet: 500, maxBet: 1000 });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TLiveAdminTables).items.find((i) => i.id === 'roulette-1')).toMatchObject({
      minBet: 500,
      maxBet: 1000,
    });
    const bad = await call('risk', 'PUT', '/roulette-1/limits', { minBet: 1000, maxBet: 500 });
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
    expect(errorCode(await call('risk', 'PUT', '/roulette-1/limits', { minBet: 0, maxBet: 500 }))).toBe(
      'VALIDATION_FAILED',
    );
    const missing = await call('risk', 'PUT', '/no-such-table/limits', { minBet: 100, maxBet: 500 });
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('LIVE_TABLE_NOT_FOUND');
    const a = await player(10_000);
    const round = await roundOn('roulette-1');
    await expect(
      placeLiveBet(
        deps(),
        a,
        'roulette-1',
        { roundId: String(round.id), placement: { game: 'roulette', bets: [{ type: 'red', amount: 400 }] } },
        new Date(round.opens_at.getTime() + 1),
      ),
    ).rejects.toMatchObject({ code: 'LIVE_BET_LIMIT' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('status')
      .where('route', '=', '/api/admin/live/tables/:id/limits')
      .execute();
    expect(audit.map((r) => r.status).sort()).toEqual([200, 400, 400, 404]);
  });

  it('pauses a table: no new round while paused, rounds made ahead voided; resume starts one', async () => {
    const current = await roundOn('dragon-tiger-1');
    expect((await call('owner', 'PUT', '/dragon-tiger-1/pause', { paused: true })).statusCode).toBe(200);
    const ahead = await t.db
      .selectFrom('live_rounds')
      .select(['status'])
      .where('table_id', '=', 'dragon-tiger-1')
      .where('opens_at', '>', new Date())
      .execute();
    expect(ahead.every((r) => r.status === 'void')).toBe(true);
    // long after the round on: nothing is made while paused
    const later = new Date(current.next_opens_at.getTime() + 60_000);
    const paused = await t.db
      .selectFrom('live_tables')
      .selectAll()
      .where('id', '=', 'dragon-tiger-1')
      .executeTakeFirstOrThrow();
    await ensureRounds(t.db, paused, later);
    const playable = () =>
      t.db
        .selectFrom('live_rounds')
        .select(['round_no', 'status', 'opens_at'])
        .where('table_id', '=', 'dragon-tiger-1')
        .where('status', '!=', 'void')
        .where('round_no', '>', current.round_no)
        .execute();
    expect(await playable()).toEqual([]);
    expect((await call('owner', 'PUT', '/dragon-tiger-1/pause', { paused: false })).statusCode).toBe(200);
    await roundOn('dragon-tiger-1');
    // the next round is made again, numbered after the voided one, opening when the current one ends
    const next = await playable();
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ status: 'open', opens_at: current.next_opens_at });
    expect(next[0]!.round_no).toBeGreaterThan(current.round_no + 1);
    expect(errorCode(await call('owner', 'PUT', '/nope/pause', { paused: true }))).toBe(
      'LIVE_TABLE_NOT_FOUND',
    );
    expect(errorCode(await call('owner', 'PUT', '/sic-bo-1/pause', { paused: 'yes' }))).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('voids a round not yet settled: every bet rolled back once, settlement skips it, a second void is harmless', async () => {
    const a = await player(10_000);
    const b = await player(10_000);
    const round = await roundOn('baccarat-1');
    const at = new Date(round.opens_at.getTime() + 1);
    for (const p of [a, b]) {
      await placeLiveBet(
        deps(),
        p,
        'baccarat-1',
        {
          roundId: String(round.id),
          placement: { game: 'baccarat', bets: [{ type: 'banker', amount: 700 }] },
        },
        at,
      );
    }
    expect((await memberWallet(t.db, a.id)).balance).toBe(9_300);
    const url = `/baccarat-1/rounds/${round.id}/void`;
    const res = await call('risk', 'POST', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ roundId: String(round.id), status: 'void', bets: 2, refunded: 2 });
    expect((await memberWallet(t.db, a.id)).balance).toBe(10_000);
    expect((await memberWallet(t.db, b.id)).balance).toBe(10_000);
    // again: nothing more moves
    expect((await call('risk', 'POST', url)).json()).toMatchObject({ bets: 2, refunded: 2 });
    expect(await settleRound(t.db, Number(round.id), new Date(round.settles_at.getTime() + 1000))).toBeNull();
    await runLiveTick(t.db, t.config, new Date());
    expect((await memberWallet(t.db, a.id)).balance).toBe(10_000);
    const bets = await t.db
      .selectFrom('live_bets')
      .select(['status', 'payout'])
      .where('round_id', '=', round.id)
      .execute();
    expect(bets).toEqual([
      { status: 'void', payout: null },
      { status: 'void', payout: null },
    ]);
    // a late bet on the void round is refused
    await expect(
      placeLiveBet(
        deps(),
        a,
        'baccarat-1',
        {
          roundId: String(round.id),
          placement: { game: 'baccarat', bets: [{ type: 'banker', amount: 700 }] },
        },
        at,
      ),
    ).rejects.toMatchObject({ code: 'LIVE_BETTING_CLOSED' });
    // my bets say so
    const mine = (
      await t.call({ method: 'GET', url: '/api/live/tables/baccarat-1/bets', token: await memberToken(a.id) })
    ).json();
    expect(mine.items[0]).toMatchObject({ status: 'void', roundId: String(round.id) });
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('refuses to void a settled round, an unknown round and a round of another table', async () => {
    const round = await roundOn('sic-bo-1');
    expect(await settleRound(t.db, Number(round.id), new Date(round.settles_at.getTime() + 10))).toBe(0);
    const settled = await call('owner', 'POST', `/sic-bo-1/rounds/${round.id}/void`);
    expect(settled.statusCode).toBe(409);
    expect(errorCode(settled)).toBe('LIVE_ROUND_SETTLED');
    const unknown = await call('owner', 'POST', '/sic-bo-1/rounds/999999999/void');
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('LIVE_ROUND_NOT_FOUND');
    expect(errorCode(await call('owner', 'POST', `/baccarat-2/rounds/${round.id}/void`))).toBe(
      'LIVE_ROUND_NOT_FOUND',
    );
    expect(errorCode(await call('owner', 'POST', '/sic-bo-1/rounds/abc/void'))).toBe('VALIDATION_FAILED');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('status')
      .where('route', '=', '/api/admin/live/tables/:id/rounds/:roundId/void')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(6);
  });
});

async function memberToken(memberId: number): Promise<string> {
  return createSession(t.db, t.config, { kind: 'member', memberId, ip: nextIp() });
}
