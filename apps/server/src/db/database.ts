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
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `loadDataDir`: start from a dumped data directory (`dumpEmbeddedDatabase`) instead of an empty one */
  | { kind: 'pglite'; dir: string | null; loadDataDir?: Blob };

const embeddedClients = new WeakMap<TDb, PGlite>();
const postgresPools = new WeakMap<TDb, pg.Pool>();

/** The pool's connections of a PostgreSQL handle (metrics); null for embedded PGlite (one connection). */
export function poolStats(db: TDb): { total: number; idle: number; waiting: number } | null {
  const pool = postgresPools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

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
    // A connection ended while checked out (between two queries of a transaction, a held lock) is
    // reported on the client itself; its next query fails (503 SERVICE_UNAVAILABLE). Without this
    // listener the termination of a backend stops the whole process.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.warn(`PostgreSQL: a connection in use was closed (${error.message})`);
      });
    });
    const db = new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
    postgresPools.set(db, pool);
    return db;
  }
  if (target.dir) {
    mkdirSync(target.dir, { recursive: true });
  }
  const client = await PGlite.create(target.dir ?? undefined, {
    parsers: TYPE_PARSERS,
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = new Kysely<TDatabase>({ dialect: new PGliteDialect(client) });
  embeddedClients.set(db, client);
  return db;
}

/** Whether `db` is the embedded PGlite database (one connection shared by every request and job). */
export function isEmbeddedDb(db: TDb): boolean {
  return embeddedClients.has(db);
}

/** The embedded database's data directory as an uncompressed tarball (a copy to start another from). */
export async function dumpEmbeddedDatabase(db: TDb): Promise<Blob> {
  const client = embeddedClients.get(db);
  if (!client) {
    throw new Error('dumpEmbeddedDatabase: not an embedded (PGlite) database');
  }
  return client.dumpDataDir('none');
}
