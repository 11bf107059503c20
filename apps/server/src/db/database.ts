// The one database module: Kysely over PGlite (embedded, default) or node-postgres (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { TDatabase } from './tables.ts';

export type TDb = Kysely<TDatabase>;
/** `poolSize`: connections of this process's pool (DATABASE_POOL_SIZE, decision 017); 10 when unset. */
export type TDbTarget = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dir: string | null };

const INT8_OID = 20;
const NUMERIC_OID = 1700;

export async function createDb(target: TDbTarget): Promise<TDb> {
  if (target.kind === 'postgres') {
    // Money is BIGINT minor units; all values we store fit in 2^53, so parse them as numbers.
    pg.types.setTypeParser(INT8_OID, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection that the server ends (restart, failover, a dropped test database) is
    // reported here; the pool discards it and opens a new one on demand. Without a listener
    // Node treats the event as an uncaught error and stops the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL: an idle connection was closed (${error.message})`);
    });
    return new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dir) {
    mkdirSync(target.dir, { recursive: true });
  }
  const client = await PGlite.create(target.dir ?? undefined, {
    parsers: { [INT8_OID]: (v: string) => Number(v), [NUMERIC_OID]: (v: string) => Number(v) },
  });
  return new Kysely<TDatabase>({ dialect: new PGliteDialect(client) });
}
