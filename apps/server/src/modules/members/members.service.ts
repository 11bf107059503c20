// Member information as the player site sees it (spec §3 "Member info"): identity, role flags
// and the wallet balance in minor units.
import type { TMemberInfo } from '@pavilion/contracts/auth';
import { TRIAL_USER_TYPE, isAgentType } from '@pavilion/contracts/constants';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './members.repo.ts';

export async function getMemberInfo(db: TDb, memberId: number): Promise<TMemberInfo> {
  const row = await repo.findMemberInfoRow(db, memberId);
  if (!row) {
    // The session outlived its member (deleted by an operator): treat it as logged out.
    throw new AppError('NOT_LOGGED_IN');
  }
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    isTrial: row.type === TRIAL_USER_TYPE,
    balance: row.balance ?? 0,
    currency: row.currency ?? 'USD',
    mobileNum: row.mobile,
    countryDialingCode: row.dialing_code,
    email: row.email,
    uplineAccount: row.upline_account,
    affiliateCode: row.affiliate_code,
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    lastLoginIp: row.last_login_ip,
  };
}
