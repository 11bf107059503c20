// Agent reports benchmark: `npm run bench -- agent-reports` (PostgreSQL: DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test). An agent with 10,000 members in 4 levels and
// 2,000,000 bets over the last 30 days; the team totals, team betting page 1 and user P&L for a
// month, each through the module's service, beside the same query written by hand in SQL on the
// same data. The measuring code in agent-reports-run.ts is loaded through tsx with the server's
// tsconfig (its '@/…' alias).
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./agent-reports-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
