// Four-eyes approval of withdrawals (decision 079): above the owner's amount for the member's
// currency a withdrawal needs two different operators. The first approval is recorded on the row
// (it stays pending), the second pays it out; the same operator twice is refused (SAME_APPROVER).
// Decided inside the approval's transaction with the withdrawal row locked, so concurrent approvals
// are taken one after the other and see each other's first approval.
import type { TFourEyesSettings } from '@pavilion/contracts/cashier';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import type { TLedgerDb } from '@/modules/wallet/ledger.repo.ts';
import * as repo from './four-eyes.repo.ts';

export async function getFourEyes(db: TDb): Promise<TFourEyesSettings> {
  const rows = await repo.allThresholds(db);
  return { thresholds: rows.map((r) => ({ currency: r.currency, amount: Number(r.amount) })) };
}

export async function putFourEyes(
  db: TDb,
  operatorId: number,
  body: TFourEyesSettings,
): Promise<TFourEyesSettings> {
  await repo.replaceThresholds(db, operatorId, body.thresholds);
  return getFourEyes(db);
}

type TLocked = NonNullable<Awaited<ReturnType<typeof repo.lockForApproval>>>;

/**
 * What this operator's approval does to the locked pending withdrawal: `pay` it out, or record the
 * `first` of two approvals. Throws SAME_APPROVER when this operator gave the first one.
 */
export async function approvalStep(
  trx: TLedgerDb,
  row: TLocked,
  operatorId: number,
): Promise<'pay' | 'first'> {
  const threshold = await repo.thresholdFor(trx, row.currency);
  if (threshold === null || Number(row.amount) <= threshold) {
    return 'pay';
  }
  if (row.first_approved_by === null) {
    return 'first';
  }
  if (Number(row.first_approved_by) === operatorId) {
    throw new AppError('SAME_APPROVER', {
      data: { firstApprovedBy: await repo.operatorName(trx, Number(row.first_approved_by)) },
    });
  }
  return 'pay';
}
