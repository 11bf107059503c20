// Writes the function files (decision 060): every function and aggregate of the public schema, as a
// fresh in-memory PGlite holds it after the numbered migrations and the function files, one file per
// name in PostgreSQL's own rendering. `--check` writes nothing and exits 1 when a committed file
// differs, is missing or is left over (root `npm run lint`).
//
// Which text wins when a file and the migrations disagree: the migrations are run one by one and the
// definitions each leaves are remembered. A file equal to one of those older definitions was written
// before a later migration re-defined the function (a branch merged with a migration of the old
// kind), so the migration's definition is taken; any other file is an edit and is applied on top. A
// file whose function a migration dropped goes; a function with no file gets one. Running it twice
// changes nothing the second time.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb } from '../database.ts';
import { migrateOneUp } from '../migrate.ts';
import { FUNCTIONS_DIR, loadFunctionFiles } from './function-files.ts';
import {
  applyFunctionFiles,
  normaliseFunctionSql,
  readDatabaseFunctions,
  sameFunctionSql,
} from './function-sql.ts';

export type TFunctionDump = { files: Map<string, string>; notes: string[] };

/** The files that should be committed, given the committed ones. */
export async function dumpFunctions(committed: ReadonlyMap<string, string>): Promise<TFunctionDump> {
  const db = await createDb({ kind: 'pglite', dir: null });
  try {
    const history = new Map<string, Set<string>>();
    while (await migrateOneUp(db)) {
      for (const [name, text] of await readDatabaseFunctions(db)) {
        history.set(name, (history.get(name) ?? new Set()).add(normaliseFunctionSql(text)));
      }
    }
    const fromMigrations = await readDatabaseFunctions(db);
    const edits = new Map<string, string>();
    const notes: string[] = [];
    for (const [name, text] of committed) {
      const migrated = fromMigrations.get(name);
      if (migrated !== undefined && sameFunctionSql(migrated, text)) {
        continue;
      }
      if (history.get(name)?.has(normaliseFunctionSql(text))) {
        notes.push(
          migrated === undefined
            ? `${name}: dropped by a migration after the file was written; the file goes`
            : `${name}: re-defined by a migration after the file was written; the migration's definition is taken`,
        );
        continue;
      }
      edits.set(name, text);
      notes.push(`${name}: the file's edit is applied`);
    }
    await db.transaction().execute((trx) => applyFunctionFiles(trx, edits));
    return { files: await readDatabaseFunctions(db), notes };
  } finally {
    await db.destroy();
  }
}

function fileOf(name: string): string {
  return path.join(FUNCTIONS_DIR, `${name}.sql`);
}

async function main(): Promise<void> {
  const committed = loadFunctionFiles();
  const { files, notes } = await dumpFunctions(committed);
  const changed = [...files].filter(([name, text]) => committed.get(name) !== text).map(([name]) => name);
  const stale = [...committed.keys()].filter((name) => !files.has(name));
  if (process.argv.includes('--check')) {
    if (changed.length > 0 || stale.length > 0) {
      console.error(
        [
          'the function files do not match the migrated database; run `npm run db:functions` and commit them.',
          ...changed.map((n) => `  ${committed.has(n) ? 'differs' : 'missing'}: ${n}.sql`),
          ...stale.map((n) => `  no such function: ${n}.sql`),
          ...notes.map((n) => `  ${n}`),
        ].join('\n'),
      );
      process.exitCode = 1;
      return;
    }
    console.log(`the ${files.size} function files match the migrated database`);
    return;
  }
  for (const name of changed) {
    writeFileSync(fileOf(name), files.get(name)!);
  }
  for (const name of stale) {
    rmSync(fileOf(name));
  }
  for (const note of notes) {
    console.log(note);
  }
  console.log(
    `${files.size} function files in ${FUNCTIONS_DIR}: ${changed.length} written, ${stale.length} removed`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
