// Which SMS codes may be sent to whom: login codes (MOBILEVERCODELOGIN3) and forgot-password codes
// (PWRESETSMS3) go out only to registered numbers, but an unregistered number gets the same answer
// (throttles included, nothing delivered) so the call cannot list accounts; registration codes
// (REG3; the mobile-mode call refuses a number already registered). Sending itself, with its
// throttles, is messaging/verification-code.service.ts.
import type { TSendCodeRequest, TSendCodeResult } from '@pavilion/contracts/auth';
import * as members from '@/modules/members/members.repo.ts';
import { getFlags } from '@/modules/site/site.service.ts';
import { messageLanguage } from '@/modules/messaging/message-language.ts';
import { parseMobile } from '@/modules/messaging/mobile.ts';
import { sendVerificationCode } from '@/modules/messaging/verification-code.service.ts';
import { AppError } from '@/shared/app-error.ts';
import type { TAuthDeps, TClient } from './auth-deps.ts';

export type TCodeKind = 'login' | 'register-mobile' | 'register-username' | 'reset';

const REQUIRED_FLAGS: Record<TCodeKind, string[]> = {
  login: ['MOBILEVERCODELOGIN3'],
  'register-mobile': ['REG3', 'MOBILENUMREG3'],
  'register-username': ['REG3', 'USERNAMEREG3'],
  reset: ['PWRESETSMS3'],
};

export async function sendCode(
  deps: TAuthDeps,
  kind: TCodeKind,
  body: TSendCodeRequest,
  client: TClient,
): Promise<TSendCodeResult> {
  const flags = await getFlags(deps.db);
  if (REQUIRED_FLAGS[kind].some((f) => !flags[f])) {
    throw new AppError('FEATURE_DISABLED');
  }
  const phone = await parseMobile(deps.db, body.countryDialingCode, body.mobileNum);
  const owner = await members.findMemberByMobile(deps.db, phone.dialingCode, phone.mobile);
  if (kind === 'register-mobile' && owner) {
    throw new AppError('MOBILE_TAKEN');
  }
  const purpose = kind === 'login' ? 'login' : kind === 'reset' ? 'reset' : 'register';
  const deliver = purpose === 'register' || owner !== undefined;
  const language = messageLanguage(owner?.language, client.language);
  return sendVerificationCode(deps, { purpose, phone, ip: client.ip, language, deliver });
}
