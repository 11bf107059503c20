// The red-envelope schedule on the job library (decision 018, decision 034): hourly, today's and
// tomorrow's daily events of every live red-envelope activity are created (idempotent by
// (activity, start)), so a daily window always has its event and its pre-split shares.
import type { TScheduledJob } from '@/jobs/job-runner.ts';
import { scheduleRedEnvelopes } from './red-envelope.service.ts';

export const RED_ENVELOPE_JOB = 'red-envelope-schedule';

export function redEnvelopeScheduleJob(): TScheduledJob {
  return {
    name: RED_ENVELOPE_JOB,
    cron: '7 * * * *',
    run: ({ db, now }) => scheduleRedEnvelopes(db, now),
  };
}
