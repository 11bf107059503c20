import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
await tsImport('/work/wt-agent/bench/zz-explain-tmp.ts', { parentURL: import.meta.url, tsconfig: '/work/wt-agent/apps/server/tsconfig.json' });
