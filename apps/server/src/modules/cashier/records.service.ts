// Deposit and withdrawal records, paged newest first: the member's own (member centre) and the
// operator's listings filtered by status (e.g. everything pending review).
import type { TDepositRecords, TPagedQuery, TWithdrawalRecords } from '@pavilion/contracts/cashier';
import type { TDb } from '@/db/database.ts';
import { linkedCounts } from '@/modules/risk/linked-accounts.service.ts';
import * as deposits from './deposits.repo.ts';
import { toDepositRecord } from './deposits.service.ts';
import * as withdrawals from './withdrawals.repo.ts';
import { toWithdrawalRecord } from './withdrawals.service.ts';

type TFilter = { memberId?: number; status?: string };

function page(q: TPagedQuery) {
  return { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize };
}

export async function depositRecords(
  db: TDb,
  filter: TFilter,
  q: TPagedQuery,
  withAccount: boolean,
): Promise<TDepositRecords> {
  const { total, rows } = await deposits.listDeposits(db, filter, page(q));
  return {
    rows: rows.map((r) => ({
      ...toDepositRecord(r, r.channel_name, withAccount ? r.member_account : undefined),
      // who decided the row and when (a deposit is final once decided, so updated_at is the decision)
      ...(withAccount
        ? {
            reviewedBy: r.reviewer,
            reviewedAt: r.reviewed_by === null ? null : new Date(r.updated_at).toISOString(),
          }
        : {}),
    })),
    pageNo: q.pageNo,
    totalPages: Math.ceil(total / q.pageSize),
  };
}

export async function withdrawalRecords(
  db: TDb,
  filter: TFilter,
  q: TPagedQuery,
  withAccount: boolean,
): Promise<TWithdrawalRecords> {
  const { total, rows } = await withdrawals.listWithdrawals(db, filter, page(q));
  const linked = withAccount
    ? await linkedCounts(
        db,
        rows.map((r) => Number(r.member_id)),
      )
    : null;
  return {
    rows: rows.map((r) => ({
      ...toWithdrawalRecord(r, Boolean(r.has_proof), withAccount ? r.member_account : undefined),
      ...(linked
        ? {
            reviewedBy: r.reviewer,
            memberId: String(r.member_id),
            linkedCount: linked.get(Number(r.member_id)) ?? 0,
            firstApprovedBy: r.first_approver,
            firstApprovedAt: r.first_approved_at ? new Date(r.first_approved_at).toISOString() : null,
          }
        : {}),
    })),
    pageNo: q.pageNo,
    totalPages: Math.ceil(total / q.pageSize),
  };
}
