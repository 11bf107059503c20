// SQL of the agent announcements (migration 0021): the operator's writes and the agents' reads of
// the notices whose window is open now.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

export type TAnnouncementRow = {
  title: string;
  content: string;
  translations: string;
  sort: number;
  starts_at: string | null;
  ends_at: string | null;
};

export async function insertAnnouncement(db: TDb, row: TAnnouncementRow): Promise<number> {
  const created = await db
    .insertInto('agent_announcements')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export async function updateAnnouncement(db: TDb, id: number, row: TAnnouncementRow): Promise<boolean> {
  const result = await db
    .updateTable('agent_announcements')
    .set({ ...row, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAnnouncement(db: TDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('agent_announcements').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const OPEN_NOW = sql<boolean>`(starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())`;

export async function listOpenAnnouncements(db: TDb, limit: number, offset: number) {
  return db
    .selectFrom('agent_announcements')
    .select(['id', 'title', 'content', 'translations', 'starts_at', 'created_at'])
    .where(OPEN_NOW)
    .orderBy('sort', 'desc')
    .orderBy(sql`coalesce(starts_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countOpenAnnouncements(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('agent_announcements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(OPEN_NOW)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findOpenAnnouncement(db: TDb, id: number) {
  return db
    .selectFrom('agent_announcements')
    .select(['id', 'title', 'content', 'translations', 'starts_at', 'created_at'])
    .where('id', '=', id)
    .where(OPEN_NOW)
    .executeTakeFirst();
}

/** Every stored announcement (the operator's list), open now or not, with whether it is open. */
export async function listAllAnnouncements(db: TDb, limit: number, offset: number) {
  return db
    .selectFrom('agent_announcements')
    .selectAll()
    .select(OPEN_NOW.as('live'))
    .orderBy('sort', 'desc')
    .orderBy(sql`coalesce(starts_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAllAnnouncements(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('agent_announcements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
