// SQL of identity verification (migration 0068): documents, their review, the withdrawal rules and
// the two reads the outflow gate makes under the member's wallet lock (rules of a currency, the
// member's withdrawals so far).
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TKycDocumentKind, TKycDocumentStatus, TKycReasonCode, TKycRule } from '@pavilion/contracts/kyc';

const DOCUMENT_COLUMNS = [
  'd.id',
  'd.member_id',
  'd.kind',
  'd.blob_key',
  'd.mime',
  'd.status',
  'd.reason_code',
  'd.note',
  'd.operator_id',
  'd.uploaded_at',
  'd.decided_at',
  'm.account',
] as const;

function documents(db: TDb) {
  return db
    .selectFrom('kyc_documents as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .select(DOCUMENT_COLUMNS);
}
export type TDocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function findDocument(db: TDb, id: number) {
  return documents(db).where('d.id', '=', id).executeTakeFirst();
}

/** Serialises one member's uploads (a re-upload supersedes the pending one of its kind). */
export async function lockMember(db: TDb, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasApproved(db: TDb, memberId: number, kind: TKycDocumentKind): Promise<boolean> {
  const row = await db
    .selectFrom('kyc_documents')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

export async function supersedePending(db: TDb, memberId: number, kind: TKycDocumentKind): Promise<void> {
  await db
    .updateTable('kyc_documents')
    .set({ status: 'superseded' })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertDocument(
  db: TDb,
  d: { memberId: number; kind: TKycDocumentKind; blobKey: string; mime: string; size: number },
): Promise<number> {
  const row = await db
    .insertInto('kyc_documents')
    .values({ member_id: d.memberId, kind: d.kind, blob_key: d.blobKey, mime: d.mime, size: d.size })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The latest document of each kind (superseded ones left out). */
export async function latestDocuments(db: TDb, memberId: number) {
  const rows = await documents(db)
    .where('d.member_id', '=', memberId)
    .where('d.status', '!=', 'superseded')
    .orderBy('d.id', 'desc')
    .execute();
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.kind) && seen.add(r.kind));
}

export async function approvedKinds(db: TDb, memberId: number): Promise<TKycDocumentKind[]> {
  const rows = await db
    .selectFrom('kyc_documents')
    .select('kind')
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .execute();
  return rows.map((r) => r.kind as TKycDocumentKind);
}

export async function queue(db: TDb, q: { status: TKycDocumentStatus; pageNo: number; pageSize: number }) {
  const [items, total] = await Promise.all([
    documents(db)
      .where('d.status', '=', q.status)
      // the oldest pending first: a queue is worked from its head
      .orderBy('d.id', q.status === 'pending' ? 'asc' : 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
    db
      .selectFrom('kyc_documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', q.status)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

/** Decides a pending document; undefined when it was no longer pending (decided, superseded). */
export async function decide(
  db: TDb,
  id: number,
  d: {
    operatorId: number;
    status: 'approved' | 'rejected';
    reasonCode: TKycReasonCode | null;
    note: string | null;
  },
) {
  return db
    .updateTable('kyc_documents')
    .set({
      status: d.status,
      reason_code: d.reasonCode,
      note: d.note,
      operator_id: d.operatorId,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
}

export async function allRules(db: TDb) {
  return db
    .selectFrom('kyc_rules')
    .selectAll()
    .orderBy('currency')
    .orderBy('kind')
    .orderBy('level')
    .execute();
}

export async function rulesFor(db: TDb, currency: string) {
  return db
    .selectFrom('kyc_rules')
    .select(['kind', 'amount', 'level'])
    .where('currency', '=', currency)
    .execute();
}

export async function replaceRules(db: TDb, operatorId: number, rules: TKycRule[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('kyc_rules').execute();
    if (rules.length > 0) {
      await trx
        .insertInto('kyc_rules')
        .values(rules.map((r) => ({ ...r, operator_id: operatorId })))
        .execute();
    }
  });
}

/** What the member has withdrawn so far (every withdrawal not rejected), read under the wallet lock. */
export async function withdrawnTotal(db: TDb, memberId: number): Promise<number> {
  const { rows } = await sql<{ total: string }>`
    select coalesce(sum(amount), 0) as total from cashier_withdrawals
    where member_id = ${memberId} and status <> 'rejected'`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
