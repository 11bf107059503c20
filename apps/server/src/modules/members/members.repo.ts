// SQL for members and their ledger wallet account: look-ups by account, mobile and affiliate code,
// the login counters (failures, lock, last login) and password changes. An authenticator secret
// (totp_secret) is stored sealed (decision 064) and answered opened.
import type { Insertable } from 'kysely';
import type { TDb } from '@/db/database.ts';
import type { TMembersTable } from '@/db/tables.ts';
import { openOrNull, sealOrNull } from '@/modules/crypto/secret-box.ts';
import * as ledgerRepo from '@/modules/wallet/ledger.repo.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';

export type TNewMember = Insertable<TMembersTable>;

export type TOpeningFunds = {
  balance: number;
  currency: string;
  /** who pays a positive opening balance: a trial credit is a 'bonus' from house 'trial' */
  kind?: 'adjustment' | 'bonus';
  counterparty?: 'adjustment' | 'trial';
};

/**
 * Inserts a member and its ledger wallet in one transaction. The wallet opens at 0; a positive
 * opening balance is posted from a house account (idempotency key `opening:<memberId>`).
 */
export async function insertMemberWithWallet(
  db: TDb,
  member: TNewMember,
  opening: TOpeningFunds = { balance: 0, currency: 'USD' },
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('members')
      .values({ ...member, totp_secret: sealOrNull(member.totp_secret ?? null) })
      .returning(['id', 'account', 'type'])
      .executeTakeFirstOrThrow();
    await ledgerRepo.insertMemberWallet(trx, row.id, opening.currency);
    if (opening.balance > 0) {
      await postMemberMovement(trx, {
        idempotencyKey: `opening:${row.id}`,
        kind: opening.kind ?? 'adjustment',
        memberId: row.id,
        amount: opening.balance,
        counterparty: opening.counterparty ?? 'adjustment',
        description: 'Opening balance',
      });
    }
    return row;
  });
}

function opened<T extends { totp_secret: string | null }>(row: T | undefined): T | undefined {
  return row && (row.totp_secret === null ? row : { ...row, totp_secret: openOrNull(row.totp_secret) });
}

export async function findMemberByAccount(db: TDb, account: string) {
  return opened(
    await db
      .selectFrom('members')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()))
      .executeTakeFirst(),
  );
}

export type TMemberRow = NonNullable<Awaited<ReturnType<typeof findMemberByAccount>>>;

export async function findMemberById(db: TDb, id: number) {
  return opened(await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst());
}

export async function findMemberByMobile(db: TDb, dialingCode: string, mobile: string) {
  return opened(
    await db
      .selectFrom('members')
      .selectAll()
      .where('dialing_code', '=', dialingCode)
      .where('mobile', '=', mobile)
      .executeTakeFirst(),
  );
}

/** Affiliate codes are matched case-insensitively: people retype them from posters and chats. */
export async function findMemberByAffiliateCode(db: TDb, code: string) {
  return opened(
    await db
      .selectFrom('members')
      .selectAll()
      .where((eb) => eb(eb.fn('upper', ['affiliate_code']), '=', code.toUpperCase()))
      .executeTakeFirst(),
  );
}

/** Member info joined with the wallet balance and the upline's account name. */
export function findMemberInfoRow(db: TDb, id: number) {
  return db
    .selectFrom('members as m')
    .leftJoin('ledger_accounts as w', (join) =>
      join.onRef('w.member_id', '=', 'm.id').on('w.purpose', '=', 'wallet'),
    )
    .leftJoin('members as u', 'u.id', 'm.upline_id')
    .select([
      'm.id',
      'm.account',
      'm.nickname',
      'm.type',
      'm.mobile',
      'm.dialing_code',
      'm.email',
      'm.affiliate_code',
      'm.last_login_at',
      'm.last_login_ip',
      'w.balance',
      'w.currency',
      'u.account as upline_account',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** Counts one more consecutive failure and returns the new count. */
export async function incrementFailedLogins(db: TDb, id: number): Promise<number> {
  const row = await db
    .updateTable('members')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return row.failed_logins;
}

export async function lockMember(db: TDb, id: number, until: Date): Promise<void> {
  await db.updateTable('members').set({ locked_until: until }).where('id', '=', id).execute();
}

export async function clearFailedLogins(db: TDb, id: number): Promise<void> {
  await db
    .updateTable('members')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** `language`: the one the member used the site in this time (what we write to them in), if known. */
export async function recordLoginSuccess(
  db: TDb,
  id: number,
  ip: string,
  language: TMembersTable['language'] = null,
): Promise<void> {
  await db
    .updateTable('members')
    .set((eb) => ({
      failed_logins: 0,
      locked_until: null,
      last_login_at: new Date(),
      last_login_ip: ip,
      login_count: eb('login_count', '+', 1),
      ...(language ? { language } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

export async function setMustChangePassword(db: TDb, id: number): Promise<void> {
  await db.updateTable('members').set({ must_change_password: true }).where('id', '=', id).execute();
}

/** A new password also clears the lock: whoever proved ownership may log in again. */
export async function updatePassword(db: TDb, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('members')
    .set({
      password_hash: passwordHash,
      password_changed_at: new Date(),
      must_change_password: false,
      failed_logins: 0,
      locked_until: null,
      // a member created through an identity provider logs in by password from now on too
      password_login: true,
    })
    .where('id', '=', id)
    .execute();
}
