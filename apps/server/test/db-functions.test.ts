// The function files (decision 060): after the migrator ran, every function and aggregate of the
// public schema has a file and every file a function, each exactly as the database renders it; the
// migrator re-creates a function whose definition drifted or which is missing, only then, and two
// instances starting at once re-create it once. On PGlite, and on PostgreSQL with DATABASE_URL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type TDb } from '@/db/database.ts';
import { loadFunctionFiles } from '@/db/functions/function-files.ts';
import { applyFunctionFiles, readDatabaseFunctions } from '@/db/functions/function-sql.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

const base = process.env.DATABASE_URL;
let db: TDb;
let url: string | null = null;
let drop: (() => Promise<void>) | null = null;

beforeAll(async () => {
  if (base) {
    const fresh = await freshDatabase(base, 'dbfunctions');
    url = fresh.url;
    drop = fresh.drop;
    db = await createDb({ kind: 'postgres', url, poolSize: 2 });
  } else {
    db = await createDb({ kind: 'pglite', dir: null });
  }
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const files = loadFunctionFiles();

/** Runs `fn` in a transaction that is always rolled back. */
async function rolledBack(fn: (trx: TDb) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  await expect(
    db.transaction().execute(async (trx) => {
      await fn(trx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

describe('function files', () => {
  it('exist for every function of the database, and no file lacks its function', async () => {
    const inDb = await readDatabaseFunctions(db);
    expect(files.size).toBeGreaterThan(20);
    expect([...inDb.keys()]).toEqual([...files.keys()]);
    expect(inDb.has('sports_mul')).toBe(true); // an aggregate, rendered by us
  });

  it('equal the database definition of each function, byte for byte', async () => {
    const inDb = await readDatabaseFunctions(db);
    for (const [name, text] of files) {
      expect(inDb.get(name), `${name}.sql`).toBe(text);
    }
  });

  it('are applied again only when the database differs', async () => {
    expect(await migrateToLatest(db)).toEqual([]);
    await sql`
      create or replace function seamless_house_account(p_member_id bigint) returns bigint
      language plpgsql stable as $$ begin return -1; end $$`.execute(db);
    await sql`drop aggregate sports_mul(numeric)`.execute(db);
    expect(await migrateToLatest(db)).toEqual(['seamless_house_account', 'sports_mul']);
    const inDb = await readDatabaseFunctions(db);
    expect(inDb.get('seamless_house_account')).toBe(files.get('seamless_house_account'));
    expect(inDb.get('sports_mul')).toBe(files.get('sports_mul'));
    const { rows } = await sql<{
      p: string;
    }>`select sports_mul(x)::text as p from (values (2), (3), (7)) v(x)`.execute(db);
    expect(rows[0]!.p).toBe('42');
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('apply in dependency order and name the file that fails', async () => {
    await rolledBack(async (trx) => {
      const ordered = await applyFunctionFiles(
        trx,
        new Map([
          [
            'a_uses_z',
            'create or replace function a_uses_z() returns int language sql as $$ select z_used() + 1 $$;',
          ],
          ['z_used', 'create or replace function z_used() returns int language sql as $$ select 1 $$;'],
        ]),
      );
      expect(ordered).toEqual(['z_used', 'a_uses_z']);
    });
    await rolledBack(async (trx) => {
      await expect(
        applyFunctionFiles(trx, new Map([['broken', 'create or replace function broken( returns int;']])),
      ).rejects.toThrow(/function file broken\.sql failed/);
    });
    // a changed return type cannot be replaced: the message says what to do
    await rolledBack(async (trx) => {
      await expect(
        applyFunctionFiles(
          trx,
          new Map([
            [
              'seamless_house_account',
              'create or replace function seamless_house_account(p_member_id bigint) returns int language sql as $$ select 1 $$;',
            ],
          ]),
        ),
      ).rejects.toThrow(/seamless_house_account\.sql failed.*dropped by a numbered migration/);
    });
  });

  it.skipIf(!base)('are re-created once when two instances start at once (PostgreSQL)', async () => {
    await sql`
      create or replace function seamless_house_account(p_member_id bigint) returns bigint
      language plpgsql stable as $$ begin return -2; end $$`.execute(db);
    const other = [
      await createDb({ kind: 'postgres', url: url!, poolSize: 2 }),
      await createDb({ kind: 'postgres', url: url!, poolSize: 2 }),
    ];
    try {
      const applied = await Promise.all(other.map((d) => migrateToLatest(d)));
      expect(applied.flat()).toEqual(['seamless_house_account']);
    } finally {
      await Promise.all(other.map((d) => d.destroy()));
    }
    expect((await readDatabaseFunctions(db)).get('seamless_house_account')).toBe(
      files.get('seamless_house_account'),
    );
  });
});
