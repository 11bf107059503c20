// [LIVE-GROUPS] Live bets written in groups (decision 050, scale addendum; migration 0051) on the
// tier's database (PGlite, or PostgreSQL with DATABASE_URL): many bets at once at one table are each
// answered on their own — accepted ones written and debited, a bet beyond the balance, a late one, a
// malformed one and one over the limit refused with nothing left behind; the wallet ids and parameter
// fingerprints are the single calls' (a replay through the seamless client is a replay, not a
// duplicate); a bet received in the window is taken while its write starts within the grace after
// closesAt and refused after it; settlement pays every bet once, in groups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleLiveBets } from '@pavilion/games/live-tables/deal';
import type { TLiveBets, TLivePlaceReply } from '@pavilion/contracts/live-tables';
import { engineBets, LIVE_LATE_GRACE_MS, placeLiveBet } from '@/modules/live-tables/live-bets.service.ts';
import { liveSeamless } from '@/modules/live-tables/live-money.ts';
import { runLiveTick } from '@/modules/live-tables/live-settlement.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;

// the first file of a run builds the seeded snapshot: minutes on a loaded machine
beforeAll(async () => {
  t = await startTestApp();
}, 300_000);
afterAll(async () => {
  await t.close();
});

async function player(balance: number) {
  const m = await createMember(t, { balance });
  await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id) };
}

async function roundOn(tableId: string) {
  const res = await t.call({ method: 'GET', url: `/api/live/tables/${tableId}` });
  expect(res.statusCode).toBe(200);
  return t.db
    .selectFrom('live_rounds')
    .selectAll()
    .where('id', '=', Number(res.json().round.id))
    .executeTakeFirstOrThrow();
}

const deps = () => ({ db: t.db, config: t.config });
const red = (amount: number) => ({ game: 'roulette', bets: [{ type: 'red', amount }] }) as TLiveBets;

