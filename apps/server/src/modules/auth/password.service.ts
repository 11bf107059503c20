// Passwords after registration (spec §4, §5): change (PASS3, logged in again afterwards),
// forgot by e-mail link (PWRESETEMAIL3) and forgot by phone code (PWRESETSMS3, logged in
// afterwards). Every new password ends all sessions of the member (OWASP ASVS).
import { ZEmailSchema, ZPasswordSchema, ZUsernameSchema } from '@pavilion/contracts/auth';
import { FIXED_DEFAULT_PASSWORD } from '@pavilion/contracts/constants';
import { decryptField } from '@/modules/crypto/rsa-keys.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import { revokeMemberSessions } from '@/modules/sessions/sessions.service.ts';
import { getFlags, requireFlag } from '@/modules/site/site.service.ts';
import { messageLanguage } from '@/modules/messaging/message-language.ts';
import { parseMobile } from '@/modules/messaging/mobile.ts';
import { siteLinkOrigin } from '@/modules/site/site-origin.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword, verifyPassword } from '@/shared/password.ts';
import { hashToken, newToken } from '@/shared/tokens.ts';
import type { TAuthDeps, TClient } from './auth-deps.ts';
import * as repo from './auth.repo.ts';
import { completeLogin, issueLoginResult, type TLoginOk } from './login-session.ts';

export const RESET_LINK_TTL_MS = 30 * 60_000;
/** the web page the reset e-mail links to */
export const RESET_PAGE_PATH = '/reset-password';

/** The new-password rule shared by every path; `confirm` is checked when the form has one. */
export function checkNewPassword(plain: string, confirm?: string): void {
  if (!ZPasswordSchema.safeParse(plain).success || plain === FIXED_DEFAULT_PASSWORD) {
    throw new AppError('VALIDATION_FAILED', { fields: { newPassword: 'password' } });
  }
  if (confirm !== undefined && confirm !== plain) {
    throw new AppError('PASSWORD_MISMATCH', { fields: { confirmNewPassword: 'PASSWORD_MISMATCH' } });
  }
}

async function loadMember(deps: Pick<TAuthDeps, 'db'>, id: number): Promise<members.TMemberRow> {
  const member = await members.findMemberById(deps.db, id);
  if (!member) {
    throw new AppError('NOT_LOGGED_IN');
  }
  return member;
}

async function refuseReuse(member: members.TMemberRow, plain: string): Promise<void> {
  if (await verifyPassword(member.password_hash, plain)) {
    throw new AppError('PASSWORD_REUSED', { fields: { newPassword: 'PASSWORD_REUSED' } });
  }
}

async function storeNewPassword(deps: Pick<TAuthDeps, 'db'>, memberId: number, plain: string): Promise<void> {
  await members.updatePassword(deps.db, memberId, await hashPassword(plain));
  await repo.consumeAllPasswordResets(deps.db, memberId);
  await revokeMemberSessions(deps.db, memberId);
}

export async function changePassword(
  deps: TAuthDeps,
  memberId: number,
  body: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
  client: TClient,
): Promise<TLoginOk> {
  await requireFlag(deps.db, 'PASS3');
  if (!body.oldPassword) {
    throw new AppError('VALIDATION_FAILED', { fields: { oldPassword: 'REQUIRED' } });
  }
  const oldPlain = decryptField(deps.keys, body.oldPassword, 'oldPassword').trim();
  const newPlain = decryptField(deps.keys, body.newPassword, 'newPassword').trim();
  checkNewPassword(newPlain, decryptField(deps.keys, body.confirmNewPassword, 'confirmNewPassword').trim());
  const member = await loadMember(deps, memberId);
  if (!(await verifyPassword(member.password_hash, oldPlain))) {
    throw new AppError('OLD_PASSWORD_WRONG', { fields: { oldPassword: 'OLD_PASSWORD_WRONG' } });
  }
  if (oldPlain === newPlain) {
    throw new AppError('PASSWORD_REUSED', { fields: { newPassword: 'PASSWORD_REUSED' } });
  }
  await storeNewPassword(deps, member.id, newPlain);
  return issueLoginResult(deps, member, client, {
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
  });
}

