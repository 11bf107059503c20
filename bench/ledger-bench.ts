// Ledger benchmark: `npx tsx bench/ledger-bench.ts` (not part of the test run). Postings per
// second of postTransaction against pgbench running the same ledger_post statement, on
// PostgreSQL (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test) and on embedded PGlite.
// The server's modules use the '@/…' alias of apps/server/tsconfig.json, so the measuring code
// in ledger-run.ts is loaded through tsx with that tsconfig.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./ledger-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
