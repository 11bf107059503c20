// Captcha answers are kept as a keyed hash (decision 064): the column says so. Captchas live five
// minutes, so the plain ones of a running site are simply dropped (their images fail, a new one is
// drawn) rather than hashed in SQL without the key.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from captchas;
    alter table captchas rename column answer to answer_hash;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from captchas;
    alter table captchas rename column answer_hash to answer;
  `.execute(db);
}
