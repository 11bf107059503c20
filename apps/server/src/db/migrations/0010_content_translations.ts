// Site content in every site language: a `translations` jsonb on banners, notices, popups and
// promotions ({ "CN": { title, subtitle?, content? }, "KM": { ... } }; English stays in the main
// columns and is the fallback). Schema only: the demo seed brings the demo rows' translations, so
// this migration never depends on seed data that may change later.
import { sql, type Kysely } from 'kysely';

const TABLES = ['banners', 'notices', 'popups', 'promotions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column translations jsonb not null default '{}'`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} drop column translations`.execute(db);
  }
}
