// SQL of the Demo ID provider's store (oidc-provider's adapter contract): sessions, interactions,
// grants and authorisation codes by model and id, with their expiry and one-time consumption.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

export type TStoredRow = { payload: Record<string, unknown>; consumed_at: Date | null };

export async function upsertEntry(
  db: TDb,
  row: {
    model: string;
    id: string;
    payload: Record<string, unknown>;
    grantId: string | null;
    userCode: string | null;
    uid: string | null;
    expiresAt: Date | null;
  },
): Promise<void> {
  const values = {
    model: row.model,
    id: row.id,
    payload: JSON.stringify(row.payload),
    grant_id: row.grantId,
    user_code: row.userCode,
    uid: row.uid,
    expires_at: row.expiresAt,
  };
  await db
    .insertInto('demo_id_store')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['model', 'id']).doUpdateSet({
        payload: values.payload,
        grant_id: values.grant_id,
        user_code: values.user_code,
        uid: values.uid,
        expires_at: values.expires_at,
      }),
    )
    .execute();
}

export async function findEntry(
  db: TDb,
  model: string,
  by: { id: string } | { uid: string } | { userCode: string },
): Promise<TStoredRow | undefined> {
  let q = db
    .selectFrom('demo_id_store')
    .select(['payload', 'consumed_at'])
    .where('model', '=', model)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]));
  q =
    'id' in by
      ? q.where('id', '=', by.id)
      : 'uid' in by
        ? q.where('uid', '=', by.uid)
        : q.where('user_code', '=', by.userCode);
  const row = await q.executeTakeFirst();
  return row ? { payload: row.payload as Record<string, unknown>, consumed_at: row.consumed_at } : undefined;
}

export async function consumeEntry(db: TDb, model: string, id: string): Promise<void> {
  await db
    .updateTable('demo_id_store')
    .set({ consumed_at: sql<Date>`now()` })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function deleteEntry(db: TDb, model: string, id: string): Promise<void> {
  await db.deleteFrom('demo_id_store').where('model', '=', model).where('id', '=', id).execute();
}

export async function deleteByGrant(db: TDb, grantId: string): Promise<void> {
  await db.deleteFrom('demo_id_store').where('grant_id', '=', grantId).execute();
}

export async function pruneExpired(db: TDb): Promise<void> {
  await db
    .deleteFrom('demo_id_store')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}
