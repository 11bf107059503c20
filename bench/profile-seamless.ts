// Where a seamless bet round's time goes: `npx tsx bench/profile-seamless.ts` (not part of the
// test run). Writes bench/profiles/seamless-latest.md (and the raw .cpuprofile under /tmp unless
// PROFILE_KEEP_RAW=1). The server's modules use the '@/…' alias of apps/server/tsconfig.json, so
// the measuring code in profile-seamless-run.ts is loaded through tsx with that tsconfig.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../apps/server/tsconfig.json', import.meta.url));
const run = (await tsImport('./profile-seamless-run.ts', { parentURL: import.meta.url, tsconfig })) as {
  main: () => Promise<void>;
};
await run.main();
