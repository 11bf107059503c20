// The lottery's scheduler on the job library (decision 018, decision 029): one job that commits the
// next issues, draws and settles every issue that is due (catch-up included) and retries wallet
// steps. Its cron (every minute) is the safety net; after each run it queues itself again at the
// next draw time of any game, so draws happen on time, not at the cron's next poll. Every step is
// a guarded update or keyed by ticket id, so several instances, retries and crashes settle once.
import { LOTTERY_GAMES } from '@pavilion/games/lottery/catalogue';
import { nextDrawAfter } from '@pavilion/games/lottery/schedule';
import type { TConfig } from '@/config.ts';
import { settled, type TScheduledJob } from '@/jobs/job-runner.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { runLotteryTick } from './draws.service.ts';
import { lotteryDeps } from './lottery.deps.ts';

export const LOTTERY_DRAW_JOB = 'lottery-draws';

/** The next draw time of any game after `now`, plus half a second of slack for clock skew. */
export function nextLotteryRun(now: Date): Date {
  const next = Math.min(...LOTTERY_GAMES.map((g) => nextDrawAfter(g.schedule, now.getTime())));
  return new Date(next + 500);
}

/** `notifications`: the app's bus (win notices pushed live); without it they are stored only. */
export function lotteryDrawJob(
  config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>,
  notifications?: TNotificationBus,
): TScheduledJob {
  return {
    name: LOTTERY_DRAW_JOB,
    cron: '* * * * *',
    expireInSeconds: 600,
    run: (ctx) => settled(ctx, () => runLotteryTick(lotteryDeps(ctx.db, config, notifications), ctx.now)),
    next: nextLotteryRun,
  };
}
