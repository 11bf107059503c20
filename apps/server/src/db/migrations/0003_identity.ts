// Identity indexes: the login and SMS throttles count recent rows per IP and per mobile number
// on every attempt, which the foundation indexes (by member, by purpose first) do not serve.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index login_attempts_ip_idx on login_attempts (ip, created_at);
    create index verification_codes_number_idx on verification_codes (dialing_code, mobile, created_at);
    create index verification_codes_ip_idx on verification_codes (ip, created_at);
    create index password_resets_member_idx on password_resets (member_id) where used_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists password_resets_member_idx, verification_codes_ip_idx, verification_codes_number_idx, login_attempts_ip_idx;
  `.execute(db);
}
