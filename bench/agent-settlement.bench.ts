// Agent settlement bench: `npm run bench -- agent-settlement` (or `npx tsx bench/agent-settlement.bench.ts`).
// A daily-salary run over 10,000 contracts with a day of bets on PostgreSQL (DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/test), a second run of the same day, and the same figures
// computed by one hand-written set-based SQL statement (ratio). The measuring code is in
// agent-settlement-run.ts, loaded through tsx with the server's tsconfig ('@/…' alias).
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./agent-settlement-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
