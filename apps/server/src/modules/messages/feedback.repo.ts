// SQL of feedback and complaints: insert, the member's own history, the operator's queue, and the
// single reply (a guarded update: only an open feedback takes one).
import type { TDb } from '@/db/database.ts';
import type { TFeedbackType } from '@pavilion/contracts/messages';

export async function insertFeedback(
  db: TDb,
  row: { memberId: number; type: TFeedbackType; content: string },
) {
  return db
    .insertInto('feedback')
    .values({ member_id: row.memberId, type: row.type, content: row.content })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countSince(db: TDb, memberId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listOfMember(db: TDb, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('feedback')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countOfMember(db: TDb, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listForOperator(
  db: TDb,
  opts: { status: 'open' | 'replied' | undefined; limit: number; offset: number },
) {
  let q = db
    .selectFrom('feedback as f')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .selectAll('f')
    .select('m.account');
  if (opts.status) {
    q = q.where('f.status', '=', opts.status);
  }
  return q.orderBy('f.id', 'desc').limit(opts.limit).offset(opts.offset).execute();
}

export async function countForOperator(db: TDb, status: 'open' | 'replied' | undefined): Promise<number> {
  let q = db.selectFrom('feedback').select((eb) => eb.fn.countAll<string>().as('n'));
  if (status) {
    q = q.where('status', '=', status);
  }
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sets the reply of an open feedback; undefined when it is unknown or already answered. */
export async function reply(db: TDb, opts: { id: number; reply: string; operatorId: number | null }) {
  return db
    .updateTable('feedback')
    .set({ status: 'replied', reply: opts.reply, replied_by: opts.operatorId, replied_at: new Date() })
    .where('id', '=', opts.id)
    .where('status', '=', 'open')
    .returning(['id', 'member_id'])
    .executeTakeFirst();
}

export async function exists(db: TDb, id: number): Promise<boolean> {
  return (await db.selectFrom('feedback').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
