// The loyalty jobs (decision 018 job library, decision 035). The daily rebate runs hourly and
// settles every UTC day that closed (one minute of settle lag) and is not done yet, one transaction
// per day over every member (under their rebate watermarks' locks, so a rerun or a second instance
// rebates nothing twice), then records the day. The refresh runs every 10 minutes for the members a
// refresh would change (found in one statement): members seen in the last 30 days due their month's
// review or a higher level, and referrers owed a referral reward; others refresh when they open a page.
import { settled, type TScheduledJob } from '@/jobs/job-runner.ts';
import type { TDb } from '@/db/database.ts';
import * as repo from './loyalty.repo.ts';
import { refreshMember, settleDailyRebates } from './loyalty.service.ts';
import { dueRebateDays, monthKey } from './loyalty-rules.ts';

export const REBATE_DAILY_JOB = 'loyalty-rebate-daily';
export const LOYALTY_REFRESH_JOB = 'loyalty-refresh';
/** Members seen (logged in) this recently are refreshed by the job; others when they open a page. */
const REFRESH_SEEN_MS = 30 * 86_400_000;

export async function runDailyRebate(db: TDb, now: Date): Promise<{ days: number; rebates: number }> {
  let rebates = 0;
  const days = dueRebateDays(await repo.readJobDay(db, REBATE_DAILY_JOB), now);
  for (const day of days) {
    rebates += await settleDailyRebates(db, day);
    await repo.writeJobDay(db, REBATE_DAILY_JOB, day);
  }
  return { days: days.length, rebates };
}

export async function runLoyaltyRefresh(db: TDb, now: Date): Promise<{ members: number }> {
  const members = await repo.membersToRefresh(db, new Date(now.getTime() - REFRESH_SEEN_MS), monthKey(now));
  for (const memberId of members) {
    await refreshMember(db, memberId, now);
  }
  return { members: members.length };
}

export function loyaltyJobs(): TScheduledJob[] {
  return [
    {
      name: REBATE_DAILY_JOB,
      cron: '5 * * * *',
      expireInSeconds: 1800,
      run: async (ctx) => settled(ctx, () => runDailyRebate(ctx.db, ctx.now)),
    },
    {
      name: LOYALTY_REFRESH_JOB,
      cron: '*/10 * * * *',
      expireInSeconds: 900,
      run: async ({ db, now }) => runLoyaltyRefresh(db, now),
    },
  ];
}
