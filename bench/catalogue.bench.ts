// Catalogue benchmark: `npx tsx bench/catalogue.bench.ts` (not part of the test run).
// The server's modules use the '@/…' alias of apps/server/tsconfig.json, so the measuring code
// in catalogue-run.ts is loaded through tsx with that tsconfig.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./catalogue-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
