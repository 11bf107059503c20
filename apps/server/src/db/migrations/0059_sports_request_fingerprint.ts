// A sportsbook slip's request id answers only the slip it first carried (issue 25, as lottery slips
// since decision 061): each ticket keeps a fingerprint of the request that placed it (bet type, system
// kind, stake per line, accepted odds rule, legs with the odds seen), and a retry whose fingerprint
// differs is refused IDEMPOTENCY_KEY_REUSED. Tickets placed before keep null and are compared by their
// stored legs and stake (betting.service.ts sameSlip).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_tickets add column request_fingerprint text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sports_tickets drop column request_fingerprint`.execute(db);
}
