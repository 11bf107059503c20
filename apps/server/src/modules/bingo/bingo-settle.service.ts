// The bingo scheduler's work (decision 051): every room's next game exists with its committed seed;
// a game whose start has come is started once (under its row lock, so no sale slips in after: the
// result is settled by the engine over the cards sold and stored with the time its draw ends); a
// game whose draw has ended pays each purchase its win (0 for a loss) under the purchase's own
// transaction id, marks it, and closes. A crash anywhere is repaired by the next run: the same ids.
import { cardFromSeed } from '@pavilion/games/bingo/card';
import { STANDARD_PRIZES, settleBingo } from '@pavilion/games/bingo/game';
import { walletCall } from '@/modules/inhouse/round-money.ts';
import type { TBingoDeps } from './bingo.deps.ts';
import * as repo from './bingo.repo.ts';
import { ensureNextGame, purchaseBetTx, purchaseRound, purchaseWinTx } from './bingo.service.ts';
import { orderOf, purchaseWin, resultOf, type TStoredResult } from './bingo-view.ts';

/** The result of a game over its `cardsSold` cards (all 75 balls when none was sold). */
export function computeResult(game: repo.TGameRow): TStoredResult {
  const order = orderOf(game);
  if (game.cards_sold === 0) {
    return { balls: order.length, sales: 0, awards: [], jackpots: [], paid: 0, order };
  }
  const cards = Array.from({ length: game.cards_sold }, (_, i) =>
    cardFromSeed(game.server_seed, game.salt, i + 1),
  );
  return { ...settleBingo(cards, order, game.card_price, STANDARD_PRIZES), order };
}

async function startDue(deps: TBingoDeps, id: number, now: Date): Promise<boolean> {
  const started = await deps.db.transaction().execute(async (trx) => {
    const game = await repo.lockGame(trx, id);
    if (!game || game.status !== 'selling' || game.starts_at > now) {
      return null;
    }
    const result = computeResult(game);
    const endsAt = new Date(game.starts_at.getTime() + result.balls * game.ball_ms);
    return (await repo.startGame(trx, id, result, endsAt)) ? game : null;
  });
  if (started) {
    deps.publish(started.room_id, { type: 'game', gameId: String(id), status: 'drawing' });
  }
  return started !== null;
}

async function settleEnded(deps: TBingoDeps, game: repo.TGameRow): Promise<number> {
  const result = resultOf(game);
  if (!result) {
    return 0;
  }
  let paid = 0;
  for (const p of await repo.purchasesOfGame(deps.db, game.id)) {
    if (p.status !== 'open') {
      continue;
    }
    const win = purchaseWin(result, p);
    await walletCall(() =>
      deps.seamless.win({
        playerId: String(p.member_id),
        transactionId: purchaseWinTx(p.id),
        betTransactionId: purchaseBetTx(p.id),
        roundId: purchaseRound(p.id),
        amount: win,
        endRound: true,
      }),
    );
    // counted by the instance whose record it is (the wallet pays once by the win's transaction id)
    paid += (await repo.settlePurchase(deps.db, p.id, win)) ? 1 : 0;
  }
  await repo.closeGame(deps.db, game.id);
  deps.publish(game.room_id, { type: 'game', gameId: String(game.id), status: 'settled' });
  return paid;
}

export async function runBingoTick(deps: TBingoDeps, now: Date) {
  for (const room of await repo.listRooms(deps.db)) {
    await ensureNextGame(deps.db, room, now);
  }
  let started = 0;
  let settled = 0;
  let failed = 0;
  for (const game of await repo.dueGames(deps.db, now)) {
    try {
      if (game.status === 'selling') {
        started += (await startDue(deps, game.id, now)) ? 1 : 0;
      } else {
        settled += await settleEnded(deps, game);
      }
    } catch {
      // Left for the next run, which repeats the same transaction ids.
      failed += 1;
    }
  }
  return { started, settled, failed };
}
