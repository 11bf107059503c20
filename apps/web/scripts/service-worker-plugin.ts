// Builds src/service-worker/service-worker.ts into /service-worker.js (decision 068): a bundle of its
// own, an IIFE with no imports (a classic worker script, which every browser registers), given the
// build's app shell: index.html ("/"), the files index.html loads, the manifest and its icons, and a
// version that changes with any of them (the worker's cache names).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { ICON_FILES, MANIFEST_FILE } from '../src/shared/pwa/web-manifest.ts';

const ENTRY = path.resolve(import.meta.dirname, '../src/service-worker/service-worker.ts');
const PUBLIC_FILES = [MANIFEST_FILE, 'favicon.svg', 'favicon.ico', ...ICON_FILES.map((i) => i.file)];

/** The same-origin files an HTML page loads by `src` or `href` (scripts, styles, preloads, icons). */
export function htmlFiles(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="(\/[^"/][^"]*)"/g)].map((m) => m[1]!);
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'pavilion-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') {
        throw new Error('index.html is missing from the bundle');
      }
      const page = String(html.source);
      const shell = [...new Set(['/', ...htmlFiles(page), ...PUBLIC_FILES.map((f) => `/${f}`)])];
      const hash = createHash('sha256').update(page);
      for (const file of PUBLIC_FILES) {
        hash.update(readFileSync(path.join(publicDir, file)));
      }
      for (const file of shell.filter((f) => f.startsWith('/assets/'))) {
        if (!bundle[file.slice(1)]) {
          throw new Error(`index.html loads ${file}, which is not in the bundle`);
        }
      }
      const version = hash.update(shell.join('\n')).digest('hex').slice(0, 12);
      const result = (await build({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        define: { __PAVILION_SW__: JSON.stringify({ version, shell }) },
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          lib: { entry: ENTRY, formats: ['iife'], name: 'pavilionServiceWorker', fileName: () => 'sw.js' },
        },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const chunk = (Array.isArray(result) ? result : [result])
        .flatMap((r) => r.output)
        .find((o): o is Rollup.OutputChunk => o.type === 'chunk');
      if (!chunk) {
        throw new Error('the service worker bundle is empty');
      }
      this.emitFile({ type: 'asset', fileName: 'service-worker.js', source: chunk.code });
    },
  };
}
