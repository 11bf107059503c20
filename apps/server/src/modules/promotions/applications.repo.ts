// SQL of activity applications: one per (activity, member), answered once by a guarded UPDATE
// (`where status = 'applying'`), so two operators cannot both answer one application.
import { sql } from 'kysely';
import type { TActivityApplicationImagesTable } from '@/db/tables-promotions.ts';
import type { Insertable } from 'kysely';
import type { TPromoDb } from './promotions.repo.ts';

export function insertApplication(
  db: TPromoDb,
  row: { promotion_id: number; member_id: number; remark: string; contact: string | null },
) {
  return db
    .insertInto('activity_applications')
    .values(row)
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function insertImages(
  db: TPromoDb,
  rows: Insertable<TActivityApplicationImagesTable>[],
): Promise<void> {
  if (rows.length > 0) {
    await db.insertInto('activity_application_images').values(rows).execute();
  }
}

function listQuery(db: TPromoDb) {
  return db
    .selectFrom('activity_applications as p')
    .innerJoin('activities as a', 'a.id', 'p.promotion_id')
    .innerJoin('members as m', 'm.id', 'p.member_id')
    .select([
      'p.id',
      'p.promotion_id',
      'p.remark',
      'p.status',
      'p.reason',
      'p.contact',
      'p.amount',
      'p.created_at',
      'p.reviewed_at',
      'a.title',
      'm.account',
    ])
    .select(
      sql<string>`(select count(*) from activity_application_images i where i.application_id = p.id)`.as(
        'images',
      ),
    );
}

export function listForMember(db: TPromoDb, memberId: number) {
  return listQuery(db).where('p.member_id', '=', memberId).orderBy('p.id', 'desc').limit(100).execute();
}

export function listForOperator(
  db: TPromoDb,
  status: 'applying' | 'issued' | 'rejected' | undefined,
  id?: number,
) {
  let q = listQuery(db);
  if (status) {
    q = q.where('p.status', '=', status);
  }
  if (id !== undefined) {
    q = q.where('p.id', '=', id);
  }
  return q.orderBy('p.id', 'desc').limit(200).execute();
}

export function findApplication(db: TPromoDb, id: number) {
  return db
    .selectFrom('activity_applications as p')
    .innerJoin('activities as a', 'a.id', 'p.promotion_id')
    .select(['p.id', 'p.member_id', 'p.promotion_id', 'p.status', 'a.title', 'a.rules'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function answer(
  db: TPromoDb,
  id: number,
  opts: { status: 'issued' | 'rejected'; reason: string | null; amount: number | null; operatorId: number },
): Promise<boolean> {
  const res = await db
    .updateTable('activity_applications')
    .set({
      status: opts.status,
      reason: opts.reason,
      amount: opts.amount,
      reviewed_by: opts.operatorId,
      reviewed_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'applying')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function findImage(db: TPromoDb, applicationId: number, seq: number) {
  return db
    .selectFrom('activity_application_images')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('seq', '=', seq)
    .executeTakeFirst();
}
