// Identity verification (issue 29 item 1, decision 076): a member uploads a document (re-encoded,
// kept in the shared blob store), an operator approves or rejects it with a reason code, and the
// member's level follows from the approved kinds (kycLevelOf in contracts, the one definition).
import {
  kycLevelOf,
  type TKycAdminDocument,
  type TKycDecision,
  type TKycDocument,
  type TKycDocumentKind,
  type TKycMember,
  type TKycQueue,
  type TKycQueueQuery,
  type TKycReasonCode,
  type TKycStatus,
  type TKycUpload,
} from '@pavilion/contracts/kyc';
import type { TDb } from '@/db/database.ts';
import { assertMemberExists } from '@/modules/protection/protection-admin.service.ts';
import type { TBlob, TBlobStore } from '@/modules/storage/blob-store.ts';
import { AppError } from '@/shared/app-error.ts';
import { decodeKycImage } from './kyc-image.ts';
import * as repo from './kyc.repo.ts';

export type TKycDeps = { db: TDb; storage: TBlobStore };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toDocument(row: repo.TDocumentRow): TKycDocument {
  return {
    id: String(row.id),
    kind: row.kind as TKycDocumentKind,
    status: row.status as TKycDocument['status'],
    reasonCode: row.reason_code as TKycReasonCode | null,
    note: row.note,
    uploadedAt: iso(row.uploaded_at)!,
    decidedAt: iso(row.decided_at),
  };
}

function toAdminDocument(row: repo.TDocumentRow): TKycAdminDocument {
  return {
    ...toDocument(row),
    memberId: Number(row.member_id),
    account: row.account,
    operatorId: row.operator_id === null ? null : Number(row.operator_id),
  };
}

export async function uploadDocument(
  deps: TKycDeps,
  memberId: number,
  body: TKycUpload,
): Promise<TKycDocument> {
  const image = await decodeKycImage(body.image);
  // stored before the row: a failed insert leaves an unreferenced blob, which decision 066 accepts
  const blobKey = await deps.storage.put(image.bytes, image.mime);
  const id = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockMember(trx, memberId))) {
      throw new AppError('PLAYER_NOT_FOUND');
    }
    if (await repo.hasApproved(trx, memberId, body.kind)) {
      throw new AppError('KYC_DOCUMENT_APPROVED');
    }
    await repo.supersedePending(trx, memberId, body.kind);
    return repo.insertDocument(trx, {
      memberId,
      kind: body.kind,
      blobKey,
      mime: image.mime,
      size: image.bytes.length,
    });
  });
  return toDocument((await repo.findDocument(deps.db, id))!);
}

export async function memberLevel(db: TDb, memberId: number) {
  return kycLevelOf(await repo.approvedKinds(db, memberId));
}

export async function myStatus(db: TDb, memberId: number): Promise<TKycStatus> {
  const [level, rows] = await Promise.all([memberLevel(db, memberId), repo.latestDocuments(db, memberId)]);
  return { level, documents: rows.map(toDocument) };
}

export async function memberKyc(db: TDb, memberId: number): Promise<TKycMember> {
  await assertMemberExists(db, memberId);
  const [level, rows] = await Promise.all([memberLevel(db, memberId), repo.latestDocuments(db, memberId)]);
  return { memberId, level, documents: rows.map(toAdminDocument) };
}

export async function reviewQueue(db: TDb, q: TKycQueueQuery): Promise<TKycQueue> {
  const { items, total } = await repo.queue(db, q);
  return { items: items.map(toAdminDocument), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Approves or rejects a pending document; a second decision is a conflict, not a change. */
export async function decideDocument(
  db: TDb,
  operatorId: number,
  id: number,
  d: TKycDecision,
): Promise<{ before: TKycAdminDocument; after: TKycAdminDocument }> {
  const row = await repo.findDocument(db, id);
  if (!row) {
    throw new AppError('KYC_DOCUMENT_NOT_FOUND');
  }
  const decided = await repo.decide(db, id, {
    operatorId,
    status: d.decision === 'approve' ? 'approved' : 'rejected',
    reasonCode: d.decision === 'reject' ? d.reasonCode : null,
    note: d.note ? d.note : null,
  });
  if (!decided) {
    throw new AppError('KYC_ALREADY_DECIDED', { data: { status: row.status } });
  }
  return { before: toAdminDocument(row), after: toAdminDocument((await repo.findDocument(db, id))!) };
}

/** A document's image: for its member (`memberId`) or an operator (null). Never a public URL. */
export async function documentImage(
  deps: TKycDeps,
  memberId: number | null,
  id: number,
): Promise<TBlob & { key: string }> {
  const row = await repo.findDocument(deps.db, id);
  if (!row || (memberId !== null && Number(row.member_id) !== memberId)) {
    throw new AppError('KYC_DOCUMENT_NOT_FOUND');
  }
  const blob = await deps.storage.get(row.blob_key);
  if (!blob) {
    throw new AppError('KYC_DOCUMENT_NOT_FOUND');
  }
  return { ...blob, key: row.blob_key };
}
