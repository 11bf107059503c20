// Second verification (spec §4, LOGINIPVERF3): a correct password from an IP the member never
// logged in from opens a challenge instead of a session. The member answers with an SMS or
// e-mail code, the payee (bank account) name or an authenticator code. A challenge lives 10
// minutes, is bound to the IP that opened it and dies after 5 wrong answers.
import * as OTPAuth from 'otpauth';
import type { TLoginResult, TSendCodeResult, TVerificationMethod } from '@pavilion/contracts/auth';
import { getFlags } from '@/modules/site/site.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import { messageLanguage } from '@/modules/messaging/message-language.ts';
import { smsRecipient } from '@/modules/messaging/sms.provider.ts';
import { AppError } from '@/shared/app-error.ts';
import { newNumericCode, newToken, safeEqual, sha256Hex } from '@/shared/tokens.ts';
import type { TAuthDeps, TClient } from './auth-deps.ts';
import * as repo from './auth.repo.ts';
import { logFailure } from './login-guard.ts';
import { maskEmail, maskMobile, samePayeeName } from './login-rules.ts';
import { completeLogin } from './login-session.ts';

export const CHALLENGE_TTL_MS = 10 * 60_000;
export const MAX_CHALLENGE_ATTEMPTS = 5;
const CODE_RESEND_SECONDS = 60;

type TVerify = Extract<TLoginResult, { status: 'verify' }>;

export function availableMethods(
  member: Pick<members.TMemberRow, 'mobile' | 'email' | 'payee_name' | 'totp_secret'>,
): TVerificationMethod[] {
  const methods: TVerificationMethod[] = [];
  if (member.mobile) {
    methods.push('sms');
  }
  if (member.email) {
    methods.push('email');
  }
  if (member.payee_name) {
    methods.push('payee');
  }
  if (member.totp_secret) {
    methods.push('totp');
  }
  return methods;
}

/**
 * Opens a challenge when the member has logged in before and never from this IP. A member with
 * no way to verify is let in: refusing would lock them out of every new network for good.
 */
export async function maybeStartChallenge(
  deps: TAuthDeps,
  member: members.TMemberRow,
  client: TClient,
): Promise<TVerify | null> {
  const known = await repo.knownIpState(deps.db, member.id, client.ip);
  const methods = availableMethods(member);
  if (!known.any || known.thisOne || methods.length === 0) {
    return null;
  }
  const id = newToken();
  await repo.insertChallenge(deps.db, {
    id,
    memberId: member.id,
    ip: client.ip,
    methods,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  // The password was right: it no longer counts towards the lock.
  await members.clearFailedLogins(deps.db, member.id);
  await repo.insertLoginAttempt(deps.db, {
    memberId: member.id,
    account: member.account,
    ip: client.ip,
    method: 'username',
    success: true,
    reason: 'second-verification',
  });
  return {
    status: 'verify',
    challengeId: id,
    methods,
    maskedMobile: maskMobile(member.dialing_code, member.mobile),
    maskedEmail: maskEmail(member.email),
  };
}

async function liveChallenge(deps: Pick<TAuthDeps, 'db'>, challengeId: string, client: TClient) {
  const row = await repo.findChallenge(deps.db, challengeId);
  if (
    !row ||
    row.consumed_at ||
    row.attempts >= MAX_CHALLENGE_ATTEMPTS ||
    new Date(row.expires_at).getTime() <= Date.now() ||
    row.ip !== client.ip
  ) {
    throw new AppError('CHALLENGE_INVALID');
  }
  return row;
}

function requireMethod(methods: string[], method: TVerificationMethod): void {
  if (!methods.includes(method)) {
    throw new AppError('VALIDATION_FAILED', { fields: { method: 'not available for this account' } });
  }
}

function challengeCodeHash(challengeId: string, method: TVerificationMethod, code: string): string {
  return sha256Hex(`${challengeId}:${method}:${code}`);
}

/** Sends a code by SMS or e-mail for a challenge; a new send replaces the previous code. */
export async function sendChallengeCode(
  deps: TAuthDeps,
  body: { challengeId: string; method: 'sms' | 'email' },
  client: TClient,
): Promise<TSendCodeResult> {
  const challenge = await liveChallenge(deps, body.challengeId, client);
  requireMethod(challenge.methods, body.method);
  const member = await members.findMemberById(deps.db, challenge.member_id);
  if (!member) {
    throw new AppError('CHALLENGE_INVALID');
  }
  const code = newNumericCode(6);
  await repo.setChallengeCode(deps.db, challenge.id, challengeCodeHash(challenge.id, body.method, code));
  const message = { kind: 'login-challenge-code', code } as const;
  const language = messageLanguage(member.language, client.language);
  if (body.method === 'sms' && member.mobile && member.dialing_code) {
    await deps.sms.send(smsRecipient(member.dialing_code, member.mobile), message, language);
  } else if (body.method === 'email' && member.email) {
    await deps.mail.send(member.email, message, language);
  }
  const expiredMinutes = Math.max(
    1,
    Math.ceil((new Date(challenge.expires_at).getTime() - Date.now()) / 60_000),
  );
  return { expiredMinutes, resendSeconds: CODE_RESEND_SECONDS };
}

function totpMatches(secret: string | null, answer: string): boolean {
  if (!secret) {
    return false;
  }
  try {
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    return totp.validate({ token: answer, window: 1 }) !== null;
  } catch {
    return false;
  }
}

/** Checks the answer; the right one finishes the login like a normal password login. */
export async function verifyChallenge(
  deps: TAuthDeps,
  body: { challengeId: string; method: TVerificationMethod; answer: string },
  client: TClient,
): Promise<TLoginResult> {
  const challenge = await liveChallenge(deps, body.challengeId, client);
  requireMethod(challenge.methods, body.method);
  const member = await members.findMemberById(deps.db, challenge.member_id);
  if (!member) {
    throw new AppError('CHALLENGE_INVALID');
  }
  const answer = body.answer.trim();
  const right =
    body.method === 'payee'
      ? samePayeeName(member.payee_name, answer)
      : body.method === 'totp'
        ? totpMatches(member.totp_secret, answer)
        : challenge.code_hash !== null &&
          safeEqual(challengeCodeHash(challenge.id, body.method, answer), challenge.code_hash);
  if (!right) {
    await logFailure(
      deps,
      { memberId: member.id, account: member.account, ip: client.ip, method: 'username' },
      `second-verification-${body.method}`,
    );
    const attempts = await repo.recordChallengeFailure(deps.db, challenge.id, MAX_CHALLENGE_ATTEMPTS);
    throw new AppError(attempts >= MAX_CHALLENGE_ATTEMPTS ? 'CHALLENGE_INVALID' : 'VERIFICATION_FAILED');
  }
  if (!(await repo.consumeChallenge(deps.db, challenge.id))) {
    throw new AppError('CHALLENGE_INVALID');
  }
  if (member.status === 'disabled') {
    throw new AppError('ACCOUNT_DISABLED');
  }
  return completeLogin(deps, member, { client, method: 'username', flags: await getFlags(deps.db) });
}
