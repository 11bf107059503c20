// Reality check: the member's reminder interval (off, 15, 30, 60 minutes) and, for the reminder,
// how long the current session has lasted and its net game result (bet, win and rollback entries).
import type { TDb } from '@/db/database.ts';
import {
  ZRealityCheckIntervalSchema,
  type TRealityCheck,
  type TRealityCheckInterval,
} from '@pavilion/contracts/protection';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './protection.repo.ts';

export async function getRealityCheck(
  db: TDb,
  memberId: number,
  sessionId: number,
  now: Date = new Date(),
): Promise<TRealityCheck> {
  const [settings, session] = await Promise.all([
    repo.protectionSettings(db, memberId),
    repo.sessionStart(db, sessionId),
  ]);
  if (!session) {
    throw new AppError('SESSION_EXPIRED');
  }
  return {
    intervalMinutes: ZRealityCheckIntervalSchema.parse(settings?.reality_check_minutes ?? 0),
    sessionStartedAt: session.created_at.toISOString(),
    netResult: await repo.gameResultSince(db, memberId, session.created_at),
    serverTime: now.toISOString(),
  };
}

export async function setRealityCheck(
  db: TDb,
  memberId: number,
  intervalMinutes: TRealityCheckInterval,
): Promise<void> {
  await repo.setRealityCheckMinutes(db, memberId, intervalMinutes);
}
