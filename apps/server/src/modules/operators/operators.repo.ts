// SQL of the operator console's access: roles, the lock, TOTP secrets, recovery codes, the TOTP
// login challenge and the operator's sessions. TOTP secrets are stored sealed (decision 064).
import { sql } from 'kysely';
import { ZOperatorRoleSchema, type TOperatorRole } from '@pavilion/contracts/console-access';
import type { TDb } from '@/db/database.ts';
import { open, openOrNull, seal } from '@/modules/crypto/secret-box.ts';

export type TOperatorRow = {
  id: number;
  username: string;
  role: TOperatorRole;
  locked: boolean;
  mustChangePassword: boolean;
  mustEnrolTotp: boolean;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  lastLoginAt: Date | null;
  createdAt: Date;
};

const COLUMNS = [
  'id',
  'username',
  'role',
  'locked',
  'must_change_password',
  'must_enrol_totp',
  'totp_secret',
  'totp_pending_secret',
  'totp_last_step',
  'last_login_at',
  'created_at',
] as const;

type TRaw = {
  id: number;
  username: string;
  role: string;
  locked: boolean;
  must_change_password: boolean;
  must_enrol_totp: boolean;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  last_login_at: Date | string | null;
  created_at: Date | string;
};

function toRow(r: TRaw): TOperatorRow {
  return {
    id: Number(r.id),
    username: r.username,
    role: ZOperatorRoleSchema.parse(r.role),
    locked: r.locked,
    mustChangePassword: r.must_change_password,
    mustEnrolTotp: r.must_enrol_totp,
    totpSecret: openOrNull(r.totp_secret),
    totpPendingSecret: openOrNull(r.totp_pending_secret),
    totpLastStep: r.totp_last_step === null ? null : Number(r.totp_last_step),
    lastLoginAt: r.last_login_at === null ? null : new Date(r.last_login_at),
    createdAt: new Date(r.created_at),
  };
}

export async function findById(db: TDb, id: number): Promise<TOperatorRow | undefined> {
  const row = await db.selectFrom('operators').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

export async function listAll(db: TDb): Promise<TOperatorRow[]> {
  const rows = await db.selectFrom('operators').select(COLUMNS).orderBy('id').execute();
  return rows.map(toRow);
}

/** Inserts an operator; undefined when the name is taken (any letter case). */
export async function insert(
  db: TDb,
  row: { username: string; passwordHash: string; role: TOperatorRole; mustChangePassword: boolean },
): Promise<TOperatorRow | undefined> {
  const { rows } = await sql<TRaw>`insert into operators (username, password_hash, role, must_change_password)
    select ${row.username}, ${row.passwordHash}, ${row.role}, ${row.mustChangePassword}
    where not exists (select 1 from operators where lower(username) = lower(${row.username}))
    on conflict (username) do nothing
    returning ${sql.join(COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
  return rows[0] && toRow(rows[0]);
}

/** Locks the operator rows of every owner (and the target) so two demotions cannot both pass. */
export async function lockOwners(db: TDb, targetId: number): Promise<TOperatorRow[]> {
  const { rows } = await sql<TRaw>`select ${sql.join(COLUMNS.map((c) => sql.ref(c)))} from operators
    where role = 'owner' or id = ${targetId} order by id for update`.execute(db);
  return rows.map(toRow);
}

export async function update(
  db: TDb,
  id: number,
  patch: { role?: TOperatorRole; locked?: boolean },
): Promise<void> {
  await db.updateTable('operators').set(patch).where('id', '=', id).execute();
}

export async function markLoggedIn(db: TDb, id: number): Promise<void> {
  await db.updateTable('operators').set({ last_login_at: new Date() }).where('id', '=', id).execute();
}

export async function setPendingSecret(db: TDb, id: number, secret: string): Promise<void> {
  await db
    .updateTable('operators')
    .set({ totp_pending_secret: seal(secret) })
    .where('id', '=', id)
    .execute();
}

/** Makes the pending secret the live one and replaces the recovery codes, in one transaction. */
export async function enableTotp(
  db: TDb,
  id: number,
  opts: { secret: string; step: number; codeHashes: string[] },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // sealing is randomised: the pending secret is compared opened, under the row's lock
    const pending = await trx
      .selectFrom('operators')
      .select('totp_pending_secret')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!pending?.totp_pending_secret || open(pending.totp_pending_secret) !== opts.secret) {
      return false;
    }
    await trx
      .updateTable('operators')
      .set((eb) => ({
        totp_secret: eb.ref('totp_pending_secret'),
        totp_pending_secret: null,
        totp_last_step: opts.step,
        must_enrol_totp: false,
      }))
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', id).execute();
    await trx
      .insertInto('operator_recovery_codes')
      .values(opts.codeHashes.map((code_hash) => ({ operator_id: id, code_hash })))
      .execute();
    return true;
  });
}

/** Records a used TOTP step; false when that step (or a later one) was used already (a replay). */
export async function useTotpStep(db: TDb, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function unusedRecoveryCodes(db: TDb, operatorId: number) {
  return db
    .selectFrom('operator_recovery_codes')
    .select(['id', 'code_hash'])
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .execute();
}

/** Spends a recovery code; false when another request spent it first. */
export async function useRecoveryCode(db: TDb, id: number): Promise<boolean> {
  const result = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertChallenge(
  db: TDb,
  row: { tokenHash: Buffer; operatorId: number; ip: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('operator_login_challenges')
    .values({
      token_hash: row.tokenHash,
      operator_id: row.operatorId,
      ip: row.ip,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The operator of a live (unexpired, unconsumed) challenge. */
export async function liveChallenge(db: TDb, tokenHash: Buffer): Promise<number | undefined> {
  const row = await db
    .selectFrom('operator_login_challenges')
    .select('operator_id')
    .where('token_hash', '=', tokenHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.operator_id);
}

/** Consumes a challenge once; false when it was consumed (or expired) meanwhile. */
export async function consumeChallenge(db: TDb, tokenHash: Buffer): Promise<boolean> {
  const result = await db
    .updateTable('operator_login_challenges')
    .set({ consumed_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every live session of the operator (logout everywhere, lock). */
export async function revokeAllSessions(db: TDb, operatorId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * An owner's reset of a lost TOTP, in one transaction: secret, pending secret, recovery codes and
 * open login challenges go, every session ends, and the operator must enrol again. Answers what
 * there was (for the audit row), or undefined for an unknown operator.
 */
export async function resetTotp(
  db: TDb,
  id: number,
): Promise<{ totpEnabled: boolean; unusedRecoveryCodes: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('operators')
      .select('totp_secret')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) {
      return undefined;
    }
    const codes = await unusedRecoveryCodes(trx, id);
    await trx
      .updateTable('operators')
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, must_enrol_totp: true })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', id).execute();
    await trx
      .updateTable('operator_login_challenges')
      .set({ consumed_at: new Date() })
      .where('operator_id', '=', id)
      .where('consumed_at', 'is', null)
      .execute();
    await revokeAllSessions(trx, id);
    return { totpEnabled: before.totp_secret !== null, unusedRecoveryCodes: codes.length };
  });
}
