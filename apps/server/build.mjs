// Production build of the server (decision 017): one ES module bundle, apps/server/dist/main.js,
// that plain `node` runs. Our own TypeScript (src/, the `@/` alias, the workspace packages, which
// export TypeScript sources) is bundled; every npm dependency stays external and is loaded from
// node_modules as usual (native addons, PGlite's WASM files and pg-boss's SQL stay where they are).
import { build } from 'esbuild';

const ours = /^(\.|\/|@\/|@pavilion\/)/;

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
  ],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server built: dist/main.js (${Math.round(bytes / 1024)} KiB with source map) in ${Date.now() - started} ms`,
);
