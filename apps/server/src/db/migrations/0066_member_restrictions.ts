// Restrictions short of a lock (issue 29 item 2, decision 074): an operator stops one kind of money
// movement of a member (bonuses, withdrawals, transfers to other members) or caps their stake per bet.
// The outflow gate, grantBonus and ledger_post read them under the member's wallet lock.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_restrictions (
      member_id bigint primary key references members(id),
      no_bonus boolean not null default false,
      no_withdrawal boolean not null default false,
      no_transfer boolean not null default false,
      -- the largest stake of one bet, minor units; null: no cap
      max_stake bigint check (max_stake > 0),
      reason text not null check (length(reason) between 2 and 500),
      operator_id bigint not null references operators(id),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_restrictions`.execute(db);
}
