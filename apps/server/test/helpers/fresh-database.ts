// A PostgreSQL database of its own for one test file (the DATABASE_URL tier), dropped when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TFreshDatabase = { url: string; drop: () => Promise<void> };

async function run(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<random>` on the server of `base` (a copy of `template` when given); `drop` removes
 * it even with open connections.
 */
export async function freshDatabase(
  base: string,
  prefix: string,
  template?: string,
): Promise<TFreshDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await run(base, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(base, `drop database if exists ${name} with (force)`) };
}
