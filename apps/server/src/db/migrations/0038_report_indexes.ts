// Console reports (decision 045): the GGR reports and the dashboard read the bets settled in a
// range of days; without an index every read (and every keyset page of a CSV export) scanned the
// whole seamless_bets table. Partial: only settled bets are ever read by settlement time.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index seamless_bets_settled_idx on seamless_bets (settled_at) where status = 'settled'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists seamless_bets_settled_idx`.execute(db);
}