/**
 * Mails a one-time reset link, absolute on the site address the request came to (when it is one of
 * the site's), in the member's language. Unknown user and wrong e-mail answer the same.
 */
export async function forgotByEmail(
  deps: TAuthDeps,
  body: { username: string; email: string },
  client: TClient,
): Promise<void> {
  await requireFlag(deps.db, 'PWRESETEMAIL3');
  const username = ZUsernameSchema.safeParse(body.username);
  if (!username.success) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { username: username.error.issues[0]?.message ?? 'username' },
    });
  }
  const email = ZEmailSchema.safeParse(body.email);
  if (!email.success) {
    throw new AppError('EMAIL_FORMAT', { fields: { email: 'EMAIL_FORMAT' } });
  }
  const member = await members.findMemberByAccount(deps.db, username.data);
  if (!member || !member.email || member.email.toLowerCase() !== email.data.toLowerCase()) {
    throw new AppError('USER_OR_EMAIL_NOT_FOUND');
  }
  const token = newToken();
  await repo.insertPasswordReset(deps.db, {
    tokenHash: hashToken(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const origin = await siteLinkOrigin(deps, client.origin);
  await deps.mail.send(
    member.email,
    {
      kind: 'password-reset',
      name: member.nickname,
      link: `${origin}${RESET_PAGE_PATH}?token=${token}`,
      minutes: RESET_LINK_TTL_MS / 60_000,
    },
    messageLanguage(member.language, client.language),
  );
}

export async function resetByEmail(
  deps: TAuthDeps,
  body: { resetToken: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  await requireFlag(deps.db, 'PWRESETEMAIL3');
  const tokenHash = hashToken(body.resetToken);
  const reset = await repo.findLivePasswordReset(deps.db, tokenHash);
  if (!reset) {
    throw new AppError('RESET_LINK_INVALID');
  }
  const newPlain = decryptField(deps.keys, body.newPassword, 'newPassword').trim();
  checkNewPassword(newPlain, decryptField(deps.keys, body.confirmNewPassword, 'confirmNewPassword').trim());
  const member = await loadMember(deps, reset.member_id);
  await refuseReuse(member, newPlain);
  // Consumed only now, so a rejected password does not cost the user their link.
  if (!(await repo.consumePasswordReset(deps.db, tokenHash))) {
    throw new AppError('RESET_LINK_INVALID');
  }
  await storeNewPassword(deps, member.id, newPlain);
}

export async function setPasswordByPhone(
  deps: TAuthDeps,
  body: {
    newPassword: string;
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    /** the third-party phone service's token instead of our code (issue 18) */
    firebaseIdToken?: string | undefined;
  },
  client: TClient,
): Promise<TLoginOk> {
  const flags = await getFlags(deps.db);
  if (!flags.PWRESETSMS3) {
    throw new AppError('FEATURE_DISABLED');
  }
  const phone = await parseMobile(deps.db, body.countryDialingCode, body.mobileNum);
  const checkPhone = () =>
    deps.phone.verify({ purpose: 'reset', phone, code: body.verificationCode, token: body.firebaseIdToken });
  const found = await members.findMemberByMobile(deps.db, phone.dialingCode, phone.mobile);
  if (!found) {
    // as a wrong code: the code sent to an unregistered number was never delivered (codes.service.ts);
    // a phone service's valid token for it is still no account
    await checkPhone();
    throw new AppError('auth/invalid-verification-code', {
      fields: { verificationCode: 'auth/invalid-verification-code' },
    });
  }
  if (found.status === 'disabled') {
    throw new AppError('ACCOUNT_DISABLED');
  }
  const newPlain = decryptField(deps.keys, body.newPassword, 'newPassword').trim();
  checkNewPassword(newPlain);
  await refuseReuse(found, newPlain);
  await checkPhone();
  await storeNewPassword(deps, found.id, newPlain);
  return completeLogin(deps, await loadMember(deps, found.id), { client, method: 'reset-phone', flags });
}
