// The fishing sweeper on the job library (decision 018): closes batches whose 2 s are up and
// sessions idle for SESSION_IDLE_MS, and settles every pending batch (after a crash or a dropped
// connection). A cron every minute; while sessions are open it queues itself again 2 s on.
import { BATCH_MAX_MS } from '@pavilion/games/fishing/batch';
import type { TConfig } from '@/config.ts';
import { settled, type TScheduledJob } from '@/jobs/job-runner.ts';
import { fishingDeps } from './fishing.deps.ts';
import { runFishingSweep } from './fishing-batches.service.ts';

export const FISHING_JOB = 'fishing-sweep';

export function fishingJob(config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>): TScheduledJob {
  let busy = false;
  return {
    name: FISHING_JOB,
    cron: '* * * * *',
    expireInSeconds: 300,
    run: async (ctx) => {
      const { db, now } = ctx;
      const out = await settled(ctx, () => runFishingSweep(fishingDeps(db, config), now));
      busy = out.sessions > 0;
      return out;
    },
    next: (now) => (busy ? new Date(now.getTime() + BATCH_MAX_MS) : null),
  };
}
