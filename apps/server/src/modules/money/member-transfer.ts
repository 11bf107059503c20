// A transfer between two members' wallets that takes money out of the sender's withdrawable balance
// (to the upline, to a downline): the outflow gate and the posting in one transaction. A retry of a
// request that already posted is answered by the ledger first (the same parameters replay; others are
// IDEMPOTENCY_KEY_REUSED), so a replay never meets a rule that has changed since.
import type { TDb } from '@/db/database.ts';
import { transactionKeyExists } from '@/modules/wallet/ledger.repo.ts';
import { memberWallet, postTransaction, type TPostResult } from '@/modules/wallet/ledger.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { passOutflowGate, type TOutflowWay } from './outflow-gate.ts';

export type TOutflowTransfer = {
  way: Exclude<TOutflowWay, 'withdrawal'>;
  fromMemberId: number;
  toAccountId: number;
  amount: number;
  idempotencyKey: string;
  description: string;
  meta: Record<string, unknown>;
};

export async function postOutflowTransfer(db: TDb, t: TOutflowTransfer): Promise<TPostResult> {
  try {
    return await postInTransaction(db, t);
  } catch (error) {
    // the ledger's word for "this key posted other legs": to a member, their request id was reused
    if (error instanceof AppError && error.code === 'DUPLICATE_TRANSACTION') {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    throw error;
  }
}

function postInTransaction(db: TDb, t: TOutflowTransfer): Promise<TPostResult> {
  return db.transaction().execute(async (trx) => {
    const from = (await transactionKeyExists(trx, t.idempotencyKey))
      ? (await memberWallet(trx, t.fromMemberId)).accountId
      : (await passOutflowGate(trx, { memberId: t.fromMemberId, amount: t.amount, way: t.way })).accountId;
    return postTransaction(trx, {
      idempotencyKey: t.idempotencyKey,
      kind: 'transfer',
      legs: [
        { accountId: from, amount: -t.amount },
        { accountId: t.toAccountId, amount: t.amount },
      ],
      description: t.description,
      meta: t.meta,
    });
  });
}
