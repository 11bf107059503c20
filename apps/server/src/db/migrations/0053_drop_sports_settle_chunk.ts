// The sportsbook settles set-based in TypeScript since issue 16's scale work (settlement.service.ts:
// singles priced in SQL, chunk writes in one statement each); sports_settle_chunk (migration 0039) has
// no caller left. Dropped so the schema holds only what runs; down puts 0039's text back.
import { sql, type Kysely } from 'kysely';
import { SPORTS_FUNCTIONS } from './0039_sportsbook-functions.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists sports_settle_chunk(bigint, jsonb, timestamptz)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const start = SPORTS_FUNCTIONS.indexOf('create function sports_settle_chunk(');
  const end = SPORTS_FUNCTIONS.indexOf('$f$;', start) + '$f$;'.length;
  await sql.raw(SPORTS_FUNCTIONS.slice(start, end)).execute(db);
}
