// An operator voids one market of an event (issue 25: a market whose feed went wrong, the event
// played on): the market keeps when and by whom, so the event's result, its corrections and a
// cancellation undone by a later result leave it void (feed.service writeEventResult), while a
// market voided by a cancellation (no voided_at) settles again under a real result.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_markets add column voided_at timestamptz, add column voided_by bigint`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_markets drop column voided_at, drop column voided_by`.execute(db);
}
