// Production build of the server (decision 017): one ES module bundle, apps/server/dist/main.js,
// that plain `node` runs. Our own TypeScript (src/, the `@/` alias, the workspace packages, which
// export TypeScript sources) is bundled; every npm dependency stays external and is loaded from
// node_modules as usual (native addons, PGlite's WASM files and pg-boss's SQL stay where they are).
// The function files (src/db/functions/*.sql, decision 060) are bundled as strings: their loader
// module, which reads them from disk in development, is replaced by one that holds them.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ours = /^(\.|\/|@\/|@pavilion\/)/;

const functionsDir = path.join(import.meta.dirname, 'src/db/functions');

/** The module that replaces function-files.ts in the bundle: the same loadFunctionFiles, from strings. */
function bundledFunctionFiles() {
  const files = readdirSync(functionsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => [f.slice(0, -'.sql'.length), readFileSync(path.join(functionsDir, f), 'utf8')]);
  return {
    contents: `export function loadFunctionFiles() { return new Map(${JSON.stringify(files)}); }`,
    loader: 'js',
    watchFiles: files.map(([name]) => path.join(functionsDir, `${name}.sql`)),
  };
}

const started = Date.now();
const result = await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-dependencies-external',
      setup(b) {
        b.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'entry-point' || ours.test(args.path)
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
    {
      name: 'bundled-function-files',
      setup(b) {
        b.onLoad({ filter: /[\\/]src[\\/]db[\\/]functions[\\/]function-files\.ts$/ }, bundledFunctionFiles);
      },
    },
  ],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server built: dist/main.js (${Math.round(bytes / 1024)} KiB with source map) in ${Date.now() - started} ms`,
);
