// Operator accounts: login for the admin API and the seeded operator.
import type { TDb } from '@/db/database.ts';
import type { TConfig } from '@/config.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword, verifyPassword } from '@/shared/password.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { FIXED_DEFAULT_PASSWORD } from '@pavilion/contracts/constants';
import * as repo from './admin.repo.ts';

export async function loginOperator(db: TDb, config: TConfig, opts: { username: string; password: string; ip: string }) {
  const operator = await repo.findOperator(db, opts.username);
  const ok = operator ? await verifyPassword(operator.password_hash, opts.password) : false;
  if (!operator || !ok) {
    throw new AppError('ACCOUNT_OR_PASSWORD_WRONG');
  }
  return createSession(db, config, { kind: 'operator', operatorId: operator.id, ip: opts.ip });
}

/** Creates the operator account if absent; returns true when it was created. */
export async function ensureOperator(db: TDb, username: string, password: string): Promise<boolean> {
  if (await repo.findOperator(db, username)) {
    return false;
  }
  await repo.insertOperator(db, username, await hashPassword(password));
  return true;
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
  if (!(await repo.setMemberPasswordState(db, account, { must_change_password: true, password_hash: hash }))) {
    throw new AppError('NOT_FOUND', { message: 'Unknown account' });
  }
}
