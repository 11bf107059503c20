// Withdrawals: a member asks for a payout to a bound card with the fund password; the amount is
// HELD at once (ledger kind 'withdrawal', member wallet → house 'cashier', key `withdrawal:<id>`),
// so it cannot be spent twice. An operator approves (paid out: the hold stays with the house) or
// rejects (released: kind 'withdrawal' back to the member, key `withdrawal-release:<id>`). After
// payout the member confirms received / partially received / not received (with a proof image),
// or the auto-receive job does it after WITHDRAWAL_AUTO_RECEIVE_MINUTES.
import type {
  TWalletSummary,
  TWithdrawalConfirm,
  TWithdrawalRecord,
  TWithdrawalRequest,
} from '@pavilion/contracts/cashier';
import { AppError } from '@/shared/app-error.ts';
import { memberWallet, postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { bonusPosition } from '@/modules/money/bonus-money.service.ts';
import { lockMemberWallet, passOutflowGate } from '@/modules/money/outflow-gate.ts';
import { blobKey, type TBlob } from '@/modules/storage/blob-store.ts';
import * as accounts from './accounts.repo.ts';
import * as channelsRepo from './channels.repo.ts';
import type { TCashierDeps } from './cashier.deps.ts';
import { startOfUtcDay, withdrawalLimits } from './channels.service.ts';
import { decodeProofImage } from './proof-image.ts';
import { checkFundPassword, maskAccountNumber } from './security.service.ts';
import { tellMember } from './tell-member.ts';
import * as repo from './withdrawals.repo.ts';
import * as fourEyesRepo from './four-eyes.repo.ts';
import { approvalStep } from './four-eyes.service.ts';

type TRow = NonNullable<Awaited<ReturnType<typeof repo.findWithdrawal>>>;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toWithdrawalRecord(row: TRow, hasProof: boolean, memberAccount?: string): TWithdrawalRecord {
  return {
    id: String(row.id),
    amount: Number(row.amount),
    bankName: row.bank_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    payeeName: row.payee_name,
    status: row.status,
    remainingAmount: row.remaining_amount === null ? null : Number(row.remaining_amount),
    hasProof,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    reviewedAt: iso(row.reviewed_at),
    paidAt: iso(row.paid_at),
    confirmedAt: iso(row.confirmed_at),
    ...(memberAccount === undefined ? {} : { memberAccount }),
  };
}

export async function walletSummary(deps: TCashierDeps, memberId: number): Promise<TWalletSummary> {
  const wallet = await memberWallet(deps.db, memberId);
  const [locked, bonus, { min, max }] = await Promise.all([
    repo.lockedAmount(deps.db, memberId),
    bonusPosition(deps.db, memberId, wallet.balance),
    withdrawalLimits(deps),
  ]);
  const cash = wallet.balance - bonus.locked;
  return {
    balance: wallet.balance,
    locked,
    withdrawable: cash >= min ? Math.min(cash, max) : 0,
    bonusLocked: bonus.locked,
    turnoverRequired: bonus.turnoverRequired,
    turnoverProgress: bonus.turnoverProgress,
    currency: wallet.currency,
    withdrawalMinAmount: min,
    withdrawalMaxAmount: max,
  };
}

/** A retried request must carry the parameters of the first one (Stripe's rule for idempotency keys). */
function assertSameRequest(row: TRow, body: TWithdrawalRequest): void {
  if (Number(row.amount) !== body.amount || String(row.bank_card_id) !== String(body.bankCardId)) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
}

export async function requestWithdrawal(
  deps: TCashierDeps,
  memberId: number,
  body: TWithdrawalRequest,
): Promise<TWithdrawalRecord> {
  const retry = await repo.findByRequestId(deps.db, memberId, body.requestId);
  if (retry) {
    assertSameRequest(retry, body);
    return toWithdrawalRecord(retry, await repo.hasProof(deps.db, retry.id));
  }
  const { enabled, min, max, dailyLimit } = await withdrawalLimits(deps);
  if (!enabled) {
    throw new AppError('FEATURE_DISABLED');
  }
  if (body.amount < min || body.amount > max) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      fields: { amount: 'AMOUNT_OUT_OF_RANGE' },
      data: { min, max },
    });
  }
  const card = await accounts.findBankCard(deps.db, memberId, Number(body.bankCardId));
  if (!card) {
    throw new AppError('BANK_CARD_REQUIRED', { fields: { bankCardId: 'BANK_CARD_REQUIRED' } });
  }
  await checkFundPassword(deps, memberId, body.fundPassword);
  const row = await deps.db.transaction().execute(async (trx) => {
    // a concurrent retry of the same request waits here for the first one and then replays it
    await lockMemberWallet(trx, memberId);
    const concurrent = await repo.findByRequestId(trx, memberId, body.requestId);
    if (concurrent) {
      return concurrent;
    }
    // the gate (wallet row locked): the daily limit and bonus locks are read with nothing in between
    await passOutflowGate(trx, {
      memberId,
      amount: body.amount,
      way: 'withdrawal',
      daily:
        dailyLimit === null
          ? null
          : {
              limit: dailyLimit,
              usedToday: (t) => channelsRepo.withdrawnSince(t, memberId, startOfUtcDay(new Date())),
            },
    });
    const inserted = await repo.insertWithdrawal(trx, {
      member_id: memberId,
      request_id: body.requestId,
      bank_card_id: card.id,
      bank_name: card.bank_name,
      account_number: card.account_number,
      payee_name: card.payee_name,
      amount: body.amount,
    });
    if (!inserted) {
      // a concurrent retry of the same request committed first
      return (await repo.findByRequestId(trx, memberId, body.requestId)) as TRow;
    }
    // refused with INSUFFICIENT_FUNDS when the balance does not cover it: the row rolls back too
    await postMemberMovement(trx, {
      idempotencyKey: `withdrawal:${inserted.id}`,
      kind: 'withdrawal',
      memberId,
      amount: -body.amount,
      counterparty: 'cashier',
      description: 'Withdrawal request',
      meta: { withdrawalId: String(inserted.id), bankCardId: String(card.id) },
    });
    return inserted;
  });
  assertSameRequest(row, body);
  return toWithdrawalRecord(row, false);
}

