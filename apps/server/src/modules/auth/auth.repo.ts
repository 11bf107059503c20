// SQL for identity records: login attempts, known IPs, second-verification challenges and
// password-reset tokens.
import type { TDb } from '@/db/database.ts';

export async function insertLoginAttempt(
  db: TDb,
  row: {
    memberId: number | null;
    account: string | null;
    ip: string;
    method: string;
    success: boolean;
    reason: string | null;
    deviceId?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      member_id: row.memberId,
      account: row.account?.slice(0, 64) ?? null,
      ip: row.ip,
      method: row.method,
      success: row.success,
      reason: row.reason,
      device_id: row.deviceId ?? null,
    })
    .execute();
}

/** Whose attempts a rule reads: members' logins (every method but the operators') or operators'. */
export type TAttemptScope = 'member' | 'operator';

const scopeOp = (scope: TAttemptScope) => (scope === 'operator' ? '=' : '<>');

/**
 * Failed attempts on one account name (case-insensitive) since its last success and since `since`;
 * with `ip`, only those from that IP; with `reason`, only those failures. `lastAt` is the newest.
 */
export async function accountFailures(
  db: TDb,
  opts: {
    scope: TAttemptScope;
    account: string;
    since: Date;
    ip?: string;
    reason?: string;
    unknownOnly?: boolean;
  },
): Promise<{ count: number; lastAt: Date | null }> {
  const name = opts.account.toLowerCase();
  const success = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where((eb) => eb(eb.fn('lower', ['account']), '=', name))
    .where('created_at', '>', opts.since)
    .where('success', '=', true)
    .where('method', scopeOp(opts.scope), 'operator')
    .executeTakeFirst();
  const from = success?.at ? new Date(success.at) : opts.since;
  let query = db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.max('created_at').as('last')])
    .where((eb) => eb(eb.fn('lower', ['account']), '=', name))
    .where('created_at', '>', from)
    .where('success', '=', false)
    .where('method', scopeOp(opts.scope), 'operator');
  if (opts.ip !== undefined) {
    query = query.where('ip', '=', opts.ip);
  }
  if (opts.reason !== undefined) {
    query = query.where('reason', '=', opts.reason);
  }
  if (opts.unknownOnly) {
    query = query.where('member_id', 'is', null);
  }
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), lastAt: row.last ? new Date(row.last) : null };
}

/** Failed attempts from an IP since `since` and since that IP's last success, on any account of the scope. */
export async function countIpFailuresSince(
  db: TDb,
  scope: TAttemptScope,
  ip: string,
  since: Date,
): Promise<number> {
  const success = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .where('success', '=', true)
    .where('method', scopeOp(scope), 'operator')
    .executeTakeFirst();
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('ip', '=', ip)
    .where('success', '=', false)
    .where('created_at', '>', success?.at ? new Date(success.at) : since)
    .where('method', scopeOp(scope), 'operator')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function knownIpState(
  db: TDb,
  memberId: number,
  ip: string,
): Promise<{ any: boolean; thisOne: boolean }> {
  const rows = await db
    .selectFrom('member_known_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .limit(1000)
    .execute();
  return { any: rows.length > 0, thisOne: rows.some((r) => r.ip === ip) };
}

export async function addKnownIp(db: TDb, memberId: number, ip: string): Promise<void> {
  await db
    .insertInto('member_known_ips')
    .values({ member_id: memberId, ip })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing())
    .execute();
}

export async function insertChallenge(
  db: TDb,
  row: { id: string; memberId: number; ip: string; methods: string[]; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('login_challenges')
    .values({
      id: row.id,
      member_id: row.memberId,
      ip: row.ip,
      methods: row.methods,
      expires_at: row.expiresAt,
    })
    .execute();
}

export function findChallenge(db: TDb, id: string) {
  return db.selectFrom('login_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setChallengeCode(db: TDb, id: string, codeHash: string): Promise<void> {
  await db.updateTable('login_challenges').set({ code_hash: codeHash }).where('id', '=', id).execute();
}

/** Counts one wrong answer; burns the challenge when it reaches `max`. Returns the new count. */
export async function recordChallengeFailure(db: TDb, id: string, max: number): Promise<number> {
  const row = await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  if (row.attempts >= max) {
    await consumeChallenge(db, id);
  }
  return row.attempts;
}

export async function consumeChallenge(db: TDb, id: string): Promise<boolean> {
  const row = await db
    .updateTable('login_challenges')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPasswordReset(
  db: TDb,
  row: { tokenHash: Buffer; memberId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ token_hash: row.tokenHash, member_id: row.memberId, expires_at: row.expiresAt })
    .execute();
}

export function findLivePasswordReset(db: TDb, tokenHash: Buffer) {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Marks the token used; false when another request used it first. */
export async function consumePasswordReset(db: TDb, tokenHash: Buffer): Promise<boolean> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** After a reset every other outstanding link of the member is void too. */
export async function consumeAllPasswordResets(db: TDb, memberId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}
