// What the console shows of a member's player protection: the member's deposit limits (with what is
// used and pending), the exclusion in force and the reality-check interval.
import type { TDb } from '@/db/database.ts';
import type { TMemberProtection } from '@pavilion/contracts/protection';
import { AppError } from '@/shared/app-error.ts';
import { getDepositLimits } from './deposit-limits.service.ts';
import { getExclusion } from './exclusion.service.ts';
import { memberExists } from '@/modules/member-admin/member-admin.repo.ts';
import * as repo from './protection.repo.ts';

/** MEMBER_NOT_FOUND unless the member exists (the console's routes on one member). */
export async function assertMemberExists(db: TDb, memberId: number): Promise<void> {
  if (!(await memberExists(db, memberId))) {
    throw new AppError('MEMBER_NOT_FOUND');
  }
}

export async function memberProtection(db: TDb, memberId: number): Promise<TMemberProtection> {
  await assertMemberExists(db, memberId);
  const [limits, exclusion, settings] = await Promise.all([
    getDepositLimits(db, memberId),
    getExclusion(db, memberId),
    repo.protectionSettings(db, memberId),
  ]);
  return { limits: limits.limits, exclusion, realityCheckMinutes: settings?.reality_check_minutes ?? 0 };
}
