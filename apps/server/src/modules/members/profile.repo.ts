// SQL for the security centre: the member's profile columns, the login before the current one,
// and the member's live sessions.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

export async function findProfileRow(db: TDb, memberId: number) {
  return db
    .selectFrom('members')
    .select([
      'account',
      'nickname',
      'full_name',
      sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday'),
      'email',
      'mobile',
      'dialing_code',
      'telegram',
      'line',
      'whatsapp',
      'wechat',
      'zalo',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export type TProfileColumns = {
  nickname: string;
  full_name: string | null;
  birthday: string | null;
  email: string | null;
  telegram: string | null;
  line: string | null;
  whatsapp: string | null;
  wechat: string | null;
  zalo: string | null;
};

export async function updateProfileRow(db: TDb, memberId: number, columns: TProfileColumns) {
  await db.updateTable('members').set(columns).where('id', '=', memberId).execute();
}

/** The second most recent successful login: the most recent one is the session in use. */
export async function findPreviousLogin(db: TDb, memberId: number) {
  return (
    db
      .selectFrom('login_attempts')
      .select(['created_at', 'ip'])
      .where('member_id', '=', memberId)
      .where('success', '=', true)
      // 'second-verification' rows mark a password accepted pending a challenge, not a login
      .where('reason', 'is', null)
      .orderBy('id', 'desc')
      .offset(1)
      .limit(1)
      .executeTakeFirst()
  );
}

export async function listLiveSessions(db: TDb, memberId: number, idleCutoff: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'member')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', idleCutoff)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Revokes every live session of the member except `keepId`; returns how many it ended. */
export async function revokeOtherSessions(db: TDb, memberId: number, keepId: number): Promise<number> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', memberId)
    .where('id', '!=', keepId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .execute();
  return rows.length;
}
