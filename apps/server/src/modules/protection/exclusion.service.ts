// Time-out and self-exclusion: the member picks 24 hours, 7 days, 30 days or 6 months; it cannot
// be ended early (a new choice only ever extends the end). `assertNotExcluded` is the entry point
// for login to play, game rounds and deposits.
import type { TDb } from '@/db/database.ts';
import type { TExclusion, TExclusionDuration } from '@pavilion/contracts/protection';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './protection.repo.ts';

const HOUR_MS = 3_600_000;

export function exclusionEnd(duration: TExclusionDuration, now: Date): Date {
  switch (duration) {
    case '24h':
      return new Date(now.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(now.getTime() + 7 * 24 * HOUR_MS);
    case '30d':
      return new Date(now.getTime() + 30 * 24 * HOUR_MS);
    case '6m': {
      const end = new Date(now);
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    }
  }
}

export async function getExclusion(db: TDb, memberId: number, now: Date = new Date()): Promise<TExclusion> {
  const until = (await repo.protectionSettings(db, memberId))?.excluded_until ?? null;
  return { until: until && until.getTime() > now.getTime() ? until.toISOString() : null };
}

export async function startExclusion(
  db: TDb,
  memberId: number,
  duration: TExclusionDuration,
  now: Date = new Date(),
): Promise<TExclusion> {
  const until = await repo.extendExclusion(db, memberId, exclusionEnd(duration, now));
  return { until: until.toISOString() };
}

/** Throws SELF_EXCLUDED with data {until} while the member's time-out or self-exclusion lasts. */
export async function assertNotExcluded(db: TDb, memberId: number, now: Date = new Date()): Promise<void> {
  const { until } = await getExclusion(db, memberId, now);
  if (until) {
    throw new AppError('SELF_EXCLUDED', { data: { until } });
  }
}
