// The in-house game service through its routes (PGlite, or PostgreSQL with DATABASE_URL): the
// game page's data, the seed pair, one real round of every engine replayed with verifyRound once
// its seed is revealed, refusals (login, unknown games, invalid bets, funds, open rounds, other
// members' rounds), idempotent retries, recall and trial play. Money moves through the seamless
// API into the real ledger, so each balance change is checked against payout − stake exactly.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  TFairness,
  TPlayGame,
  TRecentRounds,
  TRotateReply,
  TRound,
  TRoundReply,
} from '@pavilion/contracts/play';
import { ENGINE_IDS, type TEngineId } from '@pavilion/games/engine-meta';
import { hashServerSeed } from '@pavilion/games/provably-fair';
import { verifyRound } from '@pavilion/games/rounds';
import { SAMPLE_STARTS } from '@pavilion/games/testing/sample-starts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { inhouseNodesByEngine } from './helpers/inhouse-games.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const nodes = {} as Record<TEngineId, number>;
let requestSeq = 0;
const requestId = () => `req-${process.pid}-${++requestSeq}-${Date.now()}`;

/** One-shot inputs that every engine accepts, and the start input of the two multi-step games. */
const INPUTS = SAMPLE_STARTS;

async function player(balance: number, type = 0): Promise<{ id: number; token: string }> {
  const m = await createMember(t, { balance, type });
  return {
    id: m.id,
    token: await createSession(t.db, t.config, {
      kind: type === 4 ? 'trial' : 'member',
      memberId: m.id,
      ip: '10.1.2.3',
    }),
  };
}

