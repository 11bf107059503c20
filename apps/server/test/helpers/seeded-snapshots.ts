// Seeded databases built once per test run and copied per test file (decision 041). Migrating and
// seeding a fresh database costs each file seconds (PGlite's initdb alone ~5 s); a copy costs well
// under one. PGlite: the seeded data directory is dumped to a tarball in the run's folder (given by
// global-setup.ts) and each file loads it. PostgreSQL: the seeded database is a template and each
// file's database is `create database … template …`. The first file that needs a variant builds it
// under a lock; the others wait for it, so several workers never build one variant twice.
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, dumpEmbeddedDatabase, type TDb } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { seedDemo, seedSite } from '@/db/seed.ts';
import { seedCatalogue } from '@/db/seed-catalogue.ts';
import { testConfig } from '@/config.ts';
import { ensureOperator } from '@/modules/admin/admin.service.ts';
import { sealLegacySecrets } from '@/modules/crypto/sealed-secrets.service.ts';
import { installSecretBox } from '@/modules/crypto/secret-box.ts';
import { secretBoxFor } from '@/modules/crypto/secrets-key.ts';

export type TSeedVariant = { catalogue: boolean; agentTree: boolean; memberActivity: boolean };
export type TSeedAdmin = { username: string; password: string };

const BUILD_WAIT_MS = 180_000;

export function variantKey(v: TSeedVariant): string {
  return `c${Number(v.catalogue)}t${Number(v.agentTree)}m${Number(v.memberActivity)}`;
}

/** Migrates and seeds `db` as every integration test file starts. */
export async function seedForTests(db: TDb, v: TSeedVariant, admin: TSeedAdmin): Promise<void> {
  await migrateToLatest(db);
  // as main.ts: the box is installed and legacy plaintext sealed before anything seeds
  const box = secretBoxFor(testConfig());
  installSecretBox(box);
  await sealLegacySecrets(db, box);
  await seedSite(db);
  if (v.catalogue) {
    await seedCatalogue(db, { demo: true });
  }
  await seedDemo(db, { agentTree: v.agentTree, memberActivity: v.memberActivity });
  await ensureOperator(db, admin.username, admin.password);
}

/** The tarball of a seeded PGlite data directory for this variant, built by the first caller of the run. */
export async function pgliteSnapshot(v: TSeedVariant, admin: TSeedAdmin): Promise<Blob> {
  const file = path.join(inject('snapshotDir'), `${variantKey(v)}.tar`);
  if (!existsSync(file)) {
    await buildOnce(file, async () => {
      const db = await createDb({ kind: 'pglite', dir: null });
      try {
        await seedForTests(db, v, admin);
        const tarball = await dumpEmbeddedDatabase(db);
        writeFileSync(`${file}.part`, Buffer.from(await tarball.arrayBuffer()));
        renameSync(`${file}.part`, file);
      } finally {
        await db.destroy();
      }
    });
  }
  return new Blob([readFileSync(file)]);
}

/** The name of this run's seeded PostgreSQL template for the variant, built by its first caller. */
export async function postgresTemplate(base: string, v: TSeedVariant, admin: TSeedAdmin): Promise<string> {
  const name = `pavilion_tpl_${inject('snapshotRun')}_${variantKey(v)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    // one builder per variant across workers: a session lock keyed by the template's name
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const db = await createDb({ kind: 'postgres', url: url.toString(), poolSize: 2 });
      try {
        await seedForTests(db, v, admin);
      } finally {
        await db.destroy();
      }
    }
  } finally {
    await client.end();
  }
  return name;
}

async function buildOnce(file: string, build: () => Promise<void>): Promise<void> {
  const lock = tryLock(`${file}.lock`);
  if (lock !== null) {
    try {
      await build();
    } finally {
      closeSync(lock);
    }
    return;
  }
  const until = Date.now() + BUILD_WAIT_MS;
  while (!existsSync(file)) {
    if (Date.now() > until) {
      throw new Error(`the seeded snapshot ${file} was not built within ${BUILD_WAIT_MS / 1000} s`);
    }
    await sleep(100);
  }
}

/** The lock file's descriptor, or null when another worker holds it (created it first). */
function tryLock(lockFile: string): number | null {
  try {
    return openSync(lockFile, 'wx');
  } catch {
    return null;
  }
}
