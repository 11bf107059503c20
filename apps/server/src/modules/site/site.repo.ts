// SQL for the site configuration: settings, flags, region rules, IP→country ranges, countries,
// registration field configuration.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

export async function readSetting(db: TDb, key: string): Promise<unknown> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function readSettings(db: TDb, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: TDb, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('site_settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()` }))
    .execute();
}

export async function writeSettingIfAbsent(db: TDb, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function listFlags(db: TDb) {
  return db.selectFrom('site_flags').selectAll().orderBy('sort').orderBy('mod_id').execute();
}

export async function setFlag(db: TDb, modId: string, enabled: boolean): Promise<boolean> {
  const result = await db
    .updateTable('site_flags')
    .set({ enabled })
    .where('mod_id', '=', modId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listRegionRules(db: TDb) {
  return db.selectFrom('region_rules').select(['id', 'kind', 'value']).orderBy('id').execute();
}

export async function insertRegionRule(db: TDb, kind: 'ip_range' | 'country', value: string) {
  return db
    .insertInto('region_rules')
    .values({ kind, value })
    .onConflict((oc) => oc.columns(['kind', 'value']).doUpdateSet({ value }))
    .returning(['id', 'kind', 'value'])
    .executeTakeFirstOrThrow();
}

export async function deleteRegionRule(db: TDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('region_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countryOfIp(db: TDb, ip: string): Promise<string | null> {
  const row = await db
    .selectFrom('ip_country_ranges')
    .select('country_code')
    .where(sql<boolean>`cidr >>= ${ip}::inet`)
    .orderBy(sql`masklen(cidr)`, 'desc')
    .executeTakeFirst();
  return row?.country_code ?? null;
}

export async function upsertIpCountry(db: TDb, cidr: string, countryCode: string) {
  await db
    .insertInto('ip_country_ranges')
    .values({ cidr, country_code: countryCode })
    .onConflict((oc) => oc.column('cidr').doUpdateSet({ country_code: countryCode }))
    .execute();
}

export async function listCountries(db: TDb) {
  return db.selectFrom('countries').selectAll().orderBy('sort').orderBy('country_code').execute();
}

export async function listRegistrationFields(db: TDb) {
  return db.selectFrom('registration_fields').selectAll().orderBy('sort').execute();
}

export async function updateRegistrationField(
  db: TDb,
  field: string,
  patch: Partial<{
    enabled: boolean;
    required: boolean;
    pattern_id: string;
    accepted_pattern: string | null;
    min_length: number | null;
    max_length: number | null;
  }>,
): Promise<boolean> {
  if (Object.keys(patch).length === 0) {
    return (
      (await db
        .selectFrom('registration_fields')
        .select('field')
        .where('field', '=', field)
        .executeTakeFirst()) !== undefined
    );
  }
  const result = await db
    .updateTable('registration_fields')
    .set(patch)
    .where('field', '=', field)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
