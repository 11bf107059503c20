// Defences around credential checks: the lock after repeated failures, the captcha that switches
// on after the first failure (CAPTCHA3), the failure counter, and the attempt log every path writes.
import { AppError } from '@/shared/app-error.ts';
import { checkCaptcha } from '@/modules/captcha/captcha.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import type { TAuthDeps } from './auth-deps.ts';
import * as repo from './auth.repo.ts';
import { siteRefusal, type TLoginSite } from './login-rules.ts';

export type TAttempt = { memberId: number | null; account: string | null; ip: string; method: string };
type TFlags = Record<string, boolean>;
type TGuardedMember = Pick<members.TMemberRow, 'id' | 'failed_logins' | 'locked_until'>;

export async function logFailure(deps: Pick<TAuthDeps, 'db'>, attempt: TAttempt, reason: string): Promise<void> {
  await repo.insertLoginAttempt(deps.db, { ...attempt, success: false, reason });
}

/** Runs `check`; when it throws, logs the attempt as failed with `reason` and rethrows. */
export async function logged<T>(deps: Pick<TAuthDeps, 'db'>, attempt: TAttempt, reason: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await logFailure(deps, attempt, reason);
    throw error;
  }
}

/**
 * Before the credential check: refuse while the account is locked, then demand a valid captcha
 * when this account or this IP failed recently. Checking the lock first means a locked account
 * cannot be probed for its password at all.
 */
export async function guardAttempt(
  deps: Pick<TAuthDeps, 'db' | 'config'>,
  flags: TFlags,
  member: TGuardedMember | undefined,
  captcha: { captcha?: string | undefined; captchaId?: string | undefined },
  attempt: TAttempt,
): Promise<void> {
  const lockedUntil = member?.locked_until ? new Date(member.locked_until).getTime() : 0;
  if (lockedUntil > Date.now()) {
    await logFailure(deps, attempt, 'locked');
    throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: Math.ceil((lockedUntil - Date.now()) / 1000) });
  }
  if (flags.CAPTCHA3 && (await captchaNeeded(deps, member, attempt.ip))) {
    await logged(deps, attempt, 'captcha', () => checkCaptcha(deps.db, captcha.captchaId, captcha.captcha));
  }
}

async function captchaNeeded(deps: Pick<TAuthDeps, 'db' | 'config'>, member: TGuardedMember | undefined, ip: string): Promise<boolean> {
  if (member && member.failed_logins > 0) {
    return true;
  }
  const since = new Date(Date.now() - deps.config.LOGIN_LOCK_MINUTES * 60_000);
  return (await repo.countIpFailuresSince(deps.db, ip, since)) > 0;
}

/**
 * A wrong credential: log it, count it against the account and lock the account when the count
 * reaches the threshold. The counter is not reset by the lock, so once the lock expires a single
 * further failure locks again; only a successful login (or a new password) clears it.
 */
export async function credentialFailure(
  deps: Pick<TAuthDeps, 'db' | 'config'>,
  flags: TFlags,
  member: TGuardedMember | undefined,
  attempt: TAttempt,
): Promise<AppError> {
  await logFailure(deps, attempt, 'credentials');
  const captchaFlag = flags.CAPTCHA3 ? { captchaRequired: true } : {};
  if (member) {
    const failures = await members.incrementFailedLogins(deps.db, member.id);
    if (failures >= deps.config.LOGIN_LOCK_THRESHOLD) {
      const minutes = deps.config.LOGIN_LOCK_MINUTES;
      await members.lockMember(deps.db, member.id, new Date(Date.now() + minutes * 60_000));
      return new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: minutes * 60, ...captchaFlag });
    }
  }
  return new AppError('ACCOUNT_OR_PASSWORD_WRONG', captchaFlag);
}

/** After the credential check: disabled accounts and the wrong site are refused (spec §6). */
export async function ensureMayLogIn(
  deps: Pick<TAuthDeps, 'db'>,
  member: Pick<members.TMemberRow, 'status' | 'type'>,
  site: TLoginSite,
  attempt: TAttempt,
): Promise<void> {
  if (member.status === 'disabled') {
    await logFailure(deps, attempt, 'disabled');
    throw new AppError('ACCOUNT_DISABLED');
  }
  const refusal = siteRefusal(member.type, site);
  if (refusal) {
    await logFailure(deps, attempt, refusal);
    throw new AppError(refusal);
  }
}
