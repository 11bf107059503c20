// Multi-step in-house rounds through the routes: video poker deal then draw, blackjack hit/stand,
// double and split (extra stakes debited through further seamless bets in the same round). The
// test picks client seeds that deal the hand each flow needs (it may read the server seed; a
// player cannot), plays the flow, checks every balance step, that the deck and the shoe never
// reach the player mid-round, and replays the settled round with verifyRound after rotation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFairness, TPlayGame, TRotateReply, TRound, TRoundReply } from '@pavilion/contracts/play';
import { legalActions, start, type TBlackjackState } from '@pavilion/games/engines/blackjack';
import { handValue } from '@pavilion/games/engines/blackjack-hand';
import { createFairRng, hashServerSeed } from '@pavilion/games/provably-fair';
import { engineForGame } from '@pavilion/games/registry';
import { verifyRound } from '@pavilion/games/rounds';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let pokerNode = 0;
let blackjackNode = 0;
let seq = 0;
const BET = 100;

async function player(balance: number): Promise<{ id: number; token: string }> {
  const m = await createMember(t, { balance });
  return {
    id: m.id,
    token: await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' }),
  };
}

const balanceOf = async (token: string, nodeId: number) =>
  ((await t.call({ method: 'GET', url: `/api/play/game?nodeId=${nodeId}`, token })).json() as TPlayGame)
    .balance;
const startRound = (token: string, nodeId: number) =>
  t.call({
    method: 'POST',
    url: '/api/play/rounds',
    token,
    payload: {
      nodeId,
      requestId: `multi-${process.pid}-${++seq}`,
      input: { engine: nodeId === pokerNode ? 'video-poker' : 'blackjack', bet: BET },
    },
  });
