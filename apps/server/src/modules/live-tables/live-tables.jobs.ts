// The live tables' scheduler on the job library (decision 018, decision 050): one job that makes the
// next rounds, settles every due round and retries wallet steps. Its cron (every minute) is the
// safety net; after each run it queues itself at the next settlement time (read by the run), so a
// round settles on time. Guarded updates and per-bet transaction ids keep it once across instances.
import type { TConfig } from '@/config.ts';
import { settled, type TScheduledJob } from '@/jobs/job-runner.ts';
import * as repo from './live-tables.repo.ts';
import { runLiveTick } from './live-settlement.service.ts';

export const LIVE_TABLES_JOB = 'live-tables';

/** A run at least this often while rounds are open: a round made by a read is settled in time. */
const MAX_GAP_MS = 5000;
let nextDueAt: Date | null = null;

export function nextLiveRun(now: Date): Date {
  const gap = new Date(now.getTime() + MAX_GAP_MS);
  // half a second of slack for clock skew between instances
  const due = nextDueAt ? new Date(Math.max(nextDueAt.getTime() + 500, now.getTime() + 250)) : gap;
  return due < gap ? due : gap;
}

export function liveTablesJob(config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>): TScheduledJob {
  return {
    name: LIVE_TABLES_JOB,
    cron: '* * * * *',
    expireInSeconds: 120,
    run: async (ctx) => {
      const { db, now } = ctx;
      const out = await settled(ctx, () => runLiveTick(db, config, now));
      const due = await repo.nextDue(db);
      nextDueAt = due?.at ? new Date(due.at) : null;
      return out;
    },
    next: nextLiveRun,
  };
}
