// Agent team (issue 12, decision 024): the receiver of a transfer to downline is notified
// ('transfer_received'), and team figures read settled bets by member and settlement time.
import { sql, type Kysely } from 'kysely';

const BEFORE = `'deposit_credited', 'withdrawal_approved', 'withdrawal_rejected', 'deposit_failed'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications drop constraint notifications_type_check`.execute(db);
  await sql
    .raw(
      `alter table notifications add constraint notifications_type_check check (type in (${BEFORE}, 'transfer_received'))`,
    )
    .execute(db);
  await sql`create index seamless_bets_member_settled_idx on seamless_bets (member_id, settled_at)
    where status = 'settled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists seamless_bets_member_settled_idx`.execute(db);
  await sql`delete from notifications where type = 'transfer_received'`.execute(db);
  await sql`alter table notifications drop constraint notifications_type_check`.execute(db);
  await sql
    .raw(`alter table notifications add constraint notifications_type_check check (type in (${BEFORE}))`)
    .execute(db);
}
