// [LIVE] Live-style tables on the tier's database (PGlite, or PostgreSQL with DATABASE_URL): rounds
// are committed before they open and reveal nothing before settlement; a bet is taken inside the
// window and refused after it (no money moves); limits and malformed spots are refused; settlement by
// two instances at once (two ticks and two job runners) settles each round once and pays each bet
// once, by the engine's rules; the revealed seed verifies; the ledger's invariants hold; the SSE stream
// sends the table's state.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleLiveBets, verifyRound } from '@pavilion/games/live-tables/deal';
import { ZLiveLobbySchema, type TLiveBets } from '@pavilion/contracts/live-tables';
import { startJobRunner, type TJobRunner } from '@/jobs/job-runner.ts';
import { engineBets, placeLiveBet } from '@/modules/live-tables/live-bets.service.ts';
import { liveTablesJob } from '@/modules/live-tables/live-tables.jobs.ts';
import { runLiveTick } from '@/modules/live-tables/live-settlement.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { TOPIC_SSE_TIMINGS } from '@/shared/topic-bus.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
const runners: TJobRunner[] = [];
const silent = { info: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };

// the first file of a run builds the seeded snapshot: minutes on a loaded machine
beforeAll(async () => {
  t = await startTestApp();
}, 300_000);
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await t.close();
});

async function player(balance: number) {
  const m = await createMember(t, { balance });
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { ...m, memberId: m.id, token, sessionId: Number(s.id) };
}

async function currentRound(tableId: string) {
  const res = await t.call({ method: 'GET', url: `/api/live/tables/${tableId}` });
  expect(res.statusCode).toBe(200);
  const state = res.json();
  return t.db
    .selectFrom('live_rounds')
    .selectAll()
    .where('id', '=', Number(state.round.id))
    .executeTakeFirstOrThrow();
}

const deps = () => ({ db: t.db, config: t.config });
const baccarat = (type: string, amount: number) =>
  ({ game: 'baccarat', bets: [{ type, amount }] }) as TLiveBets;