/**
 * An operator's approval: pays the withdrawal out, or, above the four-eyes amount of its currency,
 * records the first of two approvals (decision 079). Both in one transaction with the row locked.
 */
export async function approveWithdrawal(
  deps: TCashierDeps,
  operatorId: number,
  id: number,
): Promise<TWithdrawalRecord & { firstApprovedBy: string | null }> {
  const now = new Date();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const locked = await fourEyesRepo.lockForApproval(trx, id);
    if (!locked || locked.status !== 'pending') {
      return undefined;
    }
    if ((await approvalStep(trx, locked, operatorId)) === 'first') {
      const row = await fourEyesRepo.markFirstApproval(trx, id, operatorId, now);
      // the reply's name is read here: nothing is read after the commit
      return { step: 'first' as const, row, firstName: await fourEyesRepo.operatorName(trx, operatorId) };
    }
    const paid = await repo.transition(trx, id, 'pending', {
      status: 'approved',
      reviewed_by: operatorId,
      reviewed_at: now,
      paid_at: now,
    });
    if (!paid) {
      return undefined;
    }
    const first = paid.first_approved_by;
    const firstName = await fourEyesRepo.operatorName(trx, first === null ? null : Number(first));
    return { step: 'pay' as const, row: paid, firstName };
  });
  if (!outcome) {
    throw await stateError(deps, id);
  }
  if (outcome.step === 'pay') {
    await tellMember(deps, 'withdrawal_approved', outcome.row);
  }
  return {
    ...toWithdrawalRecord(outcome.row, false),
    firstApprovedBy: outcome.firstName,
    firstApprovedAt: iso(outcome.row.first_approved_at),
  };
}

