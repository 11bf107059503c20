// The committed Kysely row types (schema.generated.ts) are what the migrations produce, and a
// schema change shows up as a drift (what `npm run db:types:check` reports in lint); the notification
// types the contracts name are the rows of notification_types (migration 0032).
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@pavilion/contracts/notifications';
import { createDb, type TDb } from '@/db/database.ts';
import { renderSchemaTypes, SCHEMA_TYPES_FILE } from '@/db/generate-types.ts';
import { migrateToLatest } from '@/db/migrate.ts';

let db: TDb;
beforeAll(async () => {
  db = await createDb({ kind: 'pglite', dir: null });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
});

describe('generated row types', () => {
  it('match the committed schema.generated.ts', async () => {
    expect(await renderSchemaTypes(db)).toBe(readFileSync(SCHEMA_TYPES_FILE, 'utf8'));
  });

  it('know every notification type of the contracts, and no other', async () => {
    const rows = await db.selectFrom('notification_types').select('type').orderBy('type').execute();
    expect(rows.map((r) => r.type)).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('change when the schema changes, and leave other schemas out', async () => {
    await sql`alter table captchas add column hint text`.execute(db);
    await sql`create schema jobs; create table jobs.queue (id bigint primary key)`.execute(db);
    const changed = await renderSchemaTypes(db);
    expect(changed).not.toBe(readFileSync(SCHEMA_TYPES_FILE, 'utf8'));
    expect(changed).toMatch(/export type Captchas = \{[^}]*hint: string \| null;/);
    expect(changed).not.toMatch(/queue|Queue/);
  });
});
