// Operator accounts: login for the admin API (the members' lock and captcha, decision 019), the
// operator password rule, and the seeded operator.
import type { TDb } from '@/db/database.ts';
import type { TConfig } from '@/config.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword, verifyPassword } from '@/shared/password.ts';
import {
  captchaNeeded,
  credentialFailure,
  dummyPasswordHash,
  guardAttempt,
} from '@/modules/auth/login-guard.ts';
import { revokeOperatorSessions } from '@/modules/sessions/sessions.service.ts';
import { afterPassword, type TOperatorLogin } from '@/modules/operators/console-login.service.ts';
import { FIXED_DEFAULT_PASSWORD } from '@pavilion/contracts/constants';
import { OPERATOR_PASSWORD_RULE, ZOperatorPasswordSchema } from '@pavilion/contracts/auth';
import type { TOperatorRole } from '@pavilion/contracts/console-access';
import * as repo from './admin.repo.ts';

type TDeps = { db: TDb; config: TConfig };
const OPERATOR_GUARD = { scope: 'operator', captchaOn: true, member: undefined } as const;

/**
 * The password step of the operator login: a session, or the TOTP challenge when the operator
 * enrolled (operators/console-login.service.ts).
 * Unknown names and wrong passwords answer alike and take as long (a throwaway hash is verified);
 * the lock and the captcha come from the attempt log, so they behave the same for any name.
 */
export async function loginOperator(
  deps: TDeps,
  opts: {
    username: string;
    password: string;
    ip: string;
    captcha?: string | undefined;
    captchaId?: string | undefined;
  },
): Promise<TOperatorLogin> {
  const operator = await repo.findOperator(deps.db, opts.username);
  const attempt = { memberId: null, account: opts.username, ip: opts.ip, method: 'operator' };
  await guardAttempt(deps, OPERATOR_GUARD, opts, attempt);
  const ok = await verifyPassword(operator?.password_hash ?? (await dummyPasswordHash()), opts.password);
  if (!operator || !ok) {
    throw await credentialFailure(deps, OPERATOR_GUARD, attempt);
  }
  return afterPassword(deps, operator.id, attempt);
}

export function operatorCaptchaRequired(deps: TDeps, username: string, ip: string): Promise<boolean> {
  return captchaNeeded(deps, 'operator', username, ip);
}

/** Refuses a password that breaks the operator rule (contracts OPERATOR_PASSWORD_RULE). */
export function checkOperatorPassword(password: string): void {
  if (!ZOperatorPasswordSchema.safeParse(password).success) {
    const { minLength, maxLength, minCharacterKinds } = OPERATOR_PASSWORD_RULE;
    throw new AppError('VALIDATION_FAILED', {
      message: `An operator password needs ${minLength} to ${maxLength} characters of at least ${minCharacterKinds} kinds (lower case, upper case, digits, symbols), with no space at either end`,
      fields: { password: 'operatorPassword' },
    });
  }
}

/**
 * Creates the operator account if absent; returns true when it was created. The password must pass
 * the operator rule. The seeded `admin` is an owner (the first login of the console, README).
 */
export async function ensureOperator(
  db: TDb,
  username: string,
  password: string,
  role: TOperatorRole = 'owner',
): Promise<boolean> {
  if (await repo.findOperator(db, username)) {
    return false;
  }
  checkOperatorPassword(password);
  await repo.insertOperator(db, username, await hashPassword(password), role);
  return true;
}

/** Changes an operator's password and ends their other sessions (the one that asked stays). */
export async function changeOperatorPassword(
  db: TDb,
  operatorId: number,
  opts: { oldPassword: string; newPassword: string; sessionId: number },
): Promise<void> {
  const operator = await repo.findOperatorById(db, operatorId);
  if (!operator || !(await verifyPassword(operator.password_hash, opts.oldPassword))) {
    throw new AppError('OLD_PASSWORD_WRONG');
  }
  checkOperatorPassword(opts.newPassword);
  if (opts.newPassword === opts.oldPassword) {
    throw new AppError('PASSWORD_REUSED');
  }
  await repo.setOperatorPassword(db, operatorId, await hashPassword(opts.newPassword));
  await revokeOperatorSessions(db, operatorId, opts.sessionId);
}

/** Makes the member change their password at next login (spec §4 forced change). */
export async function forcePasswordChange(db: TDb, account: string): Promise<void> {
  if (!(await repo.setMemberPasswordState(db, account, { must_change_password: true }))) {
    throw new AppError('NOT_FOUND', { message: 'Unknown account' });
  }
}

/** Resets a member's password to the fixed default password, which forces a change at login. */
export async function resetToDefaultPassword(db: TDb, account: string): Promise<void> {
  const hash = await hashPassword(FIXED_DEFAULT_PASSWORD);
  if (
    !(await repo.setMemberPasswordState(db, account, { must_change_password: true, password_hash: hash }))
  ) {
    throw new AppError('NOT_FOUND', { message: 'Unknown account' });
  }
}
