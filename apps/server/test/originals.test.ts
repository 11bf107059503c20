// The Pavilion Originals through the API (decision 077), on PGlite or PostgreSQL (DATABASE_URL):
// every game and every bet option played for real money through the ledger; a mines round with
// reveals and a cash-out and one that hits a mine (the client seed chosen, with the server seed the
// test may read, so the layout is known); keno at each pick count; the postings, the betting
// record and the replay from the revealed seeds; invalid input answered 4xx with a code.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFairness, TRotateReply, TRound, TRoundReply } from '@pavilion/contracts/play';
import type { TBetRecords } from '@pavilion/contracts/records';
import { startMines } from '@pavilion/games/engines/mines';
import { createFairRng, hashServerSeed } from '@pavilion/games/provably-fair';
import { verifyRound } from '@pavilion/games/rounds';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { originalsNodeIds } from '@/modules/games/originals-catalogue.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let seq = 0;
const nodes = originalsNodeIds();
const SERVER_SEED = '0a1b'.repeat(16);

type TPlayer = { id: number; token: string };
async function player(balance: number): Promise<TPlayer> {
  const m = await createMember(t, { balance });
  return {
    id: m.id,
    token: await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.4' }),
  };
}
const start = (p: TPlayer, nodeId: number, input: object, requestId = `orig-${process.pid}-${++seq}`) =>
  t.call({ method: 'POST', url: '/api/play/rounds', token: p.token, payload: { nodeId, requestId, input } });
const act = (p: TPlayer, roundId: string, payload: object) =>
  t.call({ method: 'POST', url: `/api/play/rounds/${roundId}/actions`, token: p.token, payload });
function ok(res: { statusCode: number; body: string; json: () => unknown }): TRoundReply {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TRoundReply;
}
function refused(res: { statusCode: number; body: string; json: () => unknown }): string {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  return (res.json() as { error: { code: string } }).error.code;
}

/** The member's wallet postings after `afterId`. */
async function postings(memberId: number, afterId: number): Promise<number[]> {
  const rows = await sql<{ amount: string }>`select e.amount from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    where a.owner_type = 'member' and a.member_id = ${memberId} and a.purpose = 'wallet' and e.id > ${afterId}
    order by e.id`.execute(t.db);
  return rows.rows.map((r) => Number(r.amount));
}
async function lastEntryId(): Promise<number> {
  const row = await sql<{ id: string | null }>`select max(id) as id from ledger_entries`.execute(t.db);
  return Number(row.rows[0]?.id ?? 0);
}
async function fixServerSeed(p: TPlayer): Promise<number> {
  await start(p, nodes.dice, { engine: 'dice', bet: 10, target: 5000, side: 'under' }); // creates the pair
  await t.db
    .updateTable('inhouse_seed_pairs')
    .set({ server_seed: SERVER_SEED, server_seed_hash: hashServerSeed(SERVER_SEED) })
    .where('member_id', '=', p.id)
    .where('active', '=', true)
    .execute();
  return ((await t.call({ method: 'GET', url: '/api/play/fairness', token: p.token })).json() as TFairness)
    .nonce;
}
async function expectReplays(p: TPlayer, rounds: TRound[]): Promise<void> {
  const rotate = await t.call({
    method: 'POST',
    url: '/api/play/fairness/rotate',
    token: p.token,
    payload: {},
  });
  expect(rotate.statusCode, rotate.body).toBe(200);
  for (const r of rounds) {
    const round = (
      await t.call({ method: 'GET', url: `/api/play/rounds/${r.roundId}`, token: p.token })
    ).json() as TRound;
    expect(round.seeds.serverSeed).toBe((rotate.json() as TRotateReply).revealed.serverSeed);
    const seeds = {
      serverSeed: round.seeds.serverSeed!,
      clientSeed: round.seeds.clientSeed,
      nonce: round.seeds.nonce,
    };
    expect(verifyRound(round.engine, seeds, round.outcome!.input)).toEqual(round.outcome);
  }
}

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
});
afterAll(async () => {
  await t?.close();
});

