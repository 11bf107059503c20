// The loyalty jobs (decision 018 job library, decision 035). The daily rebate runs hourly and
// settles every UTC day that closed (one minute of settle lag) and is not done yet, member by member
// (each under its rebate watermark's lock, so a rerun or a second instance rebates nothing twice),
// then records the day; the refresh brings levels and level/referral rewards up to date every 10
// minutes for members with a level, recent play or deposits, or friends not rewarded yet.
import type { TScheduledJob } from '@/jobs/job-runner.ts';
import type { TDb } from '@/db/database.ts';
import * as repo from './loyalty.repo.ts';
import { refreshMember, settleDailyRebate } from './loyalty.service.ts';
import { dueRebateDays } from './loyalty-rules.ts';

export const REBATE_DAILY_JOB = 'loyalty-rebate-daily';
export const LOYALTY_REFRESH_JOB = 'loyalty-refresh';
const REFRESH_LOOKBACK_MS = 2 * 86_400_000;

export async function runDailyRebate(db: TDb, now: Date): Promise<{ days: number; rebates: number }> {
  let rebates = 0;
  const days = dueRebateDays(await repo.readJobDay(db, REBATE_DAILY_JOB), now);
  for (const day of days) {
    const from = new Date(`${day}T00:00:00Z`);
    const to = new Date(from.getTime() + 86_400_000);
    for (const memberId of await repo.membersWithSettledBets(db, from, to)) {
      if ((await settleDailyRebate(db, memberId, day)) > 0) {
        rebates++;
      }
    }
    await repo.writeJobDay(db, REBATE_DAILY_JOB, day);
  }
  return { days: days.length, rebates };
}

export async function runLoyaltyRefresh(db: TDb, now: Date): Promise<{ members: number }> {
  const members = await repo.membersToRefresh(db, new Date(now.getTime() - REFRESH_LOOKBACK_MS));
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
      run: async ({ db, now }) => runDailyRebate(db, now),
    },
    {
      name: LOYALTY_REFRESH_JOB,
      cron: '*/10 * * * *',
      expireInSeconds: 900,
      run: async ({ db, now }) => runLoyaltyRefresh(db, now),
    },
  ];
}
