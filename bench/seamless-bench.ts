// Seamless-wallet benchmark: `npx tsx bench/seamless-bench.ts` (not part of the test run). Bet
// rounds per second (signed bet + win over HTTP through the real server and the real ledger)
// against pgbench running one ledger_post statement on the same PostgreSQL, then the same on
// embedded PGlite. The server's modules use the '@/…' alias of apps/server/tsconfig.json, so the
// measuring code in seamless-run.ts is loaded through tsx with that tsconfig.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./seamless-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
