// The one database module: Kysely over PGlite (embedded, default) or node-postgres (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { PG_TYPES, TYPE_PARSERS } from './type-parsers.ts';
import type { TDatabase } from './tables.ts';

export type TDb = Kysely<TDatabase>;
/** `poolSize`: connections of this process's pool (DATABASE_POOL_SIZE, decision 017); 10 when unset. */
export type TDbTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dir: string | null };

export async function createDb(target: TDbTarget): Promise<TDb> {
  if (target.kind === 'postgres') {
    // BIGINT and NUMERIC parse as on PGlite (type-parsers.ts); set per pool, not on pg's globals.
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, types: PG_TYPES });
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
  const client = await PGlite.create(target.dir ?? undefined, { parsers: TYPE_PARSERS });
  return new Kysely<TDatabase>({ dialect: new PGliteDialect(client) });
}