describe('[LIVE] rounds and bets', () => {
  it('lists five tables with committed rounds that reveal nothing before settlement', async () => {
    const res = await t.call({ method: 'GET', url: '/api/live/tables' });
    expect(res.statusCode).toBe(200);
    const lobby = ZLiveLobbySchema.parse(res.json());
    expect(lobby.tables.map((x) => x.id)).toEqual([
      'baccarat-1',
      'baccarat-2',
      'roulette-1',
      'dragon-tiger-1',
      'sic-bo-1',
    ]);
    for (const table of lobby.tables) {
      expect(table.round.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(table.round.serverSeed).toBeNull();
      expect(table.round.result).toBeNull();
    }
    // the next round of each table is already committed
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from live_rounds`.execute(t.db);
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(10);
  });

  it('takes a bet in the window, refuses a late one, settles once across two instances', async () => {
    const a = await player(100_000);
    const b = await player(100_000);
    const round = await currentRound('baccarat-1');
    const inWindow = new Date(round.opens_at.getTime() + 1);
    const placedA = await placeLiveBet(
      deps(),
      a,
      'baccarat-1',
      { roundId: String(round.id), placement: baccarat('banker', 1000) },
      inWindow,
    );
    expect(placedA.balance).toBe(99_000);
    const placedB = await placeLiveBet(
      deps(),
      b,
      'baccarat-1',
      {
        roundId: String(round.id),
        placement: {
          game: 'baccarat',
          bets: [
            { type: 'player', amount: 500 },
            { type: 'player-pair', amount: 200 },
          ],
        },
      },
      inWindow,
    );
    expect(placedB.balance).toBe(99_300);
    // at closesAt the window is shut: refused, nothing written, no money moved
    await expect(
      placeLiveBet(
        deps(),
        a,
        'baccarat-1',
        { roundId: String(round.id), placement: baccarat('tie', 100) },
        round.closes_at,
      ),
    ).rejects.toMatchObject({ code: 'LIVE_BETTING_CLOSED' });
    expect((await memberWallet(t.db, a.id)).balance).toBe(99_000);

    // two instances tick at once at the settlement time: one settles the round
    const outs = await Promise.all([
      runLiveTick(t.db, t.config, round.settles_at),
      runLiveTick(t.db, t.config, round.settles_at),
    ]);
    expect(outs.reduce((n, o) => n + o.bets, 0)).toBe(2);
    const expectA = settleLiveBets(round.result, engineBets(baccarat('banker', 1000))).payout;
    const expectB = settleLiveBets(
      round.result,
      engineBets({
        game: 'baccarat',
        bets: [
          { type: 'player', amount: 500 },
          { type: 'player-pair', amount: 200 },
        ],
      }),
    ).payout;
    expect((await memberWallet(t.db, a.id)).balance).toBe(99_000 + expectA);
    expect((await memberWallet(t.db, b.id)).balance).toBe(99_300 + expectB);
    // ticking again pays nothing more
    await runLiveTick(t.db, t.config, new Date(round.settles_at.getTime() + 1000));
    expect((await memberWallet(t.db, a.id)).balance).toBe(99_000 + expectA);

    // the revealed seed verifies the published result with the package
    const hist = (await t.call({ method: 'GET', url: '/api/live/tables/baccarat-1/history' })).json();
    const item = hist.items.find((i: { id: string }) => i.id === String(round.id));
    expect(
      verifyRound('baccarat', item.serverSeed, { salt: item.salt, hash: item.seedHash }, item.result).valid,
    ).toBe(true);

    // my bets show the payout
    const mine = (
      await t.call({ method: 'GET', url: '/api/live/tables/baccarat-1/bets', token: a.token })
    ).json();
    expect(mine.items[0]).toMatchObject({ status: 'settled', payout: expectA, stake: 1000 });
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('refuses a late bet over HTTP with LIVE_BETTING_CLOSED and moves no money', async () => {
    const a = await player(10_000);
    const round = await currentRound('dragon-tiger-1');
    await t.db
      .updateTable('live_rounds')
      .set({ closes_at: new Date(Date.now() - 1000) })
      .where('id', '=', round.id)
      .execute();
    const res = await t.call({
      method: 'POST',
      url: '/api/live/tables/dragon-tiger-1/bets',
      token: a.token,
      payload: {
        roundId: String(round.id),
        placement: { game: 'dragon-tiger', bets: [{ type: 'dragon', amount: 100 }] },
      },
    });
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('LIVE_BETTING_CLOSED');
    expect((await memberWallet(t.db, a.id)).balance).toBe(10_000);
  });

  it('refuses limits, malformed spots, another game and a bet beyond the balance', async () => {
    const a = await player(5000);
    const round = await currentRound('roulette-1');
    const now = new Date(round.opens_at.getTime() + 1);
    const place = (placement: TLiveBets, tableId = 'roulette-1') =>
      placeLiveBet(deps(), a, tableId, { roundId: String(round.id), placement }, now);
    await expect(place({ game: 'roulette', bets: [{ type: 'red', amount: 50 }] })).rejects.toMatchObject({
      code: 'LIVE_BET_LIMIT',
    });
    await expect(place({ game: 'roulette', bets: [{ type: 'red', amount: 200_001 }] })).rejects.toMatchObject(
      { code: 'LIVE_BET_LIMIT' },
    );
    await expect(
      place({ game: 'roulette', bets: [{ type: 'split', numbers: [1, 36], amount: 100 }] }),
    ).rejects.toMatchObject({ code: 'LIVE_INVALID_BET' });
    await expect(place(baccarat('banker', 100))).rejects.toMatchObject({ code: 'LIVE_INVALID_BET' });
    await expect(place({ game: 'roulette', bets: [{ type: 'black', amount: 6000 }] })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from live_bets where member_id = ${a.id}`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(0);
    expect((await memberWallet(t.db, a.id)).balance).toBe(5000);
  });

  it('settles through two job runners (two instances) once, a player who left included', async () => {
    const a = await player(20_000);
    // the round made ahead (the ticks above ran at a later time and settled the current ones)
    await currentRound('sic-bo-1');
    const round = await t.db
      .selectFrom('live_rounds')
      .selectAll()
      .where('table_id', '=', 'sic-bo-1')
      .where('status', '=', 'open')
      .orderBy('round_no', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await placeLiveBet(
      deps(),
      a,
      'sic-bo-1',
      { roundId: String(round.id), placement: { game: 'sic-bo', bets: [{ type: 'big', amount: 1000 }] } },
      new Date(round.opens_at.getTime() + 1),
    );
    // the round is due now; the player has gone (no stream, no request)
    await t.db
      .updateTable('live_rounds')
      .set({ settles_at: new Date(Date.now() - 1) })
      .where('id', '=', round.id)
      .execute();
    const start = () =>
      startJobRunner({
        db: t.db,
        target: t.databaseUrl ? { kind: 'postgres', url: t.databaseUrl, poolSize: 2 } : { kind: 'pglite' },
        log: silent,
        jobs: [liveTablesJob(t.config)],
        monitorSeconds: 1,
      });
    runners.push(...(await Promise.all([start(), start()])));
    const payout = settleLiveBets(
      round.result,
      engineBets({ game: 'sic-bo', bets: [{ type: 'big', amount: 1000 }] }),
    ).payout;
    for (let i = 0; i < 100; i++) {
      const bet = await t.db
        .selectFrom('live_bets')
        .selectAll()
        .where('member_id', '=', a.id)
        .executeTakeFirstOrThrow();
      if (bet.wallet_done && bet.status === 'settled') {
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await memberWallet(t.db, a.id)).balance).toBe(19_000 + payout);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from seamless_bets where member_id = ${a.id}`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(1);
    // the records read the bet under the LIVE category (decision 050), not OTHER
    const recorded = await t.db
      .selectFrom('seamless_bets')
      .select('game_type')
      .where('member_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(recorded.game_type).toBe('LIVE');
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('streams the table state over SSE', async () => {
    TOPIC_SSE_TIMINGS.heartbeatMs = 200;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const missing = await fetch(`${base}/api/live/tables/nope/stream`);
    expect(missing.status).toBe(404);
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live/tables/baccarat-2/stream`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      if (text.includes('event: ready') && text.includes(': heartbeat')) {
        break;
      }
    }
    controller.abort();
    const ready = text.split('\n\n').find((f) => f.startsWith('event: ready')) ?? '';
    expect(JSON.parse(ready.split('data: ')[1] ?? '{}').id).toBe('baccarat-2');
  });
});
