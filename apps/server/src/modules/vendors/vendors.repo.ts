// SQL for seamless vendors: look-up by code, the in-house vendor's secret and secret rotation.
// Secrets are stored sealed (decision 064): written through seal, answered opened.
import type { TDb } from '@/db/database.ts';
import { open, openOrNull, seal } from '@/modules/crypto/secret-box.ts';

export async function findVendor(db: TDb, code: string) {
  const row = await db
    .selectFrom('vendors_seamless')
    .select(['code', 'secret', 'enabled', 'currency', 'previous_secret', 'previous_secret_until'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row && { ...row, secret: open(row.secret), previous_secret: openOrNull(row.previous_secret) };
}

/** Keeps the stored secret when there is one (first start wins); returns the secret in force. */
export async function insertVendorIfMissing(db: TDb, code: string, secret: string): Promise<string> {
  await db
    .insertInto('vendors_seamless')
    .values({ code, secret: seal(secret) })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db
    .selectFrom('vendors_seamless')
    .select('secret')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return open(row.secret);
}

export async function upsertVendorSecret(db: TDb, code: string, secret: string): Promise<void> {
  const sealed = seal(secret);
  await db
    .insertInto('vendors_seamless')
    .values({ code, secret: sealed })
    .onConflict((oc) => oc.column('code').doUpdateSet({ secret: sealed }))
    .execute();
}

/** Every vendor without its secrets (the console's list). */
export function listVendors(db: TDb) {
  return db
    .selectFrom('vendors_seamless')
    .select(['code', 'enabled', 'currency', 'secret_rotated_at', 'previous_secret_until'])
    .orderBy('code')
    .execute();
}

/** The current secret becomes the previous one until `graceUntil`; undefined for an unknown vendor. */
export function rotateSecret(db: TDb, code: string, secret: string, now: Date, graceUntil: Date) {
  return db
    .updateTable('vendors_seamless')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_until: graceUntil,
      secret: seal(secret),
      secret_rotated_at: now,
    }))
    .where('code', '=', code)
    .returning(['code', 'secret_rotated_at', 'previous_secret_until'])
    .executeTakeFirst();
}
