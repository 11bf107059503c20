// SQL for operator accounts.
import type { TDb } from '@/db/database.ts';

export function findOperator(db: TDb, username: string) {
  return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function insertOperator(db: TDb, username: string, passwordHash: string) {
  await db.insertInto('operators').values({ username, password_hash: passwordHash }).onConflict((oc) => oc.column('username').doNothing()).execute();
}
