// Agent settlement catch-up bench (decision 059): `npm run bench -- agent-settlement-catch-up` (or
// `npx tsx bench/agent-settlement-catch-up.bench.ts`). A server started after 30 days without any
// settlement run: 8,640 unpaid 5-minute windows and 720 hours of real-time and hourly salary over a
// realistic agent tree on PostgreSQL (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test);
// prints the catch-up wall time (budget: 5 minutes) and checks each period was paid once. The
// measuring code is in agent-settlement-catch-up-run.ts, loaded through tsx with the server's
// tsconfig ('@/…' alias).
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./agent-settlement-catch-up-run.ts', {
  parentURL: import.meta.url,
  tsconfig,
})) as {
  main: () => Promise<void>;
};
await run.main();
