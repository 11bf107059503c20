// Member-centre records over bets placed through the seamless API: betting record, account record,
// profit and loss; date ranges in the member's time zone, filters, paging and whole-range totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBetRecords, TProfitReport, TTransactionRecords } from '@pavilion/contracts/records';
import { insertMemberWithWallet } from '@/modules/members/members.repo.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import {
  betBody,
  createPlayer,
  rollbackBody,
  seamlessCall,
  winBody,
  type TPlayer,
} from './helpers/seamless-client.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let p: TPlayer;
let slot: {
  node_id: number;
  game_type: string;
  vendor_code: string;
  display_name_en: string;
  display_name_zh: string;
};
let live: { node_id: number; game_type: string; vendor_code: string };
const betIds: string[] = [];

/** Places a bet on `nodeId`'s launch token, settles it with `win` (or rolls it back), and dates it. */
async function play(
  player: TPlayer,
  amount: number,
  win: number | 'rollback' | 'open',
  placedAt: string,
  nodeId: number,
) {
  const launch = await createPlayerToken(player, nodeId);
  const bet = betBody(launch, { amount });
  expect((await seamlessCall(t, 'bet', bet)).statusCode).toBe(200);
  if (win === 'rollback') {
    await seamlessCall(t, 'rollback', rollbackBody(launch, bet));
  } else if (win !== 'open') {
    await seamlessCall(t, 'win', winBody(launch, bet, { amount: win }));
  }
  await t.db
    .updateTable('seamless_bets')
    .set({ placed_at: placedAt })
    .where('bet_tx_id', '=', bet.transactionId)
    .execute();
  betIds.push(bet.transactionId);
  return bet;
}

async function createPlayerToken(player: TPlayer, nodeId: number): Promise<TPlayer> {
  const { token } = await issueLaunchToken(t.db, {
    memberId: player.memberId,
    vendorCode: 'INHOUSE',
    nodeId,
  });
  return { ...player, token };
}

const get = <T>(url: string, token = p.sessionToken) =>
  t.call({ method: 'GET', url, token }).then((r) => ({ status: r.statusCode, body: r.json() as T }));

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
  slot = await t.db
    .selectFrom('games')
    .select(['node_id', 'game_type', 'vendor_code', 'display_name_en', 'display_name_zh'])
    .where('game_type', '=', 'RNG')
    .where('parent_node_id', 'is', null)
    .orderBy('node_id')
    .executeTakeFirstOrThrow();
  live = await t.db
    .selectFrom('games')
    .select(['node_id', 'game_type', 'vendor_code'])
    .where('game_type', '=', 'LIVE')
    .where('parent_node_id', 'is', null)
    .orderBy('node_id')
    .executeTakeFirstOrThrow();
  p = await createPlayer(t, 10_000);
  await play(p, 100, 250, '2026-01-01T10:00:00Z', slot.node_id); // +150
  await play(p, 200, 0, '2026-01-01T20:00:00Z', slot.node_id); // -200; 2026-01-02 at UTC+7
  await play(p, 300, 'rollback', '2026-01-03T10:00:00Z', live.node_id); // 0
  await play(p, 50, 'open', '2026-01-03T11:00:00Z', live.node_id); // -50 until settled
});
afterAll(async () => {
  await t.close();
});

