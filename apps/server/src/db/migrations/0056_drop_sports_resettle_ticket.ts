// Re-settlement after a correction is set-based in TypeScript since issue 16's follow-up
// (resettle.repo.ts resettleChunk: a chunk of marked tickets priced in SQL, one posting per direction);
// sports_resettle_ticket (migration 0039) has no caller left. Dropped so the schema holds only what
// runs, as 0053 did for sports_settle_chunk; down puts 0039's text back.
import { sql, type Kysely } from 'kysely';
import { SPORTS_FUNCTIONS } from './0039_sportsbook-functions.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists sports_resettle_ticket(bigint, text, text, bigint, text, timestamptz)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const start = SPORTS_FUNCTIONS.indexOf('create function sports_resettle_ticket(');
  const end = SPORTS_FUNCTIONS.indexOf('$f$;', start) + '$f$;'.length;
  await sql.raw(SPORTS_FUNCTIONS.slice(start, end)).execute(db);
}