export async function rejectWithdrawal(
  deps: TCashierDeps,
  operatorId: number,
  id: number,
  reason: string,
): Promise<TWithdrawalRecord> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await repo.transition(trx, id, 'pending', {
      status: 'rejected',
      reviewed_by: operatorId,
      reviewed_at: new Date(),
      reason,
    });
    if (!updated) {
      return undefined;
    }
    await postMemberMovement(trx, {
      idempotencyKey: `withdrawal-release:${updated.id}`,
      kind: 'withdrawal',
      memberId: updated.member_id,
      amount: Number(updated.amount),
      counterparty: 'cashier',
      description: 'Withdrawal rejected: funds released',
      meta: { withdrawalId: String(updated.id), reason, operatorId },
    });
    return updated;
  });
  if (!row) {
    throw await stateError(deps, id);
  }
  await tellMember(deps, 'withdrawal_rejected', row);
  return toWithdrawalRecord(row, false);
}

/** The member's answer after payout; only an `approved` withdrawal may be confirmed, once. */
export async function confirmWithdrawal(
  deps: TCashierDeps,
  memberId: number,
  id: number,
  body: TWithdrawalConfirm,
): Promise<TWithdrawalRecord> {
  const proof =
    body.action !== 'received' && body.proofImage ? await decodeProofImage(body.proofImage) : null;
  const existing = await repo.findWithdrawal(deps.db, id);
  if (!existing || existing.member_id !== memberId) {
    throw new AppError('NOT_FOUND');
  }
  if (body.action === 'partially_received' && body.remainingAmount >= Number(existing.amount)) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { fields: { remainingAmount: 'AMOUNT_OUT_OF_RANGE' } });
  }
  // stored before the transaction (no I/O to another store inside it); a refused confirmation leaves
  // an unreferenced blob, which decision 066 accepts
  const proofKey = proof ? await deps.storage.put(proof.bytes, proof.mime) : null;
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await repo.transition(
      trx,
      id,
      'approved',
      {
        status: body.action,
        confirmed_at: new Date(),
        remaining_amount: body.action === 'partially_received' ? body.remainingAmount : null,
      },
      memberId,
    );
    if (updated && proof && proofKey) {
      await repo.insertProof(trx, id, { mime: proof.mime, size: proof.bytes.length, blobKey: proofKey });
    }
    return updated;
  });
  if (!row) {
    throw new AppError('WITHDRAWAL_STATE', { data: { status: existing.status } });
  }
  return toWithdrawalRecord(row, proof !== null);
}

/** The proof image of a withdrawal: the member's own (memberId) or any (operator, null). */
export async function getProof(
  deps: TCashierDeps,
  memberId: number | null,
  id: number,
): Promise<TBlob & { key: string }> {
  const row = await repo.findWithdrawal(deps.db, id);
  const proof =
    row && (memberId === null || row.member_id === memberId) ? await repo.findProof(deps.db, id) : undefined;
  if (proof?.blob_key) {
    const blob = await deps.storage.get(proof.blob_key);
    if (blob) {
      return { ...blob, key: proof.blob_key };
    }
  } else if (proof?.bytes) {
    // a proof stored in its row before decision 066
    return {
      bytes: proof.bytes,
      contentType: proof.mime,
      size: proof.bytes.length,
      key: blobKey(proof.bytes),
    };
  }
  throw new AppError('NOT_FOUND');
}

async function stateError(deps: TCashierDeps, id: number): Promise<AppError> {
  const current = await repo.findWithdrawal(deps.db, id);
  return current
    ? new AppError('WITHDRAWAL_STATE', { data: { status: current.status } })
    : new AppError('NOT_FOUND');
}

/** Marks payouts older than `minutes` as auto_received; answers how many it marked. */
export function autoReceiveWithdrawals(db: TCashierDeps['db'], now: Date, minutes: number): Promise<number> {
  return repo.autoReceive(db, now, minutes);
}
