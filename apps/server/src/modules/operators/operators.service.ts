// Operator accounts as the console manages them (decision 042): the signed-in operator's profile,
// TOTP enrolment, logout everywhere, and the owners' management of operators (role, lock), which
// never leaves the platform without an unlocked owner.
import {
  ROLE_PERMISSIONS,
  type TOperator,
  type TOperatorCreate,
  type TOperatorMe,
  type TOperatorUpdate,
  type TTotpSetup,
} from '@pavilion/contracts/console-access';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword } from '@/shared/password.ts';
import * as repo from './operators.repo.ts';
import { matchingStep, newRecoveryCodes, newTotpSecret } from './totp.ts';

function toItem(row: repo.TOperatorRow): TOperator {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    totpEnabled: row.totpSecret !== null,
    locked: row.locked,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function operatorOrNotFound(db: TDb, id: number): Promise<repo.TOperatorRow> {
  const row = await repo.findById(db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'Unknown operator' });
  }
  return row;
}

export async function me(db: TDb, operatorId: number): Promise<TOperatorMe> {
  const row = await operatorOrNotFound(db, operatorId);
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    permissions: [...ROLE_PERMISSIONS[row.role]],
    totpEnabled: row.totpSecret !== null,
    mustChangePassword: row.mustChangePassword,
    mustEnrolTotp: row.mustEnrolTotp,
  };
}

/** A new secret waits until a code of it is confirmed; an enrolled operator keeps the old one till then. */
export async function startTotpSetup(db: TDb, operatorId: number): Promise<TTotpSetup> {
  const row = await operatorOrNotFound(db, operatorId);
  const setup = newTotpSecret(row.username);
  await repo.setPendingSecret(db, operatorId, setup.secret);
  return setup;
}

/** Turns TOTP on with the pending secret; returns the 10 recovery codes (stored hashed, shown once). */
export async function confirmTotp(db: TDb, operatorId: number, code: string): Promise<string[]> {
  const row = await operatorOrNotFound(db, operatorId);
  if (row.totpPendingSecret === null) {
    throw new AppError('NOT_FOUND', { message: 'No two-factor set-up is in progress' });
  }
  const step = matchingStep(row.totpPendingSecret, code);
  if (step === null) {
    throw new AppError('VERIFICATION_FAILED');
  }
  const codes = newRecoveryCodes();
  const codeHashes = await Promise.all(codes.map((c) => hashPassword(c)));
  if (!(await repo.enableTotp(db, operatorId, { secret: row.totpPendingSecret, step, codeHashes }))) {
    throw new AppError('NOT_FOUND', { message: 'No two-factor set-up is in progress' });
  }
  return codes;
}

export function logoutEverywhere(db: TDb, operatorId: number): Promise<void> {
  return repo.revokeAllSessions(db, operatorId);
}

export async function listOperators(db: TDb): Promise<TOperator[]> {
  return (await repo.listAll(db)).map(toItem);
}

/** A created operator changes the password an owner chose at the first login (mustChangePassword). */
export async function createOperator(db: TDb, input: TOperatorCreate): Promise<TOperator> {
  const row = await repo.insert(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    mustChangePassword: true,
  });
  if (!row) {
    throw new AppError('USERNAME_TAKEN');
  }
  return toItem(row);
}

type TAccess = { role: repo.TOperatorRow['role']; locked: boolean };

/**
 * Changes an operator's role or lock; the last unlocked owner can be neither demoted nor locked
 * (LAST_OWNER). The owners' rows are locked first, so two concurrent changes cannot both remove
 * "the other" owner. A lock ends the operator's sessions.
 */
export async function updateOperator(
  db: TDb,
  id: number,
  patch: TOperatorUpdate,
): Promise<{ item: TOperator; before: TAccess; after: TAccess }> {
  return db.transaction().execute(async (trx) => {
    const rows = await repo.lockOwners(trx, id);
    const target = rows.find((r) => r.id === id);
    if (!target) {
      throw new AppError('NOT_FOUND', { message: 'Unknown operator' });
    }
    const after = { role: patch.role ?? target.role, locked: patch.locked ?? target.locked };
    const activeOwnerAfter = (r: repo.TOperatorRow) =>
      r.id === id ? after.role === 'owner' && !after.locked : r.role === 'owner' && !r.locked;
    if (!rows.some(activeOwnerAfter)) {
      throw new AppError('LAST_OWNER');
    }
    await repo.update(trx, id, after);
    if (after.locked && !target.locked) {
      await repo.revokeAllSessions(trx, id);
    }
    return {
      item: toItem({ ...target, ...after }),
      before: { role: target.role, locked: target.locked },
      after,
    };
  });
}

/** An owner clears an operator's lost TOTP (decision 053); the operator enrols again at next sign-in. */
export async function resetOperatorTotp(db: TDb, id: number) {
  const before = await repo.resetTotp(db, id);
  if (!before) {
    throw new AppError('NOT_FOUND', { message: 'Unknown operator' });
  }
  return { before, after: { totpEnabled: false, unusedRecoveryCodes: 0, mustEnrolTotp: true } };
}
