// Exact product aggregate for settlement in SQL (issue 16 scale target 2, decision 048 addendum
// "settlement under 20 s"): a line of an accumulator or system bet returns stake × the product of
// its legs' factors floored once (packages/games/src/sports/ticket-return.ts); numeric_mul is exact,
// so div(stake × sports_mul(numerators), sports_mul(denominators)) equals the packages' BigInt maths.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create aggregate sports_mul(numeric) (sfunc = numeric_mul, stype = numeric, initcond = '1')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop aggregate if exists sports_mul(numeric)`.execute(db);
}
