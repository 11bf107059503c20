// Hold'em bots benchmark: `npm run bench -- holdem-bots` (not part of the test run): 1,000 hands of
// four bots at one table through the PVP service on PostgreSQL, beside the same hands played by the
// pure state machine in memory. The server's modules use the '@/…' alias of
// apps/server/tsconfig.json, so the measuring code in holdem-bots-run.ts is loaded through tsx with
// that tsconfig.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./holdem-bots-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
