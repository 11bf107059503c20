// Vitest global setup of the integration project: a folder and a run token for the seeded snapshots
// of this run (seeded-snapshots.ts), removed afterwards with the run's PostgreSQL templates.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // vitest's provided values are typed by merging into its interface (a type cannot merge)
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    snapshotDir: string;
    snapshotRun: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pavilion-seeded-'));
  const run = randomBytes(4).toString('hex');
  project.provide('snapshotDir', dir);
  project.provide('snapshotRun', run);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const base = process.env.DATABASE_URL;
    if (base) {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        const templates = await client.query<{ datname: string }>(
          'select datname from pg_database where datname like $1',
          [`pavilion_tpl_${run}_%`],
        );
        for (const { datname } of templates.rows) {
          await client.query(`drop database if exists ${datname} with (force)`);
        }
      } finally {
        await client.end();
      }
    }
  };
}
