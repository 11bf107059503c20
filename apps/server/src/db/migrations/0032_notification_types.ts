// Notification types become rows of `notification_types`, referenced by `notifications.type`.
// Until now each migration that added a type rewrote the `notifications_type_check` constraint by
// parsing the previous one's text; two of those parsers only understood `type in ('a', 'b')` and
// silently dropped every type when an earlier migration had written `type = any ('{a,b}'::text[])`
// (the merged 0028 and 0031 left the check with `feedback_replied` alone, so every other notice
// failed to store). A later migration adds its types with one insert, in any order.
import { sql, type Kysely } from 'kysely';

/** Every type of packages/contracts NOTIFICATION_TYPES at the time of this migration. */
const TYPES = [
  'deposit_credited',
  'withdrawal_approved',
  'withdrawal_rejected',
  'deposit_failed',
  'contract_offered',
  'contract_accepted',
  'contract_rejected',
  'contract_termination_requested',
  'contract_terminated',
  'agent_settlement_owed',
  'transfer_received',
  'lottery_won',
  'feedback_replied',
  'activity_approved',
  'activity_rejected',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications drop constraint if exists notifications_type_check`.execute(db);
  await sql`create table notification_types (type text primary key)`.execute(db);
  await sql`insert into notification_types (type) select unnest(${TYPES}::text[])`.execute(db);
  await sql`alter table notifications add constraint notifications_type_fkey
    foreign key (type) references notification_types (type)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications drop constraint notifications_type_fkey`.execute(db);
  await sql`drop table notification_types`.execute(db);
  await sql
    .raw(
      `alter table notifications add constraint notifications_type_check check (type in (${TYPES.map((t) => `'${t}'`).join(', ')}))`,
    )
    .execute(db);
}
