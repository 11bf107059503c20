// Defences around credential checks, for members and operators alike (decisions 005 and 019): the
// lock after repeated failures, the captcha after a failure of this account from this IP
// (CAPTCHA3 for members, always for operators), the failure counter, and the attempt log every
// path writes. A name that belongs to nobody is locked and asked for a captcha exactly like a real
// one, from the attempt log, so neither the answers nor their timing tell the two apart.
import { assertMayLogIn } from '@/modules/protection/exclusion.service.ts';
import { randomBytes } from 'node:crypto';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword } from '@/shared/password.ts';
import { checkCaptcha } from '@/modules/captcha/captcha.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import type { TAuthDeps } from './auth-deps.ts';
import * as repo from './auth.repo.ts';
import { siteRefusal, type TLoginSite } from './login-rules.ts';

export type TAttempt = { memberId: number | null; account: string | null; ip: string; method: string };
/** Who is logging in: members have counters on their row, operators and unknown names use the log. */
export type TGuardScope = repo.TAttemptScope;
type TGuardDeps = Pick<TAuthDeps, 'db' | 'config'>;
type TGuardedMember = Pick<members.TMemberRow, 'id' | 'failed_logins' | 'locked_until'>;

/** How far back the log is read for a name's failures (a success ends the count earlier). */
const LOOKBACK_MS = 30 * 86_400_000;

let dummyHash: Promise<string> | null = null;

/** Verifying against a throwaway hash keeps an unknown account as slow as a wrong password. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export async function logFailure(
  deps: Pick<TAuthDeps, 'db'>,
  attempt: TAttempt,
  reason: string,
): Promise<void> {
  await repo.insertLoginAttempt(deps.db, { ...attempt, success: false, reason });
}

/** Runs `check`; when it throws, logs the attempt as failed with `reason` and rethrows. */
export async function logged<T>(
  deps: Pick<TAuthDeps, 'db'>,
  attempt: TAttempt,
  reason: string,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await logFailure(deps, attempt, reason);
    throw error;
  }
}

/** The lock of a name kept in the attempt log: operators, and names no member has. 0 when none. */
async function loggedLockUntil(
  deps: TGuardDeps,
  scope: TGuardScope,
  account: string,
): Promise<{ count: number; until: number }> {
  const failures = await repo.accountFailures(deps.db, {
    scope,
    account,
    since: new Date(Date.now() - LOOKBACK_MS),
    reason: 'credentials',
    unknownOnly: scope === 'member',
  });
  const locked = failures.count >= deps.config.LOGIN_LOCK_THRESHOLD && failures.lastAt !== null;
  return {
    count: failures.count,
    until: locked ? failures.lastAt!.getTime() + deps.config.LOGIN_LOCK_MINUTES * 60_000 : 0,
  };
}

/**
 * Whether the next login of `account` from `ip` needs a captcha: after a failure of that account
 * from that IP (until its next success), or when the IP failed LOGIN_LOCK_THRESHOLD times on any
 * accounts within LOGIN_LOCK_MINUTES and since its last success (one IP trying many names). Another account's single failure
 * from a shared IP does not count.
 */
export async function captchaNeeded(
  deps: TGuardDeps,
  scope: TGuardScope,
  account: string | null,
  ip: string,
): Promise<boolean> {
  if (account) {
    const pair = await repo.accountFailures(deps.db, {
      scope,
      account,
      ip,
      since: new Date(Date.now() - LOOKBACK_MS),
    });
    if (pair.count > 0) {
      return true;
    }
  }
  const window = new Date(Date.now() - deps.config.LOGIN_LOCK_MINUTES * 60_000);
  return (await repo.countIpFailuresSince(deps.db, scope, ip, window)) >= deps.config.LOGIN_LOCK_THRESHOLD;
}

/**
 * Before the credential check: refuse while the account is locked, then demand a valid captcha
 * when captchaNeeded says so. Checking the lock first means a locked account cannot be probed for
 * its password at all.
 */
export async function guardAttempt(
  deps: TGuardDeps,
  opts: { scope: TGuardScope; captchaOn: boolean; member: TGuardedMember | undefined },
  captcha: { captcha?: string | undefined; captchaId?: string | undefined },
  attempt: TAttempt & { account: string },
): Promise<void> {
  // read for every name, so a real and a made-up one cost the same queries
  const fromLog = await loggedLockUntil(deps, opts.scope, attempt.account);
  const lockedUntil = opts.member
    ? opts.member.locked_until
      ? new Date(opts.member.locked_until).getTime()
      : 0
    : fromLog.until;
  if (lockedUntil > Date.now()) {
    await logFailure(deps, attempt, 'locked');
    throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: Math.ceil((lockedUntil - Date.now()) / 1000) });
  }
  if (opts.captchaOn && (await captchaNeeded(deps, opts.scope, attempt.account, attempt.ip))) {
    await logged(deps, attempt, 'captcha', () => checkCaptcha(deps.db, captcha.captchaId, captcha.captcha));
  }
}

/**
 * A wrong credential: log it, count it against the account and lock the account when the count
 * reaches the threshold. The counter is not reset by the lock, so once the lock expires a single
 * further failure locks again; only a successful login (or a new password) clears it. A name with
 * no member row counts in the log the same way.
 */
export async function credentialFailure(
  deps: TGuardDeps,
  opts: { scope: TGuardScope; captchaOn: boolean; member: TGuardedMember | undefined },
  attempt: TAttempt & { account: string },
): Promise<AppError> {
  await logFailure(deps, attempt, 'credentials');
  const captchaFlag = opts.captchaOn ? { captchaRequired: true } : {};
  const failures = opts.member
    ? await members.incrementFailedLogins(deps.db, opts.member.id)
    : (await loggedLockUntil(deps, opts.scope, attempt.account)).count;
  if (failures >= deps.config.LOGIN_LOCK_THRESHOLD) {
    const minutes = deps.config.LOGIN_LOCK_MINUTES;
    if (opts.member) {
      await members.lockMember(deps.db, opts.member.id, new Date(Date.now() + minutes * 60_000));
    }
    return new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: minutes * 60, ...captchaFlag });
  }
  return new AppError('ACCOUNT_OR_PASSWORD_WRONG', captchaFlag);
}

/** After the credential check: disabled accounts and the wrong site are refused (spec §6). */
export async function ensureMayLogIn(
  deps: Pick<TAuthDeps, 'db'>,
  member: Pick<members.TMemberRow, 'id' | 'status' | 'type'>,
  site: TLoginSite,
  attempt: TAttempt,
): Promise<void> {
  if (member.status === 'disabled') {
    await logFailure(deps, attempt, 'disabled');
    throw new AppError('ACCOUNT_DISABLED');
  }
  try {
    await assertMayLogIn(deps.db, member.id);
  } catch (error) {
    await logFailure(deps, attempt, 'self_excluded');
    throw error;
  }
  const refusal = siteRefusal(member.type, site);
  if (refusal) {
    await logFailure(deps, attempt, refusal);
    throw new AppError(refusal);
  }
}
