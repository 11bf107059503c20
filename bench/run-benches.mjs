// `npm run bench [-- name ...]` from the repository root: installs the bench tools on first use
// (bench/ has its own package.json and lock, outside the root workspaces), then runs the named
// benches (file name without `.bench.ts` / `-bench.ts`), or every bench, one after another.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const benches = Object.fromEntries(
  readdirSync(here)
    .filter((f) => /[.-]bench\.ts$/.test(f))
    .map((f) => [f.replace(/[.-]bench\.ts$/, ''), f]),
);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benches[name]);
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(benches)) {
  console.log(`\n== bench ${name} (bench/${benches[name]})`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', benches[name])], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    process.exit(run.status ?? 1);
  }
}