describe('[RECORDS] betting record', () => {
  it('needs a player session', async () => {
    const res = await t.call({ method: 'GET', url: '/api/records/bets?from=2026-01-01&to=2026-01-03' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the bets newest first with catalogue names, round ids and whole-range totals', async () => {
    const { status, body } = await get<TBetRecords>(
      '/api/records/bets?from=2026-01-01&to=2026-01-03&pageSize=2',
    );
    expect(status).toBe(200);
    expect(body.rows.map((r) => r.betId)).toEqual([betIds[3], betIds[2]]);
    expect(body.rows[1]).toMatchObject({
      status: 'rolled_back',
      stake: 300,
      payout: 300,
      net: 0,
      gameType: live.game_type,
    });
    expect(body.totals).toEqual({ count: 4, stake: 650, payout: 550, net: -100 });
    expect(body.totalPages).toBe(2);
    const page2 = await get<TBetRecords>(
      '/api/records/bets?from=2026-01-01&to=2026-01-03&pageSize=2&pageNo=2&language=CN',
    );
    expect(page2.body.rows.map((r) => r.betId)).toEqual([betIds[1], betIds[0]]);
    expect(page2.body.rows[1]).toMatchObject({
      gameName: slot.display_name_zh,
      stake: 100,
      payout: 250,
      net: 150,
      status: 'settled',
      gameCode: 'slot-1',
    });
    expect(page2.body.rows[1]!.roundId).toMatch(/^round-/);
    expect(page2.body.totals).toEqual(body.totals);
  });

  it('reads dates in the member’s time zone (tzOffset minutes east of UTC)', async () => {
    const utc = await get<TBetRecords>('/api/records/bets?from=2026-01-02&to=2026-01-02');
    expect(utc.body.totals.count).toBe(0);
    const bangkok = await get<TBetRecords>('/api/records/bets?from=2026-01-02&to=2026-01-02&tzOffset=420');
    expect(bangkok.body.rows.map((r) => r.betId)).toEqual([betIds[1]]);
  });

  it('filters by game type and by vendor', async () => {
    const rng = await get<TBetRecords>('/api/records/bets?from=2026-01-01&to=2026-01-03&gameType=RNG');
    expect(rng.body.totals).toMatchObject({ count: 2, stake: 300 });
    const byVendor = await get<TBetRecords>(
      `/api/records/bets?from=2026-01-01&to=2026-01-03&gameType=LIVE&vendor=${live.vendor_code}`,
    );
    expect(byVendor.body.totals.count).toBe(2);
    const bad = await get<{ error: { code: string; fields: Record<string, string> } }>(
      '/api/records/bets?from=2026-01-01&to=2026-01-03&gameType=NOPE',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('gameType');
  });

  it('refuses reversed and over-long ranges with the field at fault', async () => {
    const reversed = await get<{ error: { code: string; fields: Record<string, string> } }>(
      '/api/records/bets?from=2026-01-03&to=2026-01-01',
    );
    expect([reversed.status, reversed.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(reversed.body.error.fields).toHaveProperty('to');
    const long = await get<{ error: { code: string; fields: Record<string, string> } }>(
      '/api/records/profit?from=2025-01-01&to=2026-01-01',
    );
    expect([long.status, long.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(long.body.error.fields).toHaveProperty('from');
    const notADate = await get<{ error: { code: string } }>(
      '/api/records/transactions?from=2026-02-30&to=2026-03-01',
    );
    expect([notADate.status, notADate.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('[RECORDS] account record', () => {
  it('lists the wallet entries with kinds, balances after and totals', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { status, body } = await get<TTransactionRecords>(
      `/api/records/transactions?from=${today}&to=${today}`,
    );
    expect(status).toBe(200);
    // opening credit, 4 bets, 1 win of 250 (the 0 win moves nothing), 1 rollback
    expect(body.totals).toEqual({ count: 7, credits: 10_000 + 250 + 300, debits: -650 });
    expect(body.rows[0]).toMatchObject({ kind: 'bet', amount: -50, balanceAfter: 9_900 });
    const bets = await get<TTransactionRecords>(
      `/api/records/transactions?from=${today}&to=${today}&kind=bet&pageSize=3`,
    );
    expect(bets.body.totals).toMatchObject({ count: 4, credits: 0, debits: -650 });
    expect(bets.body.rows).toHaveLength(3);
    expect(bets.body.totalPages).toBe(2);
  });

  it('names the game of bets, wins and rollbacks in the requested language', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { body } = await get<TTransactionRecords>(
      `/api/records/transactions?from=${today}&to=${today}&pageSize=20&language=CN`,
    );
    const win = body.rows.find((r) => r.kind === 'win');
    expect(win?.gameName).toBe(slot.display_name_zh);
    expect(body.rows.filter((r) => r.kind === 'bet').every((r) => r.gameName !== null)).toBe(true);
    expect(body.rows.find((r) => r.kind === 'rollback')?.gameName).not.toBeNull();
    expect(body.rows.find((r) => r.amount === 10_000)?.gameName).toBeNull();
  });
});

describe('[RECORDS] profit and loss', () => {
  it('groups by local day and game type over the whole range', async () => {
    const { status, body } = await get<TProfitReport>(
      '/api/records/profit?from=2026-01-01&to=2026-01-03&tzOffset=420',
    );
    expect(status).toBe(200);
    expect(body.rows).toEqual([
      { date: '2026-01-03', gameType: live.game_type, bets: 2, stake: 350, payout: 300, net: -50 },
      { date: '2026-01-02', gameType: slot.game_type, bets: 1, stake: 200, payout: 0, net: -200 },
      { date: '2026-01-01', gameType: slot.game_type, bets: 1, stake: 100, payout: 250, net: 150 },
    ]);
    expect(body.totals).toEqual({ count: 4, stake: 650, payout: 550, net: -100 });
  });

  it('serves trial users their own records', async () => {
    const trial = await insertMemberWithWallet(t.db, {
      account: 'trialrec1',
      nickname: 'Trial',
      type: 4,
      password_hash: 'x',
    });
    const token = await createSession(t.db, t.config, { kind: 'trial', memberId: trial.id, ip: '10.1.2.3' });
    const { status, body } = await get<TBetRecords>('/api/records/bets?from=2026-01-01&to=2026-01-03', token);
    expect(status).toBe(200);
    expect(body.totals.count).toBe(0);
  });
});