describe('[LIVE-GROUPS] bets written in groups', () => {
  it('takes a bet received in the window while its write starts within the grace, refuses it after', async () => {
    const a = await player(10_000);
    const round = await roundOn('dragon-tiger-1');
    const dragon = { game: 'dragon-tiger', bets: [{ type: 'dragon', amount: 100 }] } as TLiveBets;
    const shut = async (agoMs: number) => {
      const closesAt = new Date(Date.now() - agoMs);
      await t.db
        .updateTable('live_rounds')
        .set({ opens_at: new Date(closesAt.getTime() - 10_000), closes_at: closesAt })
        .where('id', '=', round.id)
        .execute();
      return closesAt;
    };
    const req = { roundId: String(round.id), placement: dragon };
    // received 1 ms before the close, written half a second after it: taken
    let closesAt = await shut(500);
    const taken = await placeLiveBet(deps(), a, 'dragon-tiger-1', req, new Date(closesAt.getTime() - 1));
    expect(taken.balance).toBe(9_900);
    // received at the close: late
    await expect(placeLiveBet(deps(), a, 'dragon-tiger-1', req, closesAt)).rejects.toMatchObject({
      code: 'LIVE_BETTING_CLOSED',
    });
    // received in the window but not written within the grace: refused, nothing moved
    closesAt = await shut(LIVE_LATE_GRACE_MS + 1000);
    await expect(
      placeLiveBet(deps(), a, 'dragon-tiger-1', req, new Date(closesAt.getTime() - 1)),
    ).rejects.toMatchObject({ code: 'LIVE_BETTING_CLOSED' });
    expect((await memberWallet(t.db, a.memberId)).balance).toBe(9_900);
  });

  // runs last: its settlement ticks at a later time, which makes the other tables' rounds ahead of now
  it('answers each of many simultaneous bets on its own; ids and fingerprints are the single calls', async () => {
    const round = await roundOn('roulette-1');
    const at = new Date(round.opens_at.getTime() + 1);
    const roundId = String(round.id);
    const players = await Promise.all(Array.from({ length: 30 }, () => player(100_000)));
    const poor = await player(50);
    const twice = await player(300_000);
    const place = (p: { memberId: number; sessionId: number }, placement: TLiveBets, when = at) =>
      placeLiveBet(deps(), p, 'roulette-1', { roundId, placement }, when).then(
        (reply) => ({ ok: true as const, reply }),
        (error: { code?: string }) => ({ ok: false as const, code: error.code }),
      );
    const [fine, broke, late, malformed, dup] = await Promise.all([
      Promise.all(players.map((p, i) => place(p, red(100 * (i + 1))))),
      place(poor, red(100)),
      place(players[0]!, red(100), round.closes_at),
      place(players[1]!, { game: 'roulette', bets: [{ type: 'split', numbers: [1, 36], amount: 100 }] }),
      Promise.all([place(twice, red(150_000)), place(twice, red(100_000))]),
    ]);
    expect(fine.every((r) => r.ok)).toBe(true);
    expect(broke).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(late).toMatchObject({ ok: false, code: 'LIVE_BETTING_CLOSED' });
    expect(malformed).toMatchObject({ ok: false, code: 'LIVE_INVALID_BET' });
    // the two placements of one member add up per spot: one is over the 2,000.00 limit
    expect(dup.filter((r) => r.ok)).toHaveLength(1);
    expect(dup.find((r) => !r.ok)).toMatchObject({ code: 'LIVE_BET_LIMIT' });

    for (const [i, p] of players.entries()) {
      const reply = (fine[i] as { reply: TLivePlaceReply }).reply;
      expect(reply.balance).toBe(100_000 - 100 * (i + 1));
      expect(reply.bet).toMatchObject({ roundId, stake: 100 * (i + 1), status: 'placed', payout: null });
      expect((await memberWallet(t.db, p.memberId)).balance).toBe(reply.balance);
    }
    expect((await memberWallet(t.db, poor.memberId)).balance).toBe(50);
    const written = await t.db
      .selectFrom('live_bets')
      .select(['id', 'member_id', 'stake'])
      .where('round_id', '=', round.id)
      .execute();
    expect(written).toHaveLength(31);
    const wagers = await t.db
      .selectFrom('seamless_bets')
      .select('bet_tx_id')
      .where(
        'round_id',
        'in',
        written.map((b) => `lb${b.id}`),
      )
      .execute();
    expect(wagers.map((w) => w.bet_tx_id).sort()).toEqual(written.map((b) => `lb${b.id}-bet`).sort());

    // the same bet sent again through the wallet's single call is a replay (same fingerprint)
    const one = written[0]!;
    const seamless = liveSeamless(t.db, t.config);
    const again = await seamless.bet({
      playerId: String(one.member_id),
      token: 'replayed-by-its-id-only',
      transactionId: `lb${one.id}-bet`,
      roundId: `lb${one.id}`,
      gameCode: 'roulette-1',
      amount: Number(one.stake),
    });
    expect(again.replayed).toBe(true);

    // settlement pays each bet once (the wins go in groups), by the engine's rules
    const out = await runLiveTick(t.db, t.config, round.settles_at);
    expect(out.bets).toBeGreaterThanOrEqual(31); // and the dragon tiger bet above, when its round is due
    expect(out.failed).toBe(0);
    for (const [i, p] of players.entries()) {
      const payout = settleLiveBets(round.result, engineBets(red(100 * (i + 1)))).payout;
      expect((await memberWallet(t.db, p.memberId)).balance).toBe(100_000 - 100 * (i + 1) + payout);
    }
    const paid = await t.db
      .selectFrom('live_bets')
      .select(['id', 'member_id', 'payout', 'wallet_done'])
      .where('round_id', '=', round.id)
      .execute();
    expect(paid.every((b) => b.wallet_done)).toBe(true);
    const win = await seamless.win({
      playerId: String(paid[0]!.member_id),
      transactionId: `lb${paid[0]!.id}-win`,
      betTransactionId: `lb${paid[0]!.id}-bet`,
      roundId: `lb${paid[0]!.id}`,
      amount: Number(paid[0]!.payout),
      endRound: true,
    });
    expect(win.replayed).toBe(true);
    // a second run pays nothing more
    expect((await runLiveTick(t.db, t.config, new Date(round.settles_at.getTime() + 1000))).paid).toBe(0);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
