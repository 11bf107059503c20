// Login protection reads the attempt log by account name (decision 019): the captcha for an account
// and IP, the lock of a name that belongs to no member, and the operators' lock all count rows
// of one name, case-insensitively.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index login_attempts_account_idx on login_attempts (lower(account), created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists login_attempts_account_idx`.execute(db);
}
