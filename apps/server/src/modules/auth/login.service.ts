// POST /api/auth/login rules: by username and password, or by mobile number and SMS code
// (MOBILEVERCODELOGIN3). Unknown account and wrong password answer alike, in about the same
// time; lock, captcha and site rules come from login-guard.ts; a password login from an IP the
// member never used may need a second verification first (LOGINIPVERF3, challenge.service.ts).
import type {
  TCaptchaRequiredRequest,
  TCaptchaRequiredResult,
  TLoginRequest,
  TLoginResult,
} from '@pavilion/contracts/auth';
import { FIXED_DEFAULT_PASSWORD } from '@pavilion/contracts/constants';
import { decryptField } from '@/modules/crypto/rsa-keys.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import { getFlags } from '@/modules/site/site.service.ts';
import { parseMobile } from '@/modules/messaging/mobile.ts';
import { AppError } from '@/shared/app-error.ts';
import { verifyPassword } from '@/shared/password.ts';
import type { TAuthDeps, TClient } from './auth-deps.ts';
import { maybeStartChallenge } from './challenge.service.ts';
import {
  captchaNeeded,
  credentialFailure,
  dummyPasswordHash,
  ensureMayLogIn,
  guardAttempt,
  logFailure,
  logged,
} from './login-guard.ts';
import { completeLogin } from './login-session.ts';

export async function login(deps: TAuthDeps, body: TLoginRequest, client: TClient): Promise<TLoginResult> {
  const flags = await getFlags(deps.db);
  return body.type === 'sms'
    ? loginBySms(deps, flags, body, client)
    : loginByPassword(deps, flags, body, client);
}

async function loginByPassword(
  deps: TAuthDeps,
  flags: Record<string, boolean>,
  body: TLoginRequest,
  client: TClient,
): Promise<TLoginResult> {
  const username = (body.username ?? '').trim();
  const password = body.password ? decryptField(deps.keys, body.password, 'password').trim() : '';
  const missing: Record<string, string> = {};
  if (!username) {
    missing.username = 'REQUIRED';
  }
  if (!password) {
    missing.password = 'REQUIRED';
  }
  if (Object.keys(missing).length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      fields: missing,
      message: 'Please enter the username and password',
    });
  }
  let member = await members.findMemberByAccount(deps.db, username);
  const attempt = { memberId: member?.id ?? null, account: username, ip: client.ip, method: 'username' };
  const guard = { scope: 'member' as const, captchaOn: flags.CAPTCHA3 === true, member };
  await guardAttempt(deps, guard, body, attempt);
  const passwordOk = await verifyPassword(member?.password_hash ?? (await dummyPasswordHash()), password);
  if (!member || !passwordOk) {
    throw await credentialFailure(deps, guard, attempt);
  }
  await ensureMayLogIn(deps, member, body.site, attempt);
  if (password === FIXED_DEFAULT_PASSWORD && !member.must_change_password) {
    // Remember it on the account, so a login finished later (second verification) still forces the change.
    await members.setMustChangePassword(deps.db, member.id);
    member = { ...member, must_change_password: true };
  }
  if (flags.LOGINIPVERF3) {
    const challenge = await maybeStartChallenge(deps, member, client);
    if (challenge) {
      return challenge;
    }
  }
  return completeLogin(deps, member, { client, method: 'username', flags });
}

async function loginBySms(
  deps: TAuthDeps,
  flags: Record<string, boolean>,
  body: TLoginRequest,
  client: TClient,
): Promise<TLoginResult> {
  if (!flags.MOBILEVERCODELOGIN3) {
    throw new AppError('FEATURE_DISABLED');
  }
  const phone = await parseMobile(deps.db, body.countryDialingCode, body.mobileNum);
  const member = await members.findMemberByMobile(deps.db, phone.dialingCode, phone.mobile);
  const attempt = {
    memberId: member?.id ?? null,
    account: member?.account ?? `${phone.dialingCode} ${phone.mobile}`,
    ip: client.ip,
    method: 'sms',
  };
  await guardAttempt(deps, { scope: 'member', captchaOn: flags.CAPTCHA3 === true, member }, body, attempt);
  // A wrong code is not counted towards the account lock: each code dies after 5 tries and
  // sending codes is throttled, which bounds guessing on its own. An unregistered number answers
  // as a wrong code (its code, if any, was never delivered), so numbers cannot be listed.
  await logged(deps, attempt, 'code', () =>
    deps.phone.verify({ purpose: 'login', phone, code: body.code, token: body.firebaseIdToken }),
  );
  if (!member) {
    await logFailure(deps, attempt, 'code');
    throw new AppError('auth/invalid-verification-code', {
      fields: { verificationCode: 'auth/invalid-verification-code' },
    });
  }
  await ensureMayLogIn(deps, member, body.site, attempt);
  return completeLogin(deps, member, { client, method: 'sms', flags });
}

/**
 * Whether the login form must show the captcha before the first submit, for this name (or mobile
 * number) from this IP: the same rule the login applies (login-guard.ts captchaNeeded). It tells
 * nothing about whether the account exists: it only reflects failures from the caller's own IP.
 */
export async function loginCaptchaRequired(
  deps: TAuthDeps,
  body: TCaptchaRequiredRequest,
  client: TClient,
): Promise<TCaptchaRequiredResult> {
  const flags = await getFlags(deps.db);
  if (!flags.CAPTCHA3) {
    return { captchaRequired: false };
  }
  let account = body.username?.trim() || null;
  if (!account && body.mobileNum && body.countryDialingCode) {
    const phone = await parseMobile(deps.db, body.countryDialingCode, body.mobileNum).catch(() => null);
    const member = phone
      ? await members.findMemberByMobile(deps.db, phone.dialingCode, phone.mobile)
      : undefined;
    account = member?.account ?? (phone ? `${phone.dialingCode} ${phone.mobile}` : null);
  }
  return { captchaRequired: await captchaNeeded(deps, 'member', account, client.ip) };
}
