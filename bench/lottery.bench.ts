// Lottery benchmark: `npm run bench -- lottery` (not part of the test run). Slips per second over
// HTTP and in process beside seamless bets, and one issue's settlement beside set-based SQL, on
// the local PostgreSQL. The server's modules use the '@/…' alias of apps/server/tsconfig.json, so
// the measuring code in lottery-run.ts is loaded through tsx with that tsconfig.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./lottery-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
