// The function files of this folder (decision 060): one `<function name>.sql` per database function
// or aggregate of the public schema, holding its current definition. Read from disk here (the dev
// server, tests, `npm run db:functions`); the production bundle replaces this module with one that
// holds the same files as strings (build.mjs), so dist/main.js needs no folder beside it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FUNCTIONS_DIR = fileURLToPath(new URL('.', import.meta.url));

/** File name (without `.sql`) → content, in name order. */
export function loadFunctionFiles(): Map<string, string> {
  const names = readdirSync(FUNCTIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return new Map(
    names.map((f) => [f.slice(0, -'.sql'.length), readFileSync(path.join(FUNCTIONS_DIR, f), 'utf8')]),
  );
}
