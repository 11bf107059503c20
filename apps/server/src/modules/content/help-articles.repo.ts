// SQL for the operator's help-article editor (issue 15): every row of the help centre, published
// or not, by language; the player's read stays in content.repo.ts.
import type { Insertable, Updateable } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { THelpArticlesTable } from '@/db/tables-catalogue.ts';

export function listAll(db: TDb, lang: string | undefined) {
  let q = db.selectFrom('help_articles').selectAll();
  if (lang) {
    q = q.where('lang', '=', lang);
  }
  return q.orderBy('lang').orderBy('sort').orderBy('id').limit(500).execute();
}

export function findByAnchor(db: TDb, key: { lang: string; device: string; anchor: string }) {
  return db
    .selectFrom('help_articles')
    .select('id')
    .where('lang', '=', key.lang)
    .where('device', '=', key.device)
    .where('anchor', '=', key.anchor)
    .executeTakeFirst();
}

export async function insert(db: TDb, row: Insertable<THelpArticlesTable>): Promise<number> {
  const inserted = await db.insertInto('help_articles').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function update(db: TDb, id: number, patch: Updateable<THelpArticlesTable>): Promise<boolean> {
  const result = await db
    .updateTable('help_articles')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function remove(db: TDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('help_articles').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
