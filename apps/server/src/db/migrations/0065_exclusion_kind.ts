// Player protection (decision 074): an exclusion is a time-out (deposits and bets stop) or a
// self-exclusion (the login stops too), set by the member or by an operator.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table member_protection
      add column exclusion_kind text check (exclusion_kind in ('timeout', 'self_exclusion')),
      add column excluded_by_operator_id bigint references operators(id);
    update member_protection set exclusion_kind = 'timeout' where excluded_until is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table member_protection drop column exclusion_kind, drop column excluded_by_operator_id;
  `.execute(db);
}
