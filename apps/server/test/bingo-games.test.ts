// Bingo games on the tier's database: cards bought before the start are paid from the wallet in
// the purchase's transaction; a late purchase and one over the card limit are refused with their
// codes; the start settles the game by the engine over the cards sold; the settlement pays each
// purchase exactly what the stored result gives its cards, once, however often it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFromSeed } from '@pavilion/games/bingo/card';
import { seedMatches } from '@pavilion/games/live-tables/commit';
import { AppError } from '@/shared/app-error.ts';
import { bingoDeps } from '@/modules/bingo/bingo.deps.ts';
import * as repo from '@/modules/bingo/bingo.repo.ts';
import { runBingoTick } from '@/modules/bingo/bingo-settle.service.ts';
import { buyCards, roomDetail } from '@/modules/bingo/bingo.service.ts';
import { purchaseWin } from '@/modules/bingo/bingo-view.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function player(balance: number) {
  const m = await createMember(t, { balance });
  await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.7.3' });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id) };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

describe('[BINGO] games', () => {
  it('sells cards before the start, refuses late and excess cards, and pays each purchase once', async () => {
    const deps = bingoDeps(t.db, t.config);
    const a = await player(100_000);
    const b = await player(100_000);
    const detail = await roomDetail(t.db, 'turbo', a.memberId, new Date());
    const gameId = detail.next.id;
    expect(detail.next.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.next.serverSeed).toBeNull();

    const bought = await buyCards(deps, a, 'turbo', { gameId, cards: 3, requestId: 'buy-a-0001' });
    expect(bought.cards.map((c) => c.cardNo)).toEqual([1, 2, 3]);
    expect(bought.balance).toBe(100_000 - 300);
    // a retry of the same purchase is answered, not charged
    const again = await buyCards(deps, a, 'turbo', { gameId, cards: 3, requestId: 'buy-a-0001' });
    expect(again.purchaseId).toBe(bought.purchaseId);
    expect((await memberWallet(t.db, a.memberId)).balance).toBe(100_000 - 300);
    await buyCards(deps, b, 'turbo', { gameId, cards: 5, requestId: 'buy-b-0001' });
    expect(await codeOf(buyCards(deps, b, 'turbo', { gameId, cards: 16, requestId: 'buy-b-0002' }))).toBe(
      'BINGO_CARD_LIMIT',
    );
    const poor = await player(50);
    expect(await codeOf(buyCards(deps, poor, 'turbo', { gameId, cards: 1, requestId: 'buy-p-0001' }))).toBe(
      'INSUFFICIENT_FUNDS',
    );

    const game = (await repo.findGameById(t.db, Number(gameId)))!;
    // the game's start: sales close under the row lock and the result is fixed
    expect((await runBingoTick(deps, game.starts_at)).started).toBeGreaterThanOrEqual(1);
    expect(await codeOf(buyCards(deps, b, 'turbo', { gameId, cards: 1, requestId: 'buy-b-0003' }))).toBe(
      'BINGO_SALES_CLOSED',
    );
    const started = (await repo.findGameById(t.db, Number(gameId)))!;
    expect(started.status).toBe('drawing');
    expect(started.cards_sold).toBe(8);
    const stored = started.result as { paid: number; balls: number; order: number[] };
    expect(started.ends_at!.getTime()).toBe(started.starts_at.getTime() + stored.balls * started.ball_ms);

    // each ball is claimed for the stream once, whichever instance's ticker gets there first
    expect(await repo.claimBalls(t.db, started.id, 3)).toBe(0);
    expect(await repo.claimBalls(t.db, started.id, 3)).toBeNull();
    expect(await repo.claimBalls(t.db, started.id, 5)).toBe(3);

    // mid-draw nothing is paid; at the end every purchase is paid what its cards won, once
    expect((await runBingoTick(deps, new Date(started.ends_at!.getTime() - 1))).settled).toBe(0);
    expect((await runBingoTick(deps, started.ends_at!)).settled).toBe(2);
    expect((await runBingoTick(deps, started.ends_at!)).settled).toBe(0);
    const purchases = await repo.purchasesOfGame(t.db, Number(gameId));
    const totalWin = purchases.reduce((s, p) => s + (p.win ?? 0), 0);
    expect(totalWin).toBe(stored.paid);
    for (const p of purchases) {
      expect(p.win).toBe(purchaseWin(started.result as never, p));
      const start = p.member_id === a.memberId ? 100_000 - 300 : 100_000 - 500;
      expect((await memberWallet(t.db, p.member_id)).balance).toBe(start + (p.win ?? 0));
    }
    const settled = (await repo.findGameById(t.db, Number(gameId)))!;
    expect(settled.status).toBe('settled');

    // the revealed seed matches the commitment and recomputes the player's cards
    const after = await roomDetail(t.db, 'turbo', a.memberId, new Date(settled.ends_at!.getTime() + 1));
    const view = [after.current, after.next].find((g) => g?.id === gameId)!;
    expect(seedMatches(view.serverSeed!, { salt: view.salt, hash: view.seedHash })).toBe(true);
    expect(view.myCards[0]!.numbers).toEqual(cardFromSeed(view.serverSeed!, view.salt, 1));
    expect(view.drawn).toEqual(stored.order.slice(0, stored.balls));
    expect(view.myWin).toBe(purchases.find((p) => p.member_id === a.memberId)!.win);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
