// SQL for operator accounts.
import type { TOperatorRole } from '@pavilion/contracts/console-access';
import type { TDb } from '@/db/database.ts';

export function findOperator(db: TDb, username: string) {
  return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findOperatorById(db: TDb, id: number) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new password also ends the "change your password" requirement of a created operator. */
export async function setOperatorPassword(db: TDb, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_hash: passwordHash, must_change_password: false })
    .where('id', '=', id)
    .execute();
}

export async function insertOperator(db: TDb, username: string, passwordHash: string, role: TOperatorRole) {
  await db
    .insertInto('operators')
    .values({ username, password_hash: passwordHash, role })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
}

/** Operator actions on a member's credentials; returns false when the account does not exist. */
export async function setMemberPasswordState(
  db: TDb,
  account: string,
  patch: { must_change_password: boolean; password_hash?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set(patch)
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
