// One-click login on every domain of the site (issue 28 item 5): a flow keeps the return address it
// was started with (the domain the member came from), which the code exchange must repeat.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table identity_flows add column redirect_uri text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table identity_flows drop column redirect_uri`.execute(db);
}
