import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./zz-lottery-prof-run.ts', { parentURL: import.meta.url, tsconfig })) as { main: () => Promise<void> };
await run.main();
