// SQL for captchas: issue, consume once, sweep the expired.
import type { TDb } from '@/db/database.ts';

export async function insertCaptcha(
  db: TDb,
  row: { id: string; answer: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('captchas')
    .values({ id: row.id, answer: row.answer, expires_at: row.expiresAt })
    .execute();
}

/** Consumes a live captcha and returns its answer; undefined when unknown, used or expired. */
export async function consumeCaptcha(db: TDb, id: string): Promise<string | undefined> {
  const row = await db
    .updateTable('captchas')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('answer')
    .executeTakeFirst();
  return row?.answer;
}

export async function deleteCaptchasBefore(db: TDb, before: Date): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<', before).execute();
}
