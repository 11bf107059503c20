// The operator's login after the password (decision 042): an operator with TOTP gets a single-use
// challenge (5 minutes) instead of a session, and trades it with a TOTP code or an unused recovery
// code for one. Wrong codes count toward the login lock like wrong passwords (decision 019); the
// attempt log records the success only when the session is made, so a stolen password alone never
// clears the failure count.
import type { TConsoleLoginResult, TTotpLogin } from '@pavilion/contracts/console-access';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { credentialFailure, guardAttempt, logFailure, type TAttempt } from '@/modules/auth/login-guard.ts';
import { insertLoginAttempt } from '@/modules/auth/auth.repo.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { verifyPassword } from '@/shared/password.ts';
import { hashToken, newToken } from '@/shared/tokens.ts';
import * as repo from './operators.repo.ts';
import { matchingStep } from './totp.ts';

type TDeps = { db: TDb; config: TConfig };
const CHALLENGE_MS = 5 * 60_000;
const TOTP_GUARD = { scope: 'operator', captchaOn: false, member: undefined } as const;

export type TOperatorLogin = {
  result: TConsoleLoginResult;
  operator: { operatorId: number; username: string };
};

async function openSession(deps: TDeps, operator: repo.TOperatorRow, attempt: TAttempt): Promise<string> {
  await insertLoginAttempt(deps.db, { ...attempt, success: true, reason: null });
  await repo.markLoggedIn(deps.db, operator.id);
  return createSession(deps.db, deps.config, { kind: 'operator', operatorId: operator.id, ip: attempt.ip });
}

/** After a right password: a session, or the TOTP challenge. A locked operator is refused. */
export async function afterPassword(
  deps: TDeps,
  operatorId: number,
  attempt: TAttempt & { account: string },
): Promise<TOperatorLogin> {
  const operator = await repo.findById(deps.db, operatorId);
  if (!operator || operator.locked) {
    await logFailure(deps, attempt, 'disabled');
    throw new AppError('ACCOUNT_DISABLED');
  }
  const who = { operatorId: operator.id, username: operator.username };
  if (operator.totpSecret === null) {
    return { result: { token: await openSession(deps, operator, attempt) }, operator: who };
  }
  const challenge = newToken();
  await repo.insertChallenge(deps.db, {
    tokenHash: hashToken(challenge),
    operatorId: operator.id,
    ip: attempt.ip,
    expiresAt: new Date(Date.now() + CHALLENGE_MS),
  });
  return { result: { totpRequired: true, challenge }, operator: who };
}

/** A TOTP code (a step not used before) or an unused recovery code, spent on success. */
async function codeMatches(db: TDb, operator: repo.TOperatorRow, code: string): Promise<boolean> {
  if (/^[0-9]{6}$/.test(code)) {
    const step = matchingStep(operator.totpSecret ?? '', code);
    return step !== null && (await repo.useTotpStep(db, operator.id, step));
  }
  for (const row of await repo.unusedRecoveryCodes(db, operator.id)) {
    if (await verifyPassword(row.code_hash, code)) {
      return repo.useRecoveryCode(db, Number(row.id));
    }
  }
  return false;
}

export async function loginWithTotp(deps: TDeps, opts: TTotpLogin & { ip: string }): Promise<TOperatorLogin> {
  const challengeHash = hashToken(opts.challenge);
  const operatorId = await repo.liveChallenge(deps.db, challengeHash);
  const operator = operatorId === undefined ? undefined : await repo.findById(deps.db, operatorId);
  if (!operator || operator.totpSecret === null) {
    throw new AppError('CHALLENGE_INVALID');
  }
  const attempt = { memberId: null, account: operator.username, ip: opts.ip, method: 'operator' };
  await guardAttempt(deps, TOTP_GUARD, {}, attempt);
  if (!(await codeMatches(deps.db, operator, opts.code))) {
    const failure = await credentialFailure(deps, TOTP_GUARD, attempt);
    throw failure.code === 'ACCOUNT_LOCKED' ? failure : new AppError('VERIFICATION_FAILED');
  }
  if (operator.locked) {
    await logFailure(deps, attempt, 'disabled');
    throw new AppError('ACCOUNT_DISABLED');
  }
  if (!(await repo.consumeChallenge(deps.db, challengeHash))) {
    throw new AppError('CHALLENGE_INVALID');
  }
  const token = await openSession(deps, operator, attempt);
  return { result: { token }, operator: { operatorId: operator.id, username: operator.username } };
}
