// Pure login rules, kept apart from I/O so they are unit-tested directly: who may log in to
// which site, when a password change is forced, and how contact details are masked.
import { FIXED_DEFAULT_PASSWORD, MEMBER_USER_TYPE, isAgentType } from '@pavilion/contracts/constants';
import type { TErrorCode } from '@pavilion/contracts/errors';

export type TLoginSite = 'player' | 'agent';

/** Null when the account type may log in to the site, else the error to answer (spec §6). */
export function siteRefusal(type: number, site: TLoginSite): TErrorCode | null {
  if (site === 'agent') {
    return isAgentType(type) ? null : 'NON_AGENT_LOGIN';
  }
  // Agents play on the player site too; trial (4) and any other non-member type may not log in.
  return type === MEMBER_USER_TYPE || isAgentType(type) ? null : 'NON_MEMBER_LOGIN';
}

export function isPasswordExpired(changedAt: Date | string, maxAgeDays: number, now = Date.now()): boolean {
  return now - new Date(changedAt).getTime() > maxAgeDays * 86_400_000;
}

/**
 * Spec §4: the fixed default password, or an expired password with PWDEXPFORCECHANGE3, opens the
 * change-password modal unless the login was by SMS. A first login forces the change only through
 * must_change_password, which operator-created and agent-registered accounts carry; a player who
 * registered themselves chose their password a moment ago and is not asked again.
 */
export function mustChangePassword(opts: {
  method: 'sms' | 'password';
  plainPassword?: string | undefined;
  mustChangeFlag: boolean;
  passwordExpired: boolean;
  forceExpiredChange: boolean;
}): boolean {
  if (opts.method === 'sms') {
    return false;
  }
  return (
    opts.plainPassword === FIXED_DEFAULT_PASSWORD ||
    opts.mustChangeFlag ||
    (opts.passwordExpired && opts.forceExpiredChange)
  );
}

export function maskMobile(dialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) {
    return null;
  }
  const hidden = '*'.repeat(Math.max(mobile.length - 4, 0));
  return `${dialingCode ? `${dialingCode} ` : ''}${hidden}${mobile.slice(-4)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) {
    return null;
  }
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** Payee names are compared as people type them: case, outer and repeated spaces do not matter. */
export function samePayeeName(a: string | null, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return a !== null && norm(a) !== '' && norm(a) === norm(b);
}
