// The sportsbook feed on the job library (decision 018, decision 048): one job that writes the
// fixtures ahead, applies every fixture's due steps and settles what ended. Its cron (every
// minute) is the safety net; after each run it queues itself SPORTS_FEED_SECONDS later (a singleton
// key per target time), so odds move and results settle within seconds. The queue's singleton
// policy makes it the one feed writer across instances; the cursors and the settlement's guarded
// chunks keep a retried or concurrent run from applying or paying anything twice.
import { settled as timedSettlement, type TJobContext, type TScheduledJob } from '@/jobs/job-runner.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { applyDueSteps, syncFixtures } from './feed.service.ts';
import type { TSportsFeedAdapter } from './feed-adapter.ts';
import { feedNow } from './feed-clock.ts';
import { settleDue } from './settlement.service.ts';
import { sportsDeps, type TSportsConfig, type TSportsDeps } from './sportsbook.deps.ts';

export const SPORTS_FEED_JOB = 'sportsbook-feed';

/** One feed run at `now`: fixtures, due steps, settlement and re-settlement (timed by `ctx`'s timer). */
export async function runSportsTick(deps: TSportsDeps, now: Date, ctx: Pick<TJobContext, 'settlement'> = {}) {
  const fixtures = await syncFixtures(deps, now);
  const steps = await applyDueSteps(deps, now);
  const { settled, resettled } = await timedSettlement(ctx, () => settleDue(deps, now));
  return { fixtures, steps, settled, resettled };
}

/** `adapter`: another feed than the simulated one (tests script their own). */
export function sportsFeedJob(
  config: TSportsConfig,
  notifications?: TNotificationBus,
  adapter?: TSportsFeedAdapter,
): TScheduledJob {
  return {
    name: SPORTS_FEED_JOB,
    cron: '* * * * *',
    expireInSeconds: 600,
    run: (ctx) =>
      runSportsTick(
        { ...sportsDeps(ctx.db, config, notifications), ...(adapter ? { adapter } : {}) },
        feedNow(ctx.db, ctx.now),
        ctx,
      ),
    next: (now) => new Date(now.getTime() + config.SPORTS_FEED_SECONDS * 1000),
  };
}
