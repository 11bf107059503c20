// Scheduled work of the cashier, run by the job runner (jobs/, decision 018): on its cron (every
// minute by default), payouts the member did not confirm within WITHDRAWAL_AUTO_RECEIVE_MINUTES
// become auto_received. The job is one guarded UPDATE (status 'approved' → 'auto_received'), so a
// retry after a crash, or a run on another instance, never marks a payout twice.
import type { TScheduledJob } from '@/jobs/job-runner.ts';
import type { TCashierConfig } from './cashier.deps.ts';
import { autoReceiveWithdrawals } from './withdrawals.service.ts';

export { autoReceiveWithdrawals };

export const WITHDRAWAL_AUTO_RECEIVE_JOB = 'cashier-withdrawal-auto-receive';

export function withdrawalAutoReceiveJob(
  config: Pick<TCashierConfig, 'WITHDRAWAL_AUTO_RECEIVE_MINUTES' | 'WITHDRAWAL_AUTO_RECEIVE_CRON'>,
): TScheduledJob {
  return {
    name: WITHDRAWAL_AUTO_RECEIVE_JOB,
    cron: config.WITHDRAWAL_AUTO_RECEIVE_CRON,
    expireInSeconds: 120,
    run: async ({ db, now }) => ({
      marked: await autoReceiveWithdrawals(db, now, config.WITHDRAWAL_AUTO_RECEIVE_MINUTES),
    }),
  };
}