describe('[ORIGINALS] catalogue', () => {
  it('lists the five originals under Pavilion Originals, sub type originals, named in en, zh and km', async () => {
    const rows = await t.db
      .selectFrom('games')
      .innerJoin('game_vendors as v', (j) =>
        j.onRef('v.code', '=', 'games.vendor_code').onRef('v.game_type', '=', 'games.game_type'),
      )
      .select([
        'games.node_id',
        'games.display_name_en',
        'games.display_name_zh',
        'games.display_name_km',
        'v.display_name',
      ])
      .where('games.sub_type', '=', 'originals')
      .orderBy('games.node_id')
      .execute();
    expect(rows.map((r) => r.display_name_en)).toEqual(['Dice', 'Limbo', 'Mines', 'Plinko', 'Keno']);
    expect(new Set(rows.map((r) => r.display_name))).toEqual(new Set(['Pavilion Originals']));
    expect(
      rows.every((r) => r.display_name_zh && r.display_name_km && r.display_name_km !== r.display_name_en),
    ).toBe(true);
    for (const [engine, nodeId] of Object.entries(nodes)) {
      const game = (
        await t.call({
          method: 'GET',
          url: `/api/play/game?nodeId=${nodeId}`,
          token: (await player(0)).token,
        })
      ).json() as { engine: string };
      expect(game.engine).toBe(engine);
    }
  });
});

