// Wallet calls on top of the ledger: the player's balance (spec §7) and operator adjustments,
// which post kind 'adjustment' against the house 'adjustment' account with the reason recorded.
import type { TAdjustmentReply, TAdjustmentRequest, TBalance } from '@pavilion/contracts/wallet';
import type { TDb } from '@/db/database.ts';
import { findMemberByAccount } from '@/modules/members/members.repo.ts';
import { AppError } from '@/shared/app-error.ts';
import { memberWallet, postMemberMovement } from './ledger.service.ts';

/** Symbols of the currencies a merchant may configure; unknown codes show the code itself. */
const CURRENCY_SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CNY: '¥',
  JPY: '¥',
  KRW: '₩',
  KHR: '៛',
  THB: '฿',
  VND: '₫',
  PHP: '₱',
  MYR: 'RM',
  SGD: 'S$',
  IDR: 'Rp',
  INR: '₹',
};

export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.toUpperCase()] ?? currency;
}

export async function getBalance(db: TDb, memberId: number): Promise<TBalance> {
  const wallet = await memberWallet(db, memberId);
  return {
    balance: wallet.balance,
    currency: wallet.currency,
    currencySymbol: currencySymbol(wallet.currency),
  };
}

/** Idempotent on the operator's requestId: a retry returns the first result. */
export async function adjustBalance(
  db: TDb,
  operatorId: number,
  req: TAdjustmentRequest,
): Promise<TAdjustmentReply> {
  const member = await findMemberByAccount(db, req.account);
  if (!member) {
    throw new AppError('PLAYER_NOT_FOUND');
  }
  const result = await postMemberMovement(db, {
    idempotencyKey: `adjustment:${req.requestId}`,
    kind: 'adjustment',
    memberId: member.id,
    amount: req.amount,
    counterparty: 'adjustment',
    description: req.reason,
    meta: { reason: req.reason, operatorId, account: member.account, requestId: req.requestId },
  });
  return { transactionId: result.transactionId, balance: result.balance, replayed: result.replayed };
}
