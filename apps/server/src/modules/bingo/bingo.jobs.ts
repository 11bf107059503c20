// The bingo scheduler on the job library (decision 018): a cron every minute as the safety net,
// and after each run one more run at the next moment a game starts or a draw ends, so games start
// and pay on time. Every step is a guarded update or keyed by purchase id (runBingoTick).
import type { TConfig } from '@/config.ts';
import { settled, type TScheduledJob } from '@/jobs/job-runner.ts';
import { bingoDeps } from './bingo.deps.ts';
import { nextDueAt } from './bingo.repo.ts';
import { runBingoTick } from './bingo-settle.service.ts';

export const BINGO_JOB = 'bingo-games';

export function bingoJob(config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>): TScheduledJob {
  // The next due time is read by the run (from the database) and handed to `next`, which is sync.
  let due: Date | null = null;
  return {
    name: BINGO_JOB,
    cron: '* * * * *',
    expireInSeconds: 300,
    run: async (ctx) => {
      const { db, now } = ctx;
      const out = await settled(ctx, () => runBingoTick(bingoDeps(db, config), now));
      due = await nextDueAt(db, new Date());
      return out;
    },
    // Slack of a quarter second so the due row is due when the run reads it.
    next: (now) => (due ? new Date(Math.max(due.getTime(), now.getTime()) + 250) : null),
  };
}
