// Pushes each ball of the games being drawn to the room's topic as it comes out (ball k at
// startsAt + k × ballMs). Every instance runs a ticker; each ball is claimed in the database
// (claimBalls) before it is published, so with several instances on one Redis bus it goes out once.
// A viewer who misses one (a reconnect) gets the whole draw in the stream's snapshot.
import type { TDb } from '@/db/database.ts';
import type { TBingoPublish } from './bingo.deps.ts';
import * as repo from './bingo.repo.ts';
import { ballsOut } from './bingo-schedule.ts';
import { resultOf } from './bingo-view.ts';

const TICK_MS = 250;
const REFRESH_MS = 2000;

export function startBingoTicker(db: TDb, publish: TBingoPublish): () => void {
  let games: repo.TGameRow[] = [];
  let refreshedAt = 0;
  const pushed = new Map<number, number>();
  let busy = false;

  async function tick() {
    const now = new Date();
    if (now.getTime() - refreshedAt >= REFRESH_MS) {
      games = await repo.drawingGames(db);
      refreshedAt = now.getTime();
    }
    for (const game of games) {
      const result = resultOf(game);
      const out = result ? ballsOut(game, result.balls, now) : 0;
      if (!result || out <= (pushed.get(game.id) ?? game.balls_pushed)) {
        continue;
      }
      pushed.set(game.id, out);
      const before = await repo.claimBalls(db, game.id, out);
      for (let n = (before ?? out) + 1; n <= out; n++) {
        publish(game.room_id, { type: 'ball', gameId: String(game.id), n, ball: result.order[n - 1] });
      }
    }
    if (pushed.size > 1000) {
      pushed.clear();
    }
  }

  const timer = setInterval(() => {
    if (busy) {
      return;
    }
    busy = true;
    tick()
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
