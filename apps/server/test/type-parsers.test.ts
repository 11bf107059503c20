// BIGINT and NUMERIC read the same on both drivers (type-parsers.ts, decision 022): the same
// queries run on in-memory PGlite and, when DATABASE_URL is set, on PostgreSQL through `pg`, and
// their answers must be equal value for value and type for type.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type TDb } from '@/db/database.ts';

const base = process.env.DATABASE_URL;

const QUERY = sql<Record<string, unknown>>`
  select 42::bigint as id, -9007199254740991::bigint as min_safe, array[1, null, 3]::bigint[] as ids,
    array[[1, 2], [3, 4]]::bigint[] as grid, 12.50::numeric as price, array[1.5, null]::numeric[] as prices,
    (select sum(x) from (values (1::bigint), (2::bigint)) t(x)) as total,
    (select sum(x)::bigint from (values (1::bigint), (2::bigint)) t(x)) as total_int,
    (select count(*) from (values (1), (2), (3)) t(x)) as n,
    7::int as small, null::bigint as nothing`;

const EXPECTED = {
  id: 42,
  min_safe: -9_007_199_254_740_991,
  ids: [1, null, 3],
  grid: [
    [1, 2],
    [3, 4],
  ],
  price: '12.50',
  prices: ['1.5', null],
  total: '3',
  total_int: 3,
  n: 3,
  small: 7,
  nothing: null,
};

/** The value with its JS type spelled out at every level, so 3 and '3' differ in the comparison. */
const typed = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(typed) : value === null ? 'null' : `${typeof value}:${String(value)}`;

const answers = async (db: TDb) => (await QUERY.execute(db)).rows[0]!;

let pglite: TDb;
beforeAll(async () => {
  pglite = await createDb({ kind: 'pglite', dir: null });
});
afterAll(async () => {
  await pglite?.destroy();
});

describe('BIGINT and NUMERIC on PGlite', () => {
  it('reads BIGINT as a number and NUMERIC as an exact string, arrays element-wise', async () => {
    const row = await answers(pglite);
    expect(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typed(v)]))).toEqual(
      Object.fromEntries(Object.entries(EXPECTED).map(([k, v]) => [k, typed(v)])),
    );
  });

  it('refuses a BIGINT beyond 2^53 instead of rounding it', async () => {
    await expect(sql`select 9007199254740993::bigint as big`.execute(pglite)).rejects.toThrow(
      /outside the safe integer range/,
    );
  });
});

describe.skipIf(!base)('BIGINT and NUMERIC on PostgreSQL through pg', () => {
  let postgres: TDb;
  beforeAll(async () => {
    postgres = await createDb({ kind: 'postgres', url: base! });
  });
  afterAll(async () => {
    await postgres?.destroy();
  });

  it('answers the same values with the same JS types as PGlite', async () => {
    const [onPg, onPglite] = await Promise.all([answers(postgres), answers(pglite)]);
    expect(Object.fromEntries(Object.entries(onPg).map(([k, v]) => [k, typed(v)]))).toEqual(
      Object.fromEntries(Object.entries(onPglite).map(([k, v]) => [k, typed(v)])),
    );
  });

  it('refuses a BIGINT beyond 2^53 instead of rounding it', async () => {
    await expect(sql`select 9007199254740993::bigint as big`.execute(postgres)).rejects.toThrow(
      /outside the safe integer range/,
    );
  });
});
