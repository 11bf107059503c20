// SQL of platform messages: what a member sees (their personal messages, broadcasts to everyone,
// to an agent tree they are in and to VIP levels they hold now, sent since they joined, not
// withdrawn, not deleted by them),
// unread counts, read and delete marks (rows of platform_message_states), and the operator's list.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TStoredTranslations } from '@/db/tables-catalogue.ts';

type TAudience = 'all' | 'member' | 'agent_tree' | 'vip_level';

/** The messages member `memberId` (who joined at `joinedAt`) may see, as a where clause on `m`. */
function visibleTo(memberId: number, joinedAt: Date): Expression<SqlBool> {
  return sql<SqlBool>`m.withdrawn_at is null and (
    m.member_id = ${memberId}
    or (m.audience = 'all' and m.created_at >= ${joinedAt})
    or (m.audience = 'agent_tree' and m.created_at >= ${joinedAt} and exists (
      select 1 from agent_tree_paths p where p.ancestor_id = m.agent_id and p.descendant_id = ${memberId}))
    or (m.audience = 'vip_level' and m.created_at >= ${joinedAt} and exists (
      select 1 from vip_member_levels v where v.member_id = ${memberId} and v.level >= m.min_vip_level))
  ) and not exists (
    select 1 from platform_message_states d
    where d.member_id = ${memberId} and d.message_id = m.id and d.deleted_at is not null)`;
}

function unreadClause(memberId: number): Expression<SqlBool> {
  return sql<SqlBool>`not exists (
    select 1 from platform_message_states r
    where r.member_id = ${memberId} and r.message_id = m.id and r.read_at is not null)`;
}

export async function memberJoinedAt(db: TDb, memberId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('members')
    .select('created_at')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.created_at;
}

export async function listVisible(
  db: TDb,
  opts: { memberId: number; joinedAt: Date; limit: number; offset: number },
) {
  return db
    .selectFrom('platform_messages as m')
    .leftJoin('platform_message_states as s', (j) =>
      j.onRef('s.message_id', '=', 'm.id').on('s.member_id', '=', opts.memberId),
    )
    .select(['m.id', 'm.audience', 'm.title', 'm.content', 'm.translations', 'm.created_at', 's.read_at'])
    .where(visibleTo(opts.memberId, opts.joinedAt))
    .orderBy('m.id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
}

export async function countVisible(
  db: TDb,
  opts: { memberId: number; joinedAt: Date; unreadOnly: boolean },
): Promise<number> {
  let q = db
    .selectFrom('platform_messages as m')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(visibleTo(opts.memberId, opts.joinedAt));
  if (opts.unreadOnly) {
    q = q.where(unreadClause(opts.memberId));
  }
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Marks visible unread messages read (those ids, or all); returns how many changed. One statement:
 * an insert of the missing state rows that updates rows without a read time.
 */
export async function markRead(
  db: TDb,
  opts: { memberId: number; joinedAt: Date; ids: number[] | 'all' },
): Promise<number> {
  let pick = db
    .selectFrom('platform_messages as m')
    .select((eb) => [
      eb.val(opts.memberId).as('member_id'),
      'm.id as message_id',
      sql<Date>`now()`.as('read_at'),
    ])
    .where(visibleTo(opts.memberId, opts.joinedAt))
    .where(unreadClause(opts.memberId));
  if (opts.ids !== 'all') {
    pick = pick.where('m.id', 'in', opts.ids);
  }
  const result = await db
    .insertInto('platform_message_states')
    .columns(['member_id', 'message_id', 'read_at'])
    .expression(pick)
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'message_id'])
        .doUpdateSet({ read_at: sql`now()` })
        .where('platform_message_states.read_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Deletes a visible message for this member (it stays for everyone else); false when not visible. */
export async function markDeleted(
  db: TDb,
  opts: { memberId: number; joinedAt: Date; id: number },
): Promise<boolean> {
  const pick = db
    .selectFrom('platform_messages as m')
    .select((eb) => [
      eb.val(opts.memberId).as('member_id'),
      'm.id as message_id',
      sql<Date>`now()`.as('read_at'),
      sql<Date>`now()`.as('deleted_at'),
    ])
    .where(visibleTo(opts.memberId, opts.joinedAt))
    .where('m.id', '=', opts.id);
  const result = await db
    .insertInto('platform_message_states')
    .columns(['member_id', 'message_id', 'read_at', 'deleted_at'])
    .expression(pick)
    .onConflict((oc) =>
      oc.columns(['member_id', 'message_id']).doUpdateSet({
        deleted_at: sql`now()`,
        read_at: sql`coalesce(platform_message_states.read_at, now())`,
      }),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertMessage(
  db: TDb,
  row: {
    audience: TAudience;
    memberId: number | null;
    agentId: number | null;
    minVipLevel: number | null;
    title: string;
    content: string;
    translations: TStoredTranslations;
    createdBy: number | null;
  },
) {
  return db
    .insertInto('platform_messages')
    .values({
      audience: row.audience,
      member_id: row.memberId,
      agent_id: row.agentId,
      min_vip_level: row.minVipLevel,
      title: row.title,
      content: row.content,
      translations: JSON.stringify(row.translations),
      created_by: row.createdBy,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function withdrawMessage(db: TDb, id: number): Promise<boolean> {
  const result = await db
    .updateTable('platform_messages')
    .set({ withdrawn_at: new Date() })
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listForOperator(db: TDb, limit: number) {
  return db
    .selectFrom('platform_messages as m')
    .leftJoin('members as t', 't.id', 'm.member_id')
    .leftJoin('members as a', 'a.id', 'm.agent_id')
    .select((eb) => [
      'm.id',
      'm.audience',
      'm.min_vip_level',
      'm.title',
      'm.created_at',
      'm.withdrawn_at',
      't.account as member_account',
      'a.account as agent_account',
      eb
        .selectFrom('platform_message_states as s')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('s.message_id', '=', 'm.id')
        .where('s.read_at', 'is not', null)
        .as('read_count'),
    ])
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

export async function memberIdByAccount(db: TDb, account: string): Promise<number | undefined> {
  const row = await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
