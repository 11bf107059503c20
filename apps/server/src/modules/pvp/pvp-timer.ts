// The PVP tables' timer (decision 052 addendum): the server's moves at a table's deadline (a seat's
// time-out, the next hand, a niuniu deal) need a 500 ms cadence, which the job library does not
// give (its workers poll every 2 s, a cron fires per minute, and the deadlines are set by players'
// commands between runs). So every instance runs this timer, and only the instance holding the
// lease (migration 0049, renewed on each tick, taken over when it expires) moves the tables: one
// instance at a time does the work; a stopped or dead leader is replaced within the lease. The
// state and deadlines live in the rows, so the new leader continues every table; the version check
// keeps a move from applying twice even if two instances overlapped for a moment.
import { randomUUID } from 'node:crypto';
import type { TDb } from '@/db/database.ts';
import { runDueTables } from './pvp.service.ts';
import * as repo from './pvp.repo.ts';

export type TPvpTimer = {
  /** true while this instance holds the lease */
  leading: () => boolean;
  /** ticks this instance ran as leader, and tables it moved */
  stats: () => { ticks: number; moved: number };
  stop: () => Promise<void>;
};

export function startPvpTimer(opts: {
  db: TDb;
  onError: (error: unknown) => void;
  tickMs?: number;
  leaseMs?: number;
}): TPvpTimer {
  const { db, onError } = opts;
  const tickMs = opts.tickMs ?? 500;
  const leaseMs = opts.leaseMs ?? 3000;
  const holder = randomUUID();
  let leading = false;
  let running: Promise<void> | null = null;
  const stats = { ticks: 0, moved: 0 };
  const tick = async () => {
    leading = await repo.takeTimerLease(db, holder, leaseMs);
    if (leading) {
      stats.ticks += 1;
      stats.moved += await runDueTables(db, new Date(), onError);
    }
  };
  const timer = setInterval(() => {
    running ??= tick()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, tickMs);
  timer.unref();
  return {
    leading: () => leading,
    stats: () => ({ ...stats }),
    stop: async () => {
      clearInterval(timer);
      await running;
      if (leading) {
        leading = false;
        await repo.releaseTimerLease(db, holder).catch(onError);
      }
    },
  };
}
