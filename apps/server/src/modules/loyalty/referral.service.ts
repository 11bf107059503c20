// Referral (invite friends, flag REFERRAL3; decision 035): each member's code, made on first use;
// a registration that carries a member's code is recorded as that member's referral (the auth
// module asks `findReferrer` and calls `recordReferral`); the reward is granted by refreshMember.
import { randomBytes } from 'node:crypto';
import type { TReferral } from '@pavilion/contracts/loyalty';
import type { TDb } from '@/db/database.ts';
import { getFlags } from '@/modules/site/site.service.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './loyalty.repo.ts';
import { maskAccount, referralCodeFrom } from './loyalty-rules.ts';

const CODE_ATTEMPTS = 5;

export async function referralCodeOf(db: TDb, memberId: number): Promise<string> {
  for (let i = 0; i < CODE_ATTEMPTS; i++) {
    const existing = await repo.findCodeOf(db, memberId);
    if (existing) {
      return existing;
    }
    await repo.insertCode(db, memberId, referralCodeFrom(randomBytes(8)));
  }
  throw new AppError('UNKNOWN_ERROR');
}

export async function getReferral(db: TDb, memberId: number): Promise<TReferral> {
  if ((await getFlags(db)).REFERRAL3 !== true) {
    throw new AppError('FEATURE_DISABLED');
  }
  const code = await referralCodeOf(db, memberId);
  const friends = await repo.listFriends(db, memberId);
  return {
    code,
    rule: await repo.readReferralRule(db),
    friends: friends.map((f) => ({
      account: maskAccount(f.account),
      registeredAt: f.createdAt.toISOString(),
      rewarded: f.rewarded,
    })),
  };
}

/** The active member whose referral code this is, while the referral programme is on. */
export async function findReferrer(
  db: TDb,
  flags: Record<string, boolean>,
  code: string | undefined,
): Promise<number | undefined> {
  const trimmed = code?.trim();
  if (!flags.REFERRAL3 || !trimmed) {
    return undefined;
  }
  const found = await repo.findMemberByCode(db, trimmed);
  return found && found.status === 'active' ? found.memberId : undefined;
}

export async function recordReferral(db: TDb, referrerId: number, refereeId: number): Promise<void> {
  await repo.insertReferral(db, referrerId, refereeId);
}
