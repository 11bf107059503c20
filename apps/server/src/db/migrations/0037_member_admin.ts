// Member administration in the console (issue 15, decision 044): operators' notes on a member,
// and the lock and unlock of an account with the operator's reason (kind 'lock' / 'unlock'), in one
// append-only history per member. The lock itself is members.status = 'disabled' (0001).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_notes (
      id bigserial primary key,
      member_id bigint not null references members (id),
      operator_id bigint references operators (id),
      kind text not null check (kind in ('note', 'lock', 'unlock')),
      body text not null,
      created_at timestamptz not null default now()
    );
    create index member_notes_member_idx on member_notes (member_id, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_notes`.execute(db);
}
