// SQL for captchas: issue, consume once, sweep the expired. The answer is stored as a keyed hash.
import type { TDb } from '@/db/database.ts';

export async function insertCaptcha(
  db: TDb,
  row: { id: string; answerHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('captchas')
    .values({ id: row.id, answer_hash: row.answerHash, expires_at: row.expiresAt })
    .execute();
}

/** Consumes a live captcha and returns its answer's hash; undefined when unknown, used or expired. */
export async function consumeCaptcha(db: TDb, id: string): Promise<string | undefined> {
  const row = await db
    .updateTable('captchas')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash;
}

export async function deleteCaptchasBefore(db: TDb, before: Date): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<', before).execute();
}
