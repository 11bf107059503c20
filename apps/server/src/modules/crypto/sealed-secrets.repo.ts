// SQL of the sweeps over stored secrets (sealed-secrets.service.ts): the rows of one sealed column
// and the RSA key pair's setting, locked for the sweep's transaction.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import { RSA_KEYS_SETTING, type TStoredKeys } from './rsa-keys.service.ts';

export type TSealedColumn = { table: string; id: string; column: string };

/** The column's non-null values that are still plain text, or already sealed. */
export async function lockColumnValues(trx: TDb, c: TSealedColumn, pick: 'plain' | 'sealed') {
  const test =
    pick === 'plain' ? sql`${sql.ref(c.column)} not like 'sbx1:%'` : sql`${sql.ref(c.column)} like 'sbx1:%'`;
  const { rows } = await sql<{ id: string | number; value: string }>`
    select ${sql.ref(c.id)} as id, ${sql.ref(c.column)} as value from ${sql.table(c.table)}
    where ${sql.ref(c.column)} is not null and ${test} order by 1 for update`.execute(trx);
  return rows;
}

export async function updateColumnValue(
  trx: TDb,
  c: TSealedColumn,
  id: string | number,
  value: string,
): Promise<void> {
  await sql`update ${sql.table(c.table)} set ${sql.ref(c.column)} = ${value}
    where ${sql.ref(c.id)} = ${id}`.execute(trx);
}

export async function lockRsaKeys(trx: TDb): Promise<TStoredKeys | undefined> {
  const { rows } = await sql<{ value: TStoredKeys }>`
    select value from site_settings where key = ${RSA_KEYS_SETTING} for update`.execute(trx);
  return rows[0]?.value;
}

export async function writeRsaKeys(trx: TDb, value: TStoredKeys): Promise<void> {
  await sql`update site_settings set value = ${JSON.stringify(value)}::jsonb, updated_at = now()
    where key = ${RSA_KEYS_SETTING}`.execute(trx);
}
