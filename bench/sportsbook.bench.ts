// Sportsbook benchmark: `npm run bench -- sportsbook` (not part of the test run): 2,000 SSE viewers of
// one in-play event beside a bare Node broadcast, settling 100,000 tickets of one match beside a
// hand-written set-based SQL settlement, and bets/s through the betting service beside the ledger's
// bare posting, on the local PostgreSQL. The server's modules use the '@/…' alias of
// apps/server/tsconfig.json, so the measuring code in sportsbook-run.ts is loaded through tsx with
// that tsconfig.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./sportsbook-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
