// SQL for seamless vendors: look-up by code and the in-house vendor's secret.
import type { TDb } from '@/db/database.ts';

export function findVendor(db: TDb, code: string) {
  return db
    .selectFrom('vendors_seamless')
    .select(['code', 'secret', 'enabled', 'currency'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Keeps the stored secret when there is one (first start wins); returns the secret in force. */
export async function insertVendorIfMissing(db: TDb, code: string, secret: string): Promise<string> {
  await db
    .insertInto('vendors_seamless')
    .values({ code, secret })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db
    .selectFrom('vendors_seamless')
    .select('secret')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.secret;
}

export async function upsertVendorSecret(db: TDb, code: string, secret: string): Promise<void> {
  await db
    .insertInto('vendors_seamless')
    .values({ code, secret })
    .onConflict((oc) => oc.column('code').doUpdateSet({ secret }))
    .execute();
}
