// Rounds a request left unfinished (the wallet's answer lost, the process gone) and their
// resolution by settleOrphanedRounds at start-up or by a later retry: a bet that landed is paid,
// one that never landed is voided and can never land later, a lost first bet of a hand is
// refunded, and running the recovery again moves nothing. The faults are injected in the
// seamless transport; everything else is the real HTTP pipeline and ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRoundReply } from '@pavilion/contracts/play';
import type { TRoundStart } from '@pavilion/games/lifecycle';
import { engineForGame } from '@pavilion/games/registry';
import { inhouseSeamlessClient, settleOrphanedRounds } from '@/modules/inhouse/orphans.service.ts';
import { startRound, type TRoundDeps } from '@/modules/inhouse/rounds.service.ts';
import {
  createSeamlessClient,
  injectTransport,
  type TSeamlessTransport,
} from '@/modules/inhouse/seamless-client.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { createSession, resolveSession } from '@/modules/sessions/sessions.service.ts';
import { inhouseVendorSecret } from '@/modules/vendors/vendors.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let scratchNode = 0;
let pokerNode = 0;
let seq = 0;

type TFault = 'drop' | 'lose-reply';
/** A transport that fails the named operations: `drop` never delivers, `lose-reply` delivers and then fails. */
function faultyDeps(faults: Partial<Record<string, TFault>>): TRoundDeps {
  const inner = injectTransport(t.app);
  const transport: TSeamlessTransport = async (request) => {
    const fault = faults[request.operation];
    if (fault === 'drop') {
      throw new Error('connection reset');
    }
    const response = await inner(request);
    if (fault === 'lose-reply') {
      throw new Error('timed out');
    }
    return response;
  };
  return {
    db: t.db,
    config: t.config,
    seamless: createSeamlessClient({ secret: () => inhouseVendorSecret(t.db), transport }),
  };
}

async function player(balance: number) {
  const m = await createMember(t, { balance });
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' });
  const { sessionId } = await resolveSession(t.db, t.config, token);
  return { memberId: m.id, sessionId, token };
}

const request = (nodeId: number, input: TRoundStart) => ({
  nodeId,
  requestId: `recover-${process.pid}-${++seq}`,
  input,
});
const balance = async (memberId: number) => (await memberWallet(t.db, memberId)).balance;
const roundOf = (memberId: number) =>
  t.db
    .selectFrom('inhouse_rounds')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const recover = () => settleOrphanedRounds(t.db, inhouseSeamlessClient(t.app));

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
    scratchNode ||= engine === 'scratch' ? g.node_id : 0;
    pokerNode ||= engine === 'video-poker' ? g.node_id : 0;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('[PLAY] recovery of unfinished rounds', () => {
  it('pays a round whose bet landed before the process died, once', async () => {
    const p = await player(10_000);
    await expect(
      startRound(
        faultyDeps({ bet: 'lose-reply', win: 'drop', rollback: 'drop' }),
        p,
        request(scratchNode, { engine: 'scratch', bet: 100 }),
      ),
    ).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
    const open = await roundOf(p.memberId);
    expect(open).toMatchObject({ status: 'open', settling: true });
    expect(await balance(p.memberId)).toBe(9_900);

    const report = await recover();
    expect(report.settled).toBeGreaterThanOrEqual(1);
    const settled = await roundOf(p.memberId);
    const payout = Number((settled.outcome as { payout: number }).payout);
    expect(settled).toMatchObject({ status: 'settled', payout });
    expect(await balance(p.memberId)).toBe(9_900 + payout);
    expect([Number(settled.balance_before), Number(settled.balance_after)]).toEqual([10_000, 9_900 + payout]);

    await recover();
    expect(await balance(p.memberId)).toBe(9_900 + payout);
  });

  it('voids a round whose bet never landed, and the bet can never land afterwards', async () => {
    const p = await player(10_000);
    await expect(
      startRound(
        faultyDeps({ bet: 'drop', rollback: 'drop' }),
        p,
        request(scratchNode, { engine: 'scratch', bet: 100 }),
      ),
    ).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
    expect(await roundOf(p.memberId)).toMatchObject({ status: 'open' });
    await recover();
    const failed = await roundOf(p.memberId);
    expect(failed.status).toBe('failed');
    expect(await balance(p.memberId)).toBe(10_000);

    const launch = await issueLaunchToken(t.db, {
      memberId: p.memberId,
      vendorCode: 'INHOUSE',
      nodeId: scratchNode,
      sessionId: p.sessionId,
    });
    const late = inhouseSeamlessClient(t.app).bet({
      playerId: launch.playerId,
      token: launch.token,
      transactionId: `r${failed.id}-bet`,
      roundId: String(failed.id),
      gameCode: 'late',
      amount: 100,
    });
    await expect(late).rejects.toMatchObject({ code: expect.stringMatching(/^BET_/) });
    expect(await balance(p.memberId)).toBe(10_000);
  });

  it('rolls back the bet at once when its answer is lost and the wallet still answers', async () => {
    const p = await player(10_000);
    await expect(
      startRound(faultyDeps({ bet: 'lose-reply' }), p, request(scratchNode, { engine: 'scratch', bet: 100 })),
    ).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
    expect(await roundOf(p.memberId)).toMatchObject({ status: 'failed' });
    expect(await balance(p.memberId)).toBe(10_000);
  });

  it('refunds the first bet of a hand whose answer was lost', async () => {
    const p = await player(10_000);
    await expect(
      startRound(
        faultyDeps({ bet: 'lose-reply', rollback: 'drop' }),
        p,
        request(pokerNode, { engine: 'video-poker', bet: 100 }),
      ),
    ).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
    expect(await balance(p.memberId)).toBe(9_900);
    await recover();
    expect(await roundOf(p.memberId)).toMatchObject({ status: 'failed' });
    expect(await balance(p.memberId)).toBe(10_000);
  });

  it('finishes an abandoned round when the player retries the same request later', async () => {
    const p = await player(10_000);
    const req = request(scratchNode, { engine: 'scratch', bet: 100 });
    await expect(startRound(faultyDeps({ win: 'drop' }), p, req)).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
    });
    const open = await roundOf(p.memberId);
    const soon = await t.call({ method: 'POST', url: '/api/play/rounds', token: p.token, payload: req });
    expect(soon.json().error.code).toBe('ROUND_IN_PROGRESS');
    await t.db
      .updateTable('inhouse_rounds')
      .set({ updated_at: new Date(Date.now() - 60_000) })
      .where('id', '=', open.id)
      .execute();
    const retry = await t.call({ method: 'POST', url: '/api/play/rounds', token: p.token, payload: req });
    expect(retry.statusCode, retry.body).toBe(200);
    const { round } = retry.json() as TRoundReply;
    expect(round).toMatchObject({ roundId: String(open.id), status: 'settled' });
    expect(await balance(p.memberId)).toBe(10_000 - 100 + round.payout);
  });
});