const get = <T>(token: string, url: string) =>
  t.call({ method: 'GET', url, token }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
const balanceOf = async (token: string, nodeId: number) =>
  (await get<TPlayGame>(token, `/api/play/game?nodeId=${nodeId}`)).body.balance;
const start = (token: string, nodeId: number, input: object, id = requestId()) =>
  t.call({ method: 'POST', url: '/api/play/rounds', token, payload: { nodeId, requestId: id, input } });
const act = (token: string, roundId: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/play/rounds/${roundId}/actions`, token, payload });

/** Plays a whole round of any engine: multi-step games hold everything / stand until settled. */
async function playWhole(token: string, engine: TEngineId): Promise<TRound> {
  const res = await start(token, nodes[engine], INPUTS[engine]);
  expect(res.statusCode, res.body).toBe(200);
  let round = (res.json() as TRoundReply).round;
  while (round.status === 'open') {
    const next = await act(
      token,
      round.roundId,
      engine === 'video-poker'
        ? { engine, hold: [true, true, false, false, true] }
        : engine === 'mines'
          ? { engine, tile: round.engine === 'mines' && round.view ? round.view.picks.length : 0 }
          : { engine, action: 'stand' },
    );
    expect(next.statusCode, next.body).toBe(200);
    round = (next.json() as TRoundReply).round;
  }
  return round;
}

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
  Object.assign(nodes, await inhouseNodesByEngine(t.db));
});
afterAll(async () => {
  await t?.close();
});

describe('[PLAY] access and the game page', () => {
  it('finds a catalogue game for each of the 9 engines', () => {
    expect(Object.keys(nodes).sort()).toEqual([...ENGINE_IDS].sort());
  });

  it('refuses every route without a login', async () => {
    const calls = [
      ['GET', '/api/play/game?nodeId=1'],
      ['GET', '/api/play/fairness'],
      ['PUT', '/api/play/fairness/client-seed'],
      ['POST', '/api/play/fairness/rotate'],
      ['POST', '/api/play/rounds'],
      ['POST', '/api/play/rounds/1/actions'],
      ['GET', '/api/play/rounds'],
      ['GET', '/api/play/rounds/1'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = url.endsWith('client-seed')
        ? { clientSeed: 'abc' }
        : url.endsWith('actions')
          ? { engine: 'blackjack', action: 'hit' }
          : url === '/api/play/rounds' && method === 'POST'
            ? { nodeId: 1, requestId: 'abcdefgh', input: { engine: 'scratch', bet: 100 } }
            : undefined;
      const res = await t.call({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_LOGGED_IN' } });
    }
  });

  it('opens a game with its engine, limits, mode and balance', async () => {
    const p = await player(50_000);
    const res = await get<TPlayGame>(p.token, `/api/play/game?nodeId=${nodes.roulette}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nodeId: nodes.roulette,
      engine: 'roulette',
      theme: null,
      stakeUnit: 'position',
      minBet: 10,
      mode: 'real',
      balance: 50_000,
      currency: 'USD',
    });
    const slot = await get<TPlayGame>(p.token, `/api/play/game?nodeId=${nodes.slot}`);
    expect(slot.body.engine).toBe('slot');
    expect(slot.body.theme).toEqual(expect.any(String));
  });

  it('answers NOT_FOUND for an unknown game, a container and a sportsbook title, GAME_MAINTENANCE under maintenance', async () => {
    const p = await player(0);
    const unknown = await get<{ error: { code: string } }>(p.token, '/api/play/game?nodeId=999999999');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const container = await t.db
      .selectFrom('games')
      .select('node_id')
      .where('is_game', '=', 'VASSALAGE')
      .executeTakeFirstOrThrow();
    const lobby = await get<{ error: { code: string; message: string } }>(
      p.token,
      `/api/play/game?nodeId=${container.node_id}`,
    );
    expect([lobby.status, lobby.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect(lobby.body.error.message).toMatch(/lobby/);
    await t.db.updateTable('games').set({ maintenance: true }).where('node_id', '=', nodes.scratch).execute();
    try {
      const closed = await get<{ error: { code: string } }>(
        p.token,
        `/api/play/game?nodeId=${nodes.scratch}`,
      );
      expect([closed.status, closed.body.error.code]).toEqual([409, 'GAME_MAINTENANCE']);
      const round = await start(p.token, nodes.scratch, INPUTS.scratch);
      expect(round.json()).toMatchObject({ error: { code: 'GAME_MAINTENANCE' } });
    } finally {
      await t.db
        .updateTable('games')
        .set({ maintenance: false })
        .where('node_id', '=', nodes.scratch)
        .execute();
    }
    const sports = await t.db
      .selectFrom('games')
      .select('node_id')
      .where('game_type', '=', 'SPORTS')
      .where('is_game', '=', 'GAME')
      .executeTakeFirstOrThrow();
    const notHouse = await get<{ error: { code: string; message: string } }>(
      p.token,
      `/api/play/game?nodeId=${sports.node_id}`,
    );
    expect([notHouse.status, notHouse.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect(notHouse.body.error.message).toMatch(/sportsbook/);
    const sportsRound = await start(p.token, sports.node_id, INPUTS.slot);
    expect(sportsRound.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const badQuery = await get<{ error: { code: string } }>(p.token, '/api/play/game?nodeId=abc');
    expect([badQuery.status, badQuery.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('[PLAY] provably-fair seeds', () => {
  it('creates a pair on first use, changes the client seed, rotates and reveals', async () => {
    const p = await player(10_000);
    const first = await get<TFairness>(p.token, '/api/play/fairness');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 });
    expect((await get<TFairness>(p.token, '/api/play/fairness')).body).toEqual(first.body);

    const bad = await t.call({
      method: 'PUT',
      url: '/api/play/fairness/client-seed',
      token: p.token,
      payload: { clientSeed: 'has space' },
    });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const changed = await t.call({
      method: 'PUT',
      url: '/api/play/fairness/client-seed',
      token: p.token,
      payload: { clientSeed: 'my-lucky-seed' },
    });
    expect(changed.json()).toEqual({ ...first.body, clientSeed: 'my-lucky-seed' });

    await playWhole(p.token, 'scratch');
    await playWhole(p.token, 'dragon-tiger');
    expect((await get<TFairness>(p.token, '/api/play/fairness')).body.nonce).toBe(2);

    const rotated = await t.call({
      method: 'POST',
      url: '/api/play/fairness/rotate',
      token: p.token,
      payload: {},
    });
    expect(rotated.statusCode).toBe(200);
    const reply = rotated.json() as TRotateReply;
    expect(reply.revealed).toMatchObject({
      serverSeedHash: first.body.serverSeedHash,
      clientSeed: 'my-lucky-seed',
      lastNonce: 1,
    });
    expect(hashServerSeed(reply.revealed.serverSeed)).toBe(first.body.serverSeedHash);
    expect(reply.next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(reply.next.serverSeedHash).not.toBe(first.body.serverSeedHash);
    expect((await get<TFairness>(p.token, '/api/play/fairness')).body).toEqual(reply.next);
  });
});

describe('[PLAY] one round of every engine', () => {
  it('moves the balance by payout − stake exactly and replays with verifyRound once revealed', async () => {
    const p = await player(1_000_000);
    const played: TRound[] = [];
    for (const engine of ENGINE_IDS) {
      const before = await balanceOf(p.token, nodes[engine]);
      const round = await playWhole(p.token, engine);
      const after = await balanceOf(p.token, nodes[engine]);
      expect(round, engine).toMatchObject({ engine, status: 'settled', nodeId: nodes[engine] });
      expect(after - before, engine).toBe(round.payout - round.stake);
      expect([round.balanceBefore, round.balanceAfter], engine).toEqual([before, after]);
      expect(round.seeds.serverSeed, engine).toBeNull();
      played.push(round);
    }
    expect(played.map((r) => r.seeds.nonce)).toEqual(ENGINE_IDS.map((_, i) => i));
    const rotate = (
      await t.call({ method: 'POST', url: '/api/play/fairness/rotate', token: p.token, payload: {} })
    ).json() as TRotateReply;
    for (const original of played) {
      const { body: round } = await get<TRound>(p.token, `/api/play/rounds/${original.roundId}`);
      expect(round.seeds.serverSeed, round.engine).toBe(rotate.revealed.serverSeed);
      const seeds = {
        serverSeed: round.seeds.serverSeed!,
        clientSeed: round.seeds.clientSeed,
        nonce: round.seeds.nonce,
      };
      expect(round.outcome, round.engine).not.toBeNull();
      const replay = round.outcome && verifyRound(round.engine, seeds, round.outcome.input);
      expect(replay, round.engine).toEqual(round.outcome);
      expect(replay?.input, round.engine).toEqual(round.input);
      expect([replay?.stake, replay?.payout], round.engine).toEqual([round.stake, round.payout]);
    }
  });

  it('moves the money in process: no request reaches the /api/seamless routes', async () => {
    const p = await player(10_000);
    const inject = vi.spyOn(t.app, 'inject');
    try {
      const round = await playWhole(p.token, 'blackjack');
      expect(await balanceOf(p.token, nodes.blackjack)).toBe(10_000 - round.stake + round.payout);
      const args: unknown[] = inject.mock.calls.flat();
      const urls = args.map((opts) =>
        typeof opts === 'string'
          ? opts
          : typeof opts === 'object' && opts !== null && 'url' in opts
            ? String(opts.url)
            : '',
      );
      expect(urls.some((url) => url.startsWith('/api/play/rounds'))).toBe(true);
      expect(urls.filter((url) => url.startsWith('/api/seamless/'))).toEqual([]);
    } finally {
      inject.mockRestore();
    }
    // the bet and the win are in the wallet's books all the same
    const bets = await t.db
      .selectFrom('seamless_bets')
      .select(['status'])
      .where('member_id', '=', p.id)
      .execute();
    expect(bets.map((b) => b.status)).toEqual(['settled']);
  });

  it('lets a trial user play with the trial balance', async () => {
    const trial = await player(200_000, 4);
    const game = await get<TPlayGame>(trial.token, `/api/play/game?nodeId=${nodes.baccarat}`);
    expect(game.body).toMatchObject({ mode: 'trial', balance: 200_000 });
    const round = await playWhole(trial.token, 'baccarat');
    expect(await balanceOf(trial.token, nodes.baccarat)).toBe(200_000 - round.stake + round.payout);
  });
});

describe('[PLAY] refusals', () => {
  const invalid: [TEngineId, object, RegExp][] = [
    ['scratch', { engine: 'scratch', bet: 5 }, /between 10 and/],
    ['scratch', { engine: 'scratch', bet: 100_001 }, /between/],
    ['scratch', { engine: 'slot', lineBet: 1, lines: 25 }, /this game plays scratch/],
    ['slot', { engine: 'slot', lineBet: 0, lines: 25 }, /positive/],
    ['slot', { engine: 'slot', lineBet: 10_001, lines: 25 }, /between/],
    ['slot', { engine: 'slot', lineBet: 1, lines: 26 }, /lines/],
    ['roulette', { engine: 'roulette', bets: [{ type: 'red', amount: 1_000_001 }] }, /between/],
    ['roulette', { engine: 'roulette', bets: [{ type: 'straight', numbers: [37], amount: 10 }] }, /straight/],
    [
      'roulette',
      {
        engine: 'roulette',
        bets: Array.from({ length: 30 }, () => ({ type: 'straight', numbers: [7], amount: 1_000_000 })),
      },
      /could win more/,
    ],
    ['baccarat', { engine: 'baccarat', bets: [] }, /place 1 to/],
    ['baccarat', { engine: 'baccarat', bets: [{ type: 'player', amount: 9 }] }, /between/],
    ['sic-bo', { engine: 'sic-bo', bets: [{ type: 'total', total: 3, amount: 10 }] }, /./],
    ['niuniu', { engine: 'niuniu', bets: [{ type: 'equal', amount: 10 }] }, /between 20/],
    ['video-poker', { engine: 'video-poker', bet: 5 }, /between/],
    ['blackjack', { engine: 'blackjack', bet: 500_001 }, /between/],
  ];

  /** Starts of the wrong shape for their engine: the contract refuses them, naming the field. */
  const malformedStarts: [TEngineId, object, string][] = [
    ['scratch', { engine: 'scratch', bet: 10.5 }, 'input.bet'],
    ['scratch', { engine: 'scratch', bet: '100' }, 'input.bet'],
    ['scratch', { engine: 'scratch' }, 'input.bet'],
    ['scratch', { bet: 100 }, 'input.engine'],
    ['slot', { engine: 'slot', lineBet: 1, lines: 25, theme: 'no-such-theme' }, 'input.theme'],
    ['roulette', { engine: 'roulette', bets: 'red' }, 'input.bets'],
    ['roulette', { engine: 'roulette', bets: [null] }, 'input.bets.0'],
    [
      'roulette',
      { engine: 'roulette', bets: [{ type: 'dozen', index: 4, amount: 10 }] },
      'input.bets.0.index',
    ],
    [
      'dragon-tiger',
      { engine: 'dragon-tiger', bets: [{ type: 'phoenix', amount: 10 }] },
      'input.bets.0.type',
    ],
    [
      'sic-bo',
      { engine: 'sic-bo', bets: [{ type: 'combination', faces: [1], amount: 10 }] },
      'input.bets.0.faces',
    ],
    ['blackjack', { engine: 'blackjack', bet: null }, 'input.bet'],
    ['video-poker', { engine: 'video-poker', bets: [{ type: 'player', amount: 10 }] }, 'input.bet'],
  ];

  it('answers VALIDATION_FAILED with the field path for a start of the wrong shape, before anything else', async () => {
    const p = await player(100_000);
    for (const [engine, input, field] of malformedStarts) {
      const res = await start(p.token, nodes[engine], input);
      expect(res.statusCode, `${engine} ${JSON.stringify(input)}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields), JSON.stringify(input)).toContain(field);
    }
    expect(await balanceOf(p.token, nodes.scratch)).toBe(100_000);
    expect((await get<TFairness>(p.token, '/api/play/fairness')).body.nonce).toBe(0);
  });

  it('answers INVALID_BET with the engine reason, moves no money and takes no nonce', async () => {
    const p = await player(100_000);
    for (const [engine, input, reason] of invalid) {
      const res = await start(p.token, nodes[engine], input);
      expect(res.statusCode, `${engine} ${JSON.stringify(input)}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('INVALID_BET');
      expect(res.json().error.message, engine).toMatch(reason);
    }
    expect(await balanceOf(p.token, nodes.scratch)).toBe(100_000);
    expect((await get<TFairness>(p.token, '/api/play/fairness')).body.nonce).toBe(0);
    const malformed = await t.call({
      method: 'POST',
      url: '/api/play/rounds',
      token: p.token,
      payload: { nodeId: nodes.scratch, requestId: 'short', input: { engine: 'scratch', bet: 10 } },
    });
    expect([malformed.statusCode, malformed.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a bet over the balance with INSUFFICIENT_FUNDS and leaves the balance as it was', async () => {
    const p = await player(150);
    const res = await start(p.token, nodes.scratch, { engine: 'scratch', bet: 200 });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS', data: { balance: 150 } } });
    expect(await balanceOf(p.token, nodes.scratch)).toBe(150);
    expect((await get<TRecentRounds>(p.token, '/api/play/rounds')).body.rounds).toEqual([]);
  });

  it('replays a repeated requestId instead of playing again', async () => {
    const p = await player(10_000);
    const id = requestId();
    const first = await start(p.token, nodes.roulette, INPUTS.roulette, id);
    const again = await start(p.token, nodes.roulette, INPUTS.roulette, id);
    expect(again.statusCode).toBe(200);
    expect((again.json() as TRoundReply).round).toEqual((first.json() as TRoundReply).round);
    const round = (first.json() as TRoundReply).round;
    expect(await balanceOf(p.token, nodes.roulette)).toBe(10_000 - round.stake + round.payout);
    expect((await get<TRecentRounds>(p.token, '/api/play/rounds')).body.rounds).toHaveLength(1);
  });

  it('allows one open round per game and keeps the seeds while it is open', async () => {
    const p = await player(10_000);
    const dealt = (await start(p.token, nodes['video-poker'], INPUTS['video-poker'])).json() as TRoundReply;
    expect(dealt.round.status).toBe('open');
    const second = await start(p.token, nodes['video-poker'], INPUTS['video-poker']);
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'ROUND_IN_PROGRESS']);
    const seed = await t.call({
      method: 'PUT',
      url: '/api/play/fairness/client-seed',
      token: p.token,
      payload: { clientSeed: 'other' },
    });
    expect(seed.json().error.code).toBe('ROUND_IN_PROGRESS');
    const rotate = await t.call({
      method: 'POST',
      url: '/api/play/fairness/rotate',
      token: p.token,
      payload: {},
    });
    expect(rotate.json().error.code).toBe('ROUND_IN_PROGRESS');
    const drawn = await act(p.token, dealt.round.roundId, {
      engine: 'video-poker',
      hold: [false, false, false, false, false],
    });
    expect((drawn.json() as TRoundReply).round.status).toBe('settled');
    expect(
      (
        await act(p.token, dealt.round.roundId, {
          engine: 'video-poker',
          hold: [true, true, true, true, true],
        })
      ).json().error.code,
    ).toBe('ROUND_CLOSED');
    expect((await start(p.token, nodes['video-poker'], INPUTS['video-poker'])).statusCode).toBe(200);
  });

  it("hides another member's round: NOT_FOUND to read, ROUND_NOT_FOUND to act", async () => {
    const owner = await player(10_000);
    const other = await player(10_000);
    const open = ((await start(owner.token, nodes.blackjack, INPUTS.blackjack)).json() as TRoundReply).round;
    const read = await get<{ error: { code: string } }>(other.token, `/api/play/rounds/${open.roundId}`);
    expect([read.status, read.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const acted = await act(other.token, open.roundId, { engine: 'blackjack', action: 'stand' });
    expect([acted.statusCode, acted.json().error.code]).toEqual([404, 'ROUND_NOT_FOUND']);
    const missing = await get<{ error: { code: string } }>(owner.token, '/api/play/rounds/999999999999');
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });
});

describe('[PLAY] concurrency', () => {
  it('gives concurrent rounds distinct nonces and lets one of several same-game starts through at a time', async () => {
    const p = await player(1_000_000);
    const oneShot = ENGINE_IDS.filter((e) => e !== 'video-poker' && e !== 'blackjack');
    const replies = await Promise.all(oneShot.map((e) => start(p.token, nodes[e], INPUTS[e])));
    expect(replies.map((r) => r.statusCode)).toEqual(oneShot.map(() => 200));
    const rounds = replies.map((r) => (r.json() as TRoundReply).round);
    expect(rounds.map((r) => r.seeds.nonce).sort((a, b) => a - b)).toEqual(oneShot.map((_, i) => i));

    const same = await Promise.all(
      Array.from({ length: 6 }, () => start(p.token, nodes.scratch, INPUTS.scratch)),
    );
    const codes = same.map((r) =>
      r.statusCode === 200 ? 'ok' : (r.json() as { error: { code: string } }).error.code,
    );
    expect(codes).toContain('ok');
    expect(codes.every((c) => c === 'ok' || c === 'ROUND_IN_PROGRESS')).toBe(true);
    const all = [
      ...rounds,
      ...same.filter((r) => r.statusCode === 200).map((r) => (r.json() as TRoundReply).round),
    ];
    const net = all.reduce((total, r) => total + r.payout - r.stake, 0);
    expect(await balanceOf(p.token, nodes.scratch)).toBe(1_000_000 + net);
  });
});

describe('[PLAY] recall', () => {
  it('lists the last rounds newest first, at most 10, per game', async () => {
    const p = await player(100_000);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await playWhole(p.token, i % 3 === 0 ? 'sic-bo' : 'scratch')).roundId);
    }
    const all = (await get<TRecentRounds>(p.token, '/api/play/rounds')).body.rounds;
    expect(all.map((r) => r.roundId)).toEqual(ids.slice(2).reverse());
    const sicBo = (await get<TRecentRounds>(p.token, `/api/play/rounds?nodeId=${nodes['sic-bo']}&limit=3`))
      .body.rounds;
    expect(sicBo.map((r) => r.roundId)).toEqual(
      ids
        .filter((_, i) => i % 3 === 0)
        .reverse()
        .slice(0, 3),
    );
    expect(sicBo.every((r) => r.engine === 'sic-bo' && r.gameName.length > 0)).toBe(true);
    const tooMany = await get<{ error: { code: string } }>(p.token, '/api/play/rounds?limit=11');
    expect(tooMany.body.error.code).toBe('VALIDATION_FAILED');
  });
});
