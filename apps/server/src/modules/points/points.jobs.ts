// The points crediting job (decision 018 job library, decision 036): every minute it credits the
// points of the bets settled and the deposits credited since its last run (rule in points-credit.ts).
import type { TScheduledJob } from '@/jobs/job-runner.ts';
import { creditPoints } from './points-credit.ts';

export const POINTS_CREDIT_JOB = 'points-credit';

export function pointsCreditJob(): TScheduledJob {
  return {
    name: POINTS_CREDIT_JOB,
    cron: '* * * * *',
    expireInSeconds: 300,
    run: async ({ db, now }) => creditPoints(db, now),
  };
}
