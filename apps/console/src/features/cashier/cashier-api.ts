// The operator's cashier queues (/api/admin/cashier/*) as one row shape for the table: deposits
// and withdrawals differ only in their detail column and in the word for approving.
import {
  DEPOSIT_STATUSES,
  WITHDRAWAL_STATUSES,
  ZDepositRecordsSchema,
  ZWithdrawalRecordSchema,
  ZWithdrawalRecordsSchema,
  type TRejectRequest,
} from '@pavilion/contracts/cashier';
import { api } from '@/shared/http';

export type TQueueKind = 'deposits' | 'withdrawals';
export type TQueueRow = {
  id: string;
  member: string;
  amount: number;
  status: string;
  detail: string;
  reason: string | null;
  createdAt: string;
  /** pending and reviewable by an operator (bank transfers only, for deposits) */
  reviewable: boolean;
  /** the member uploaded a proof image with a "not received" / "partially received" answer */
  hasProof: boolean;
  /** the operator who decided the row and when (null while undecided) */
  reviewedBy: string | null;
  reviewedAt: string | null;
  /** withdrawals: the member's id and how many members are linked to them (decision 079) */
  memberId: string | null;
  linkedCount: number;
  /** a withdrawal above the four-eyes amount with its first approval: who gave it (decision 079) */
  firstApprovedBy: string | null;
  /** a credited Stripe deposit not refunded yet (decision 080) */
  refundable?: boolean;
  refunded?: boolean;
  /** what an operator must look at (amount_mismatch, paid_after_close) */
  flag?: string | null;
};
export type TQueuePage = { rows: TQueueRow[]; pageNo: number; totalPages: number };
export type TQueueQuery = { status: string; pageNo: number; pageSize: number };

export const QUEUE_STATUSES: Record<TQueueKind, readonly string[]> = {
  deposits: DEPOSIT_STATUSES,
  withdrawals: WITHDRAWAL_STATUSES,
};

export async function fetchQueue(kind: TQueueKind, q: TQueueQuery): Promise<TQueuePage> {
  const raw = await api(`/api/admin/cashier/${kind}`, { query: q });
  if (kind === 'deposits') {
    const page = ZDepositRecordsSchema.parse(raw);
    return {
      ...page,
      rows: page.rows.map((r) => ({
        id: r.id,
        member: r.memberAccount ?? '',
        amount: r.amount,
        status: r.status,
        detail: [r.channelName, r.reference].filter(Boolean).join(' · '),
        reason: r.reason,
        createdAt: r.createdAt,
        reviewable: r.status === 'pending' && r.kind === 'bank_transfer',
        hasProof: false,
        reviewedBy: r.reviewedBy ?? null,
        reviewedAt: r.reviewedAt ?? null,
        memberId: null,
        linkedCount: 0,
        firstApprovedBy: null,
        refundable: r.status === 'credited' && r.adapter === 'stripe' && !r.refundedAt,
        refunded: Boolean(r.refundedAt),
        flag: r.flag ?? null,
      })),
    };
  }
  const page = ZWithdrawalRecordsSchema.parse(raw);
  return {
    ...page,
    rows: page.rows.map((r) => ({
      id: r.id,
      member: r.memberAccount ?? '',
      amount: r.amount,
      status: r.status,
      detail: `${r.bankName} ${r.accountNumberMasked} · ${r.payeeName}`,
      reason: r.reason,
      createdAt: r.createdAt,
      reviewable: r.status === 'pending',
      hasProof: r.hasProof,
      reviewedBy: r.reviewedBy ?? null,
      reviewedAt: r.reviewedAt,
      memberId: r.memberId ?? null,
      linkedCount: r.linkedCount ?? 0,
      firstApprovedBy: r.status === 'pending' ? (r.firstApprovedBy ?? null) : null,
    })),
  };
}

/**
 * Approve a withdrawal (paid out, or its first of two approvals above the four-eyes amount) or
 * confirm a bank-transfer deposit (credited). Answers whether the row is still waiting.
 */
export async function approve(kind: TQueueKind, id: string): Promise<{ waiting: boolean }> {
  const raw = await api(`/api/admin/cashier/${kind}/${id}/${kind === 'deposits' ? 'confirm' : 'approve'}`, {
    method: 'POST',
  });
  return { waiting: kind === 'withdrawals' && ZWithdrawalRecordSchema.parse(raw).status === 'pending' };
}

export function reject(kind: TQueueKind, id: string, body: TRejectRequest) {
  return api(`/api/admin/cashier/${kind}/${id}/reject`, { method: 'POST', body });
}

/** Refund a credited Stripe deposit to the member's card (the amount leaves the member's balance). */
export function refundDeposit(id: string) {
  return api(`/api/admin/cashier/deposits/${id}/refund`, { method: 'POST' });
}
