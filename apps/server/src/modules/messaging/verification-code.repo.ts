// SQL for SMS verification codes (stored as SHA-256 hashes) and the send counters that throttle them.
import type { TDb } from '@/db/database.ts';

export type TCodePurpose = 'login' | 'register' | 'reset';

export async function insertCode(
  db: TDb,
  row: {
    purpose: TCodePurpose;
    dialingCode: string;
    mobile: string;
    codeHash: string;
    expiresAt: Date;
    ip: string;
  },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      purpose: row.purpose,
      dialing_code: row.dialingCode,
      mobile: row.mobile,
      code_hash: row.codeHash,
      expires_at: row.expiresAt,
      ip: row.ip,
    })
    .execute();
}

/** Only the newest code of a purpose counts: sending again replaces the previous one. */
export function latestCode(db: TDb, purpose: TCodePurpose, dialingCode: string, mobile: string) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('dialing_code', '=', dialingCode)
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Sends since `since` to one number (any purpose) and from one IP, and the newest send of this
 * purpose: the resend countdown belongs to one button, the hourly caps to the number and the IP.
 */
export async function sendStats(
  db: TDb,
  opts: { purpose: TCodePurpose; dialingCode: string; mobile: string; ip: string; since: Date },
) {
  const byNumber = await db
    .selectFrom('verification_codes')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.max(eb.case().when('purpose', '=', opts.purpose).then(eb.ref('created_at')).end()).as('last'),
    ])
    .where('dialing_code', '=', opts.dialingCode)
    .where('mobile', '=', opts.mobile)
    .where('created_at', '>', opts.since)
    .executeTakeFirstOrThrow();
  const byIp = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('ip', '=', opts.ip)
    .where('created_at', '>', opts.since)
    .executeTakeFirstOrThrow();
  return {
    numberCount: Number(byNumber.count),
    lastSentAt: byNumber.last ? new Date(byNumber.last) : null,
    ipCount: Number(byIp.count),
  };
}

export async function incrementAttempts(db: TDb, id: number): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: TDb, id: number): Promise<boolean> {
  const row = await db
    .updateTable('verification_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
