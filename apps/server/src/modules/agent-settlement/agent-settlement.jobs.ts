// The settlement jobs (decision 018 job library, decision 026): one pg-boss queue per kind, each run
// settles every completed period of its kind not settled yet (restart-safe catch-up since the
// contracts' acceptance, in batches of a day of periods with no cap per run, decision 059) and
// retries the owed settlements. Idempotent per (contract, period) by the settlements' unique key and
// the ledger's idempotency keys: a second run, a retry after a crash or a second instance pays
// nothing more. Schedules are UTC crons; every run looks at the periods of the
// site's time zone, so an hourly run of the daily job pays yesterday as soon as the local day is over.
import { settled, type TScheduledJob } from '@/jobs/job-runner.ts';
import { createInProcessBus, type TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import type { TSettlementKind } from '@pavilion/contracts/agent-settlement';
import { runKind } from './agent-settlement.service.ts';

export const AGENT_SETTLEMENT_JOBS: Record<TSettlementKind, { name: string; cron: string }> = {
  // every 5 minutes (spec §9): the window that just closed
  realtime: { name: 'agent-settlement-realtime', cron: '*/5 * * * *' },
  hourly: { name: 'agent-settlement-hourly', cron: '1 * * * *' },
  // each hour: the previous local day is paid on the first run after it ends
  daily: { name: 'agent-settlement-daily', cron: '3 * * * *' },
  // daily, weekly, semimonthly and monthly dividends: the first run after a period ends
  dividend: { name: 'agent-settlement-dividend', cron: '7 * * * *' },
};

/**
 * The four jobs. Notices are stored by the job (the list and unread count show them); live delivery
 * to open streams goes through `bus` (the app's Redis bus when there is one).
 */
export function agentSettlementJobs(bus: TNotificationBus = createInProcessBus()): TScheduledJob[] {
  return (Object.keys(AGENT_SETTLEMENT_JOBS) as TSettlementKind[]).map((kind) => ({
    name: AGENT_SETTLEMENT_JOBS[kind].name,
    cron: AGENT_SETTLEMENT_JOBS[kind].cron,
    expireInSeconds: 900,
    run: async (ctx) =>
      settled(ctx, () => runKind({ db: ctx.db, notifications: bus, log: ctx.log }, kind, ctx.now)),
  }));
}