describe('[ORIGINALS] every game and bet option through the ledger', () => {
  it('plays dice, limbo, plinko and keno options; postings, records and replays agree', async () => {
    const p = await player(1_000_000);
    const before = await lastEntryId();
    const inputs: [number, object][] = [
      [nodes.dice, { engine: 'dice', bet: 100, target: 5000, side: 'under' }],
      [nodes.dice, { engine: 'dice', bet: 100, target: 1, side: 'under' }],
      [nodes.dice, { engine: 'dice', bet: 100, target: 9999, side: 'over' }],
      [nodes.dice, { engine: 'dice', bet: 100, target: 200, side: 'over' }],
      [nodes.limbo, { engine: 'limbo', bet: 100, target: 101 }],
      [nodes.limbo, { engine: 'limbo', bet: 100, target: 1_000_000 }],
      ...(['low', 'medium', 'high'] as const).flatMap((risk) =>
        [8, 12, 16].map((rows): [number, object] => [
          nodes.plinko,
          { engine: 'plinko', bet: 100, rows, risk },
        ]),
      ),
      ...Array.from({ length: 10 }, (_, i): [number, object] => [
        nodes.keno,
        { engine: 'keno', bet: 100, picks: Array.from({ length: i + 1 }, (_, k) => 4 * k + 1) },
      ]),
    ];
    const rounds: TRound[] = [];
    for (const [nodeId, input] of inputs) {
      const reply = ok(await start(p, nodeId, input));
      expect(reply.round.status).toBe('settled');
      rounds.push(reply.round);
    }
    const staked = rounds.reduce((a, r) => a + r.stake, 0);
    const paid = rounds.reduce((a, r) => a + r.payout, 0);
    const moves = await postings(p.id, before);
    expect(moves.filter((m) => m < 0).reduce((a, b) => a + b, 0)).toBe(-staked);
    expect(moves.filter((m) => m > 0).reduce((a, b) => a + b, 0)).toBe(paid);
    expect(moves.filter((m) => m < 0)).toHaveLength(rounds.length);
    const keno = rounds.filter((r) => r.engine === 'keno');
    expect(keno.map((r) => (r.outcome as { input: { picks: number[] } }).input.picks.length)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // the betting record lists every round with its stake and payout
    const today = new Date().toISOString().slice(0, 10);
    const records = (
      await t.call({
        method: 'GET',
        url: `/api/records/bets?from=${today}&to=${today}&pageSize=100`,
        token: p.token,
      })
    ).json() as TBetRecords;
    expect(records.totals).toMatchObject({ count: rounds.length, stake: staked, payout: paid });
    expect(new Set(records.rows.map((r) => r.roundId))).toEqual(new Set(rounds.map((r) => r.roundId)));
    await expectReplays(p, rounds);
  });

  it('mines: reveals and cashes out; another round hits a mine; both replay', async () => {
    const p = await player(100_000);
    const nonce = await fixServerSeed(p);
    const clientSeed = 'mines-flow';
    const put = await t.call({
      method: 'PUT',
      url: '/api/play/fairness/client-seed',
      token: p.token,
      payload: { clientSeed },
    });
    expect(put.statusCode).toBe(200);
    const before = await lastEntryId();
    const nonceNow = (
      (await t.call({ method: 'GET', url: '/api/play/fairness', token: p.token })).json() as TFairness
    ).nonce;
    expect(nonceNow).toBeGreaterThanOrEqual(nonce);
    const layout = startMines(
      100,
      3,
      createFairRng({ serverSeed: SERVER_SEED, clientSeed, nonce: nonceNow }),
    ).layout;
    const safe = [...Array(25).keys()].filter((i) => !layout.includes(i));

    const opened = ok(await start(p, nodes.mines, { engine: 'mines', bet: 100, mines: 3 }));
    expect(opened.round.status).toBe('open');
    expect(JSON.stringify(opened)).not.toContain('layout');
    const id = opened.round.roundId;
    ok(await act(p, id, { engine: 'mines', tile: safe[0] }));
    expect(refused(await act(p, id, { engine: 'mines', tile: safe[0] }))).toBe('INVALID_BET');
    expect(refused(await act(p, id, { engine: 'mines', tile: 25 }))).toBe('INVALID_BET');
    const second = ok(await act(p, id, { engine: 'mines', tile: safe[1] }));
    expect(second.round.view).toMatchObject({ picks: [safe[0], safe[1]], multiplier: 128 });
    const out = ok(await act(p, id, { engine: 'mines', cashOut: true }));
    expect(out.round).toMatchObject({ status: 'settled', stake: 100, payout: 128 });
    expect(refused(await act(p, id, { engine: 'mines', tile: safe[2] }))).toBe('ROUND_CLOSED');

    const layout2 = startMines(
      100,
      5,
      createFairRng({ serverSeed: SERVER_SEED, clientSeed, nonce: nonceNow + 1 }),
    ).layout;
    const lost = ok(await start(p, nodes.mines, { engine: 'mines', bet: 100, mines: 5 }));
    const safe2 = [...Array(25).keys()].find((i) => !layout2.includes(i))!;
    ok(await act(p, lost.round.roundId, { engine: 'mines', tile: safe2 }));
    const boom = ok(await act(p, lost.round.roundId, { engine: 'mines', tile: layout2[0] }));
    expect(boom.round).toMatchObject({ status: 'settled', payout: 0 });
    expect((boom.round.outcome as { hit: number }).hit).toBe(layout2[0]);
    expect(await postings(p.id, before)).toEqual([-100, 128, -100]);
    await expectReplays(p, [out.round, boom.round]);
  });
});

describe('[ORIGINALS] invalid input answers 4xx with a code', () => {
  it.each([
    ['dice target 0', 'dice', { engine: 'dice', bet: 100, target: 0, side: 'under' }],
    ['dice target 100.00', 'dice', { engine: 'dice', bet: 100, target: 10_000, side: 'over' }],
    ['dice win chance over 98%', 'dice', { engine: 'dice', bet: 100, target: 9900, side: 'under' }],
    ['limbo target 1.00', 'limbo', { engine: 'limbo', bet: 100, target: 100 }],
    ['limbo target over 10,000', 'limbo', { engine: 'limbo', bet: 100, target: 1_000_001 }],
    ['mines 0', 'mines', { engine: 'mines', bet: 100, mines: 0 }],
    ['mines 25', 'mines', { engine: 'mines', bet: 100, mines: 25 }],
    ['plinko 7 rows', 'plinko', { engine: 'plinko', bet: 100, rows: 7, risk: 'low' }],
    ['keno 11 picks', 'keno', { engine: 'keno', bet: 100, picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
    ['keno duplicate', 'keno', { engine: 'keno', bet: 100, picks: [5, 5] }],
    ['keno 41', 'keno', { engine: 'keno', bet: 100, picks: [41] }],
    ['a stake over the max', 'dice', { engine: 'dice', bet: 100_001, target: 5000, side: 'under' }],
  ] as const)('%s', async (_, engine, input) => {
    const p = await player(1_000_000);
    const code = refused(await start(p, nodes[engine], input));
    expect(['INVALID_BET', 'VALIDATION_FAILED']).toContain(code);
  });

  it('mines: a cash-out before any tile and an action of another shape are refused', async () => {
    const p = await player(10_000);
    const opened = ok(await start(p, nodes.mines, { engine: 'mines', bet: 100, mines: 3 }));
    expect(refused(await act(p, opened.round.roundId, { engine: 'mines', cashOut: true }))).toBe(
      'INVALID_BET',
    );
    expect(refused(await act(p, opened.round.roundId, { engine: 'mines' }))).toBe('INVALID_BET');
    expect(refused(await act(p, opened.round.roundId, { engine: 'mines', tile: 'x' }))).toBe(
      'VALIDATION_FAILED',
    );
  });
});
