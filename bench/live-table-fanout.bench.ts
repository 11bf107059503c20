// Live table fan-out benchmark: `npm run bench -- live-table-fanout` (not part of the test run):
// 2,000 SSE viewers of one table beside a bare Node broadcast, 500 bets in the last 3 s of a window
// and that round's settlement, on the local PostgreSQL. The server's modules use the '@/…' alias of
// apps/server/tsconfig.json, so the measuring code in live-table-fanout-run.ts is loaded through tsx
// with that tsconfig.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./live-table-fanout-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
