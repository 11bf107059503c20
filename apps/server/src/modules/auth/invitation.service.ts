// Invitation (affiliate/referral) codes: a code names an active agent, who becomes the new
// member's upline. With the affiliate programme off (AFFMAN3) no code is valid.
import { isAgentType } from '@pavilion/contracts/constants';
import type { TDb } from '@/db/database.ts';
import * as members from '@/modules/members/members.repo.ts';
import { getFlags } from '@/modules/site/site.service.ts';
import { AppError } from '@/shared/app-error.ts';

export async function findInvitingAgent(db: TDb, flags: Record<string, boolean>, code: string) {
  const trimmed = code.trim();
  if (!flags.AFFMAN3 || !trimmed) {
    return undefined;
  }
  const agent = await members.findMemberByAffiliateCode(db, trimmed);
  return agent && agent.status === 'active' && isAgentType(agent.type) ? agent : undefined;
}

/** GET /api/auth/affiliate: the web checks a code from the URL before showing the form. */
export async function checkAffiliateCode(
  db: TDb,
  code: string,
): Promise<{ valid: true; agentNickname: string }> {
  const agent = await findInvitingAgent(db, await getFlags(db), code);
  if (!agent) {
    throw new AppError('INVALID_INVITATION_CODE', { fields: { affiliateCode: 'INVALID_INVITATION_CODE' } });
  }
  return { valid: true, agentNickname: agent.nickname };
}

/** The upline for a registration: each given code must be valid; the affiliate code wins. */
export async function resolveUpline(
  db: TDb,
  flags: Record<string, boolean>,
  codes: { affiliateCode?: string | undefined; referralCode?: string | undefined },
): Promise<number | null> {
  let upline: number | null = null;
  for (const field of ['referralCode', 'affiliateCode'] as const) {
    const code = codes[field]?.trim();
    if (!code) {
      continue;
    }
    const agent = await findInvitingAgent(db, flags, code);
    if (!agent) {
      throw new AppError('INVALID_INVITATION_CODE', { fields: { [field]: 'INVALID_INVITATION_CODE' } });
    }
    upline = agent.id;
  }
  return upline;
}