const act = (token: string, roundId: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/play/rounds/${roundId}/actions`, token, payload });
/** The open views and the settled outcome, read through the round's engine tag. */
function pokerView(round: TRound) {
  if (round.engine !== 'video-poker' || !round.view) {
    throw new Error(`no video poker view in ${JSON.stringify(round)}`);
  }
  return round.view;
}
function pokerOutcome(round: TRound) {
  if (round.engine !== 'video-poker' || !round.outcome) {
    throw new Error(`no video poker outcome in ${JSON.stringify(round)}`);
  }
  return round.outcome;
}
function blackjackOf(round: TRound) {
  if (round.engine !== 'blackjack' || !round.view) {
    throw new Error(`no blackjack view in ${JSON.stringify(round)}`);
  }
  return round.view;
}
const ok = (res: Awaited<ReturnType<typeof act>>): TRoundReply => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TRoundReply;
};

/** A fixed server seed replaces the random one, so each flow deals the same hands on every run. */
const TEST_SERVER_SEED = '5eed'.repeat(16);

/** Sets a client seed whose next blackjack deal satisfies `want` (searched with the server seed). */
async function dealWhere(
  p: { id: number; token: string },
  want: (state: TBlackjackState) => boolean,
): Promise<void> {
  const fairness = (
    await t.call({ method: 'GET', url: '/api/play/fairness', token: p.token })
  ).json() as TFairness;
  await t.db
    .updateTable('inhouse_seed_pairs')
    .set({ server_seed: TEST_SERVER_SEED, server_seed_hash: hashServerSeed(TEST_SERVER_SEED) })
    .where('member_id', '=', p.id)
    .where('active', '=', true)
    .execute();
  for (let i = 0; i < 5_000; i++) {
    const clientSeed = `deal-${i}`;
    if (
      want(start(BET, createFairRng({ serverSeed: TEST_SERVER_SEED, clientSeed, nonce: fairness.nonce })))
    ) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/play/fairness/client-seed',
        token: p.token,
        payload: { clientSeed },
      });
      expect(res.statusCode).toBe(200);
      return;
    }
  }
  throw new Error('no client seed deals the wanted hand');
}

/** After rotation the round's revealed seeds and recorded input give exactly its outcome. */
async function expectReplays(token: string, roundId: string): Promise<void> {
  const rotate = await t.call({ method: 'POST', url: '/api/play/fairness/rotate', token, payload: {} });
  expect(rotate.statusCode, rotate.body).toBe(200);
  const round = (await t.call({ method: 'GET', url: `/api/play/rounds/${roundId}`, token })).json() as TRound;
  expect(round.seeds.serverSeed).toBe((rotate.json() as TRotateReply).revealed.serverSeed);
  const seeds = {
    serverSeed: round.seeds.serverSeed!,
    clientSeed: round.seeds.clientSeed,
    nonce: round.seeds.nonce,
  };
  const replay = round.outcome && verifyRound(round.engine, seeds, round.outcome.input);
  expect(replay).toEqual(round.outcome);
  expect([replay?.stake, replay?.payout]).toEqual([round.stake, round.payout]);
}

async function betsOfRound(roundId: string) {
  return t.db
    .selectFrom('seamless_bets')
    .select(['bet_tx_id', 'amount', 'status'])
    .where('round_id', '=', roundId)
    .where('vendor_code', '=', 'INHOUSE')
    .orderBy('id')
    .execute();
}

const playerPhase = (s: TBlackjackState) => s.phase === 'player';

beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
  const games = await t.db
    .selectFrom('games')
    .select(['node_id', 'sub_type', 'game_type'])
    .where('is_game', '=', 'GAME')
    .where('maintenance', '=', false)
    .orderBy('node_id')
    .execute();
  for (const g of games) {
    const { engine } = engineForGame({ subType: g.sub_type, gameType: g.game_type, nodeId: g.node_id });
    pokerNode ||= engine === 'video-poker' ? g.node_id : 0;
    blackjackNode ||= engine === 'blackjack' ? g.node_id : 0;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('[PLAY] video poker', () => {
  it('deals (stake debited, deck hidden), draws with the holds and settles', async () => {
    const p = await player(10_000);
    const dealt = ok(await startRound(p.token, pokerNode));
    expect(dealt.round).toMatchObject({
      status: 'open',
      stake: BET,
      payout: 0,
      input: { bet: BET },
      balanceBefore: 10_000,
      balanceAfter: 10_000 - BET,
    });
    expect(dealt.balance).toBe(10_000 - BET);
    expect(await balanceOf(p.token, pokerNode)).toBe(10_000 - BET);
    const hand = pokerView(dealt.round).hand;
    expect(hand).toHaveLength(5);
    expect(JSON.stringify(dealt)).not.toContain('deck');

    const bad = await act(p.token, dealt.round.roundId, { engine: 'video-poker', hold: [true, false] });
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const wrongGame = await act(p.token, dealt.round.roundId, { engine: 'blackjack', action: 'hit' });
    expect([wrongGame.statusCode, wrongGame.json().error.code]).toEqual([400, 'INVALID_BET']);

    const hold = [true, false, true, false, false];
    const drawn = ok(await act(p.token, dealt.round.roundId, { engine: 'video-poker', hold }));
    const outcome = pokerOutcome(drawn.round);
    expect(drawn.round).toMatchObject({ status: 'settled', stake: BET, input: { bet: BET, hold } });
    expect(outcome.dealt).toEqual(hand);
    expect([outcome.hand[0], outcome.hand[2]]).toEqual([hand[0], hand[2]]);
    expect(drawn.round.payout).toBe(outcome.payout);
    expect(await balanceOf(p.token, pokerNode)).toBe(10_000 - BET + drawn.round.payout);
    expect(drawn.round.balanceAfter).toBe(10_000 - BET + drawn.round.payout);
    await expectReplays(p.token, drawn.round.roundId);
  });
});

describe('[PLAY] blackjack', () => {
  it('hits and stands; the shoe and the hole card stay hidden while open', async () => {
    const p = await player(10_000);
    await dealWhere(p, (s) => playerPhase(s) && handValue(s.hands[0]!.cards).total <= 11);
    const dealt = ok(await startRound(p.token, blackjackNode));
    expect(dealt.round.status).toBe('open');
    const view = blackjackOf(dealt.round);
    expect(view.dealer[1]).toBeNull();
    expect(view.legalActions).toContain('hit');
    expect(JSON.stringify(dealt)).not.toContain('shoe');
    let round = ok(await act(p.token, dealt.round.roundId, { engine: 'blackjack', action: 'hit' })).round;
    if (round.status === 'open') {
      expect(blackjackOf(round).hands[0]!.cards).toHaveLength(3);
      round = ok(await act(p.token, round.roundId, { engine: 'blackjack', action: 'stand' })).round;
    }
    expect(round).toMatchObject({ status: 'settled', stake: BET });
    expect(round.engine === 'blackjack' && round.input.actions[0]).toBe('hit');
    expect(await balanceOf(p.token, blackjackNode)).toBe(10_000 - BET + round.payout);
    expect((await betsOfRound(round.roundId)).map((b) => b.status)).toEqual(['settled']);
    await expectReplays(p.token, round.roundId);
  });

  it('doubles: a second bet in the same round, one more card, settled at once', async () => {
    const p = await player(10_000);
    await dealWhere(p, playerPhase);
    const dealt = ok(await startRound(p.token, blackjackNode));
    const doubled = ok(await act(p.token, dealt.round.roundId, { engine: 'blackjack', action: 'double' }));
    expect(doubled.round).toMatchObject({
      status: 'settled',
      stake: 2 * BET,
      input: { bet: BET, actions: ['double'] },
    });
    expect(await balanceOf(p.token, blackjackNode)).toBe(10_000 - 2 * BET + doubled.round.payout);
    expect(doubled.round.balanceAfter - doubled.round.balanceBefore).toBe(doubled.round.payout - 2 * BET);
    const bets = await betsOfRound(doubled.round.roundId);
    expect(bets.map((b) => [b.bet_tx_id, Number(b.amount), b.status])).toEqual([
      [`r${doubled.round.roundId}-bet`, BET, 'settled'],
      [`r${doubled.round.roundId}-bet2`, BET, 'settled'],
    ]);
    await expectReplays(p.token, doubled.round.roundId);
  });

  it('applies one of two concurrent doubles and debits the extra stake once', async () => {
    const p = await player(10_000);
    await dealWhere(p, playerPhase);
    const dealt = ok(await startRound(p.token, blackjackNode));
    const both = await Promise.all(
      [0, 1].map(() => act(p.token, dealt.round.roundId, { engine: 'blackjack', action: 'double' })),
    );
    const winners = both.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    const loser = both.find((r) => r.statusCode !== 200)!;
    expect(['ROUND_IN_PROGRESS', 'ROUND_CLOSED']).toContain(loser.json().error.code);
    const round = (winners[0]!.json() as TRoundReply).round;
    expect(round).toMatchObject({ status: 'settled', stake: 2 * BET });
    expect(await balanceOf(p.token, blackjackNode)).toBe(10_000 - 2 * BET + round.payout);
    expect((await betsOfRound(round.roundId)).map((b) => b.status)).toEqual(['settled', 'settled']);
  });

  it('splits a pair into two hands, plays both and settles every bet of the round', async () => {
    const p = await player(10_000);
    // A pair other than aces, so the split hands are played on (split aces finish at once).
    await dealWhere(
      p,
      (s) => playerPhase(s) && legalActions(s).includes('split') && s.hands[0]!.cards[0]! % 13 !== 12,
    );
    const dealt = ok(await startRound(p.token, blackjackNode));
    let reply = ok(await act(p.token, dealt.round.roundId, { engine: 'blackjack', action: 'split' }));
    expect(reply.round.stake).toBe(2 * BET);
    if (reply.round.status === 'open') {
      expect(reply.balance).toBe(10_000 - 2 * BET);
      expect(blackjackOf(reply.round).hands).toHaveLength(2);
    }
    while (reply.round.status === 'open') {
      const legal = blackjackOf(reply.round).legalActions;
      reply = ok(
        await act(p.token, reply.round.roundId, {
          engine: 'blackjack',
          action: legal.includes('double') ? 'double' : 'stand',
        }),
      );
    }
    const round = reply.round;
    const hands = round.engine === 'blackjack' ? (round.outcome?.results ?? []) : [];
    expect(hands.length).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(p.token, blackjackNode)).toBe(10_000 - round.stake + round.payout);
    const bets = await betsOfRound(round.roundId);
    expect(bets.reduce((total, b) => total + Number(b.amount), 0)).toBe(round.stake);
    expect(bets.every((b) => b.status === 'settled')).toBe(true);
    await expectReplays(p.token, round.roundId);
  });

  it('refuses an illegal action and a double over the balance, leaving the hand playable', async () => {
    const p = await player(150);
    await dealWhere(p, (s) => playerPhase(s) && !legalActions(s).includes('split'));
    const dealt = ok(await startRound(p.token, blackjackNode));
    const split = await act(p.token, dealt.round.roundId, { engine: 'blackjack', action: 'split' });
    expect([split.statusCode, split.json().error.code]).toEqual([400, 'INVALID_BET']);
    const double = await act(p.token, dealt.round.roundId, { engine: 'blackjack', action: 'double' });
    expect(double.statusCode).toBe(402);
    expect(double.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS', data: { balance: 50 } } });
    expect(await balanceOf(p.token, blackjackNode)).toBe(50);
    const stood = ok(await act(p.token, dealt.round.roundId, { engine: 'blackjack', action: 'stand' }));
    expect(stood.round).toMatchObject({ status: 'settled', stake: BET, input: { actions: ['stand'] } });
    expect(await balanceOf(p.token, blackjackNode)).toBe(50 + stood.round.payout);
    await expectReplays(p.token, stood.round.roundId);
  });
});
