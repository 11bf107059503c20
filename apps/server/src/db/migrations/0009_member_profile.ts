// Member profile fields of the security centre (issue 5) that members did not have yet: full
// name, birthday and the Zalo id. Nickname, e-mail and the other messaging ids already exist.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table members add column full_name text;
    alter table members add column birthday date;
    alter table members add column zalo text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table members drop column zalo;
    alter table members drop column birthday;
    alter table members drop column full_name;
  `.execute(db);
}
