// Hot house rows (decision 023). A posting locks its house shard row from its UPDATE to its
// COMMIT, so two postings on one shard wait for each other's WAL flush. Profiled under 16
// clients, 8 shards per purpose made a posting wait on a row lock more often than not; 64
// shards per purpose make it rare. Shards 8..63 are added for every house purpose, empty; the
// house balance of a purpose stays the sum over its shards (shard = key mod 64 from now on).
// seamless_house_account becomes plpgsql: as a SQL function called from a plpgsql expression
// it was planned anew in every transaction (0.2 ms of each bet, win and rollback); plpgsql
// keeps its plan for the session.
import { sql, type Kysely } from 'kysely';

/** Shard rows per house purpose from this migration on (ledger.service HOUSE_SHARD_COUNT). */
const SHARDS = 64;
const OLD_SHARDS = 8;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into ledger_accounts (owner_type, purpose, shard)
    select 'house', p.purpose, s from (select distinct purpose from ledger_accounts where owner_type = 'house') p,
      generate_series(${OLD_SHARDS}::int, ${SHARDS - 1}::int) s
    order by p.purpose, s`.execute(db);
  await sql
    .raw(
      `create or replace function seamless_house_account(p_member_id bigint) returns bigint language plpgsql stable as $f$
declare v_id bigint;
begin
  select id into v_id from ledger_accounts where owner_type = 'house' and purpose = 'games' and shard = (p_member_id % ${SHARDS})::int;
  return v_id;
end $f$;`,
    )
    .execute(db);
}

/** Only while the added shards are unused: their postings cannot be moved back onto shards 0..7. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_accounts
    where owner_type = 'house' and shard >= ${OLD_SHARDS} and last_entry_id is not null`.execute(db);
  if (Number(rows[0]?.n ?? 0) > 0) {
    throw new Error('house shards 8..63 hold postings: migration 0016 cannot be undone');
  }
  await sql`delete from ledger_accounts where owner_type = 'house' and shard >= ${OLD_SHARDS}`.execute(db);
  await sql
    .raw(
      `create or replace function seamless_house_account(p_member_id bigint) returns bigint language sql stable as $f$
  select id from ledger_accounts where owner_type = 'house' and purpose = 'games' and shard = (p_member_id % ${OLD_SHARDS})::int
$f$;`,
    )
    .execute(db);
}
