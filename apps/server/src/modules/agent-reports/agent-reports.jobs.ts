// The report sums job (decision 018 job library, decision 027): every 5 minutes it rolls the UTC
// days that closed and recomputes the buckets of bets closed since its last run (rule in
// agent-report-sums.ts). One transaction holding the state row: idempotent, restart-safe, once at
// a time across instances.
import type { TScheduledJob } from '@/jobs/job-runner.ts';
import { rollUpReportSums } from './agent-report-sums.ts';

export const AGENT_REPORT_SUMS_JOB = 'agent-report-sums';

export function agentReportSumsJob(): TScheduledJob {
  return {
    name: AGENT_REPORT_SUMS_JOB,
    cron: '*/5 * * * *',
    expireInSeconds: 600,
    run: async ({ db, now }) => rollUpReportSums(db, now),
  };
}
