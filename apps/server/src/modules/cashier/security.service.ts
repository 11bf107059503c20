// The member's cashier security: the fund password (six digits, argon2id, set once then changed
// with the old one) and bank cards (account number 6-30 digits, masked in every reply; the payee
// name is fixed by the first card and every later card must carry exactly it).
import {
  BANK_CARDS_MAX,
  FUND_PASSWORD_PATTERN,
  type TBankCard,
  type TBankCardBind,
  type TBankCards,
  type TFundPasswordSet,
  type TFundPasswordStatus,
} from '@pavilion/contracts/cashier';
import { decryptField } from '@/modules/crypto/rsa-keys.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword, verifyPassword } from '@/shared/password.ts';
import * as repo from './accounts.repo.ts';
import type { TCashierDeps } from './cashier.deps.ts';

/** All but the last four digits become '*'. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return '*'.repeat(Math.max(0, accountNumber.length - 4)) + visible;
}

export function toBankCard(row: {
  id: number;
  bank_name: string;
  account_number: string;
  payee_name: string;
  created_at: Date;
}): TBankCard {
  return {
    id: String(row.id),
    bankName: row.bank_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    payeeName: row.payee_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A run of this many wrong fund passwords locks withdrawals and transfers for FUND_PASSWORD_LOCK_MINUTES. */
export const FUND_PASSWORD_MAX_FAILURES = 5;
export const FUND_PASSWORD_LOCK_MINUTES = 15;

/** Verifies a fund password against its hash, counting failures; refusals: ACCOUNT_LOCKED, FUND_PASSWORD_WRONG. */
async function verifyCounted(
  deps: TCashierDeps,
  memberId: number,
  hash: string,
  plain: string,
  field: string,
): Promise<void> {
  const lockedUntil = await repo.findFundPasswordLock(deps.db, memberId);
  const locked = (until: Date) =>
    new AppError('ACCOUNT_LOCKED', {
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
    });
  if (lockedUntil && lockedUntil.getTime() > Date.now()) {
    throw locked(lockedUntil);
  }
  if (await verifyPassword(hash, plain)) {
    // a right password ends the run of failures
    await repo.clearFundPasswordFailures(deps.db, memberId);
    return;
  }
  const until = await repo.recordFundPasswordFailure(
    deps.db,
    memberId,
    FUND_PASSWORD_MAX_FAILURES,
    FUND_PASSWORD_LOCK_MINUTES,
  );
  if (until) {
    throw locked(until);
  }
  throw new AppError('FUND_PASSWORD_WRONG', { fields: { [field]: 'FUND_PASSWORD_WRONG' } });
}

async function memberRow(deps: TCashierDeps, memberId: number) {
  const row = await repo.findMemberCashierRow(deps.db, memberId);
  if (!row) {
    throw new AppError('PLAYER_NOT_FOUND');
  }
  return row;
}

export async function fundPasswordStatus(deps: TCashierDeps, memberId: number): Promise<TFundPasswordStatus> {
  const row = await memberRow(deps, memberId);
  return { isSet: row.fund_password_hash !== null };
}

export async function setFundPassword(
  deps: TCashierDeps,
  memberId: number,
  body: TFundPasswordSet,
): Promise<TFundPasswordStatus> {
  const next = decryptField(deps.keys, body.newPassword, 'newPassword').trim();
  const confirm = decryptField(deps.keys, body.confirmNewPassword, 'confirmNewPassword').trim();
  if (!FUND_PASSWORD_PATTERN.test(next)) {
    throw new AppError('VALIDATION_FAILED', { fields: { newPassword: 'pattern.DIGITS' } });
  }
  if (next !== confirm) {
    throw new AppError('PASSWORD_MISMATCH', { fields: { confirmNewPassword: 'PASSWORD_MISMATCH' } });
  }
  const row = await memberRow(deps, memberId);
  const current = row.fund_password_hash;
  if (current !== null) {
    if (!body.oldPassword) {
      throw new AppError('FUND_PASSWORD_REQUIRED', { fields: { oldPassword: 'FUND_PASSWORD_REQUIRED' } });
    }
    const old = decryptField(deps.keys, body.oldPassword, 'oldPassword').trim();
    await verifyCounted(deps, memberId, current, old, 'oldPassword');
    if (old === next) {
      throw new AppError('PASSWORD_REUSED', { fields: { newPassword: 'PASSWORD_REUSED' } });
    }
  }
  const updated = await repo.updateFundPasswordHash(deps.db, memberId, current, await hashPassword(next));
  if (!updated) {
    // another request set or changed it meanwhile: the old password this one checked is stale
    throw new AppError('FUND_PASSWORD_WRONG', { fields: { oldPassword: 'FUND_PASSWORD_WRONG' } });
  }
  return { isSet: true };
}

/** Checks an encrypted fund password; refusals: FUND_PASSWORD_REQUIRED (none set), FUND_PASSWORD_WRONG. */
export async function checkFundPassword(
  deps: TCashierDeps,
  memberId: number,
  encrypted: string,
): Promise<void> {
  const row = await memberRow(deps, memberId);
  if (row.fund_password_hash === null) {
    throw new AppError('FUND_PASSWORD_REQUIRED');
  }
  const plain = decryptField(deps.keys, encrypted, 'fundPassword').trim();
  await verifyCounted(deps, memberId, row.fund_password_hash, plain, 'fundPassword');
}

export async function listCards(deps: TCashierDeps, memberId: number): Promise<TBankCards> {
  const row = await memberRow(deps, memberId);
  const cards = await repo.listBankCards(deps.db, memberId);
  return { payeeName: row.payee_name, payeeNameFixed: cards.length > 0, cards: cards.map(toBankCard) };
}

export async function bindCard(
  deps: TCashierDeps,
  memberId: number,
  body: TBankCardBind,
): Promise<TBankCard> {
  const payeeName = body.payeeName.replace(/\s+/g, ' ');
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockMember(trx, memberId);
    const cards = await repo.listBankCards(trx, memberId);
    const first = cards[0];
    if (first && first.payee_name !== payeeName) {
      throw new AppError('PAYEE_NAME_FIXED', { fields: { payeeName: 'PAYEE_NAME_FIXED' } });
    }
    if (cards.length >= BANK_CARDS_MAX) {
      throw new AppError('BANK_CARD_EXISTS');
    }
    const inserted = await repo.insertBankCard(trx, {
      member_id: memberId,
      bank_name: body.bankName,
      account_number: body.accountNumber,
      payee_name: payeeName,
    });
    if (!inserted) {
      throw new AppError('BANK_CARD_EXISTS', { fields: { accountNumber: 'BANK_CARD_EXISTS' } });
    }
    if (!first) {
      await repo.setPayeeName(trx, memberId, payeeName);
    }
    return toBankCard(inserted);
  });
}
