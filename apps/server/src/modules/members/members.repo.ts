// SQL for members and their wallet account.
import type { Insertable } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TMembersTable } from '@/db/tables.ts';

export type TNewMember = Insertable<TMembersTable>;

/** Inserts a member and its wallet account (balance 0 unless given) in one transaction. */
export async function insertMemberWithWallet(db: TDb, member: TNewMember, opening = { balance: 0, currency: 'USD' }) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('members').values(member).returning(['id', 'account', 'type']).executeTakeFirstOrThrow();
    await trx.insertInto('wallet_accounts').values({ member_id: row.id, balance: opening.balance, currency: opening.currency }).execute();
    return row;
  });
}

export function findMemberByAccount(db: TDb, account: string) {
  return db.selectFrom('members').selectAll().where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase())).executeTakeFirst();
}
