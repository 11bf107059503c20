// Every scheduled job of the platform, in one list: the job runner starts a worker and a schedule
// for each. Salary, dividends, draws and rebates join here as their modules land.
import type { TConfig } from '@/config.ts';
import { agentReportSumsJob } from '@/modules/agent-reports/agent-reports.jobs.ts';
import { agentSettlementJobs } from '@/modules/agent-settlement/agent-settlement.jobs.ts';
import { withdrawalAutoReceiveJob } from '@/modules/cashier/cashier.jobs.ts';
import { lotteryDrawJob } from '@/modules/lottery/lottery.jobs.ts';
import { redEnvelopeScheduleJob } from '@/modules/promotions/promotions.jobs.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { loyaltyJobs } from '@/modules/loyalty/loyalty.jobs.ts';
import { pointsCreditJob } from '@/modules/points/points.jobs.ts';
import { sportsFeedJob } from '@/modules/sportsbook/sportsbook.jobs.ts';
import type { TScheduledJob } from './job-runner.ts';

/** `notifications`: the app's bus, so a job's notices are pushed live (not only stored). */
export function scheduledJobs(
  config: TConfig,
  opts: { notifications?: TNotificationBus } = {},
): TScheduledJob[] {
  return [
    withdrawalAutoReceiveJob(config),
    ...agentSettlementJobs(),
    lotteryDrawJob(config, opts.notifications),
    agentReportSumsJob(),
    redEnvelopeScheduleJob(),
    ...loyaltyJobs(),
    pointsCreditJob(),
    sportsFeedJob(config, opts.notifications),
  ];
}
