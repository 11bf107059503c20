import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';

/**
 * The boot screen in index.html shows the Pavilion mark and name beside the spinner, so the first
 * paint (before any JavaScript has run) already has content: the mark of public/favicon.svg, the
 * source of every icon, inlined.
 */
function brandedBootScreen(): Plugin {
  const mark = readFileSync(path.resolve(import.meta.dirname, 'public/favicon.svg'), 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(' xmlns="http://www.w3.org/2000/svg"', ' width="40" height="40" aria-hidden="true"')
    .trim();
  return {
    name: 'pavilion-boot-screen',
    transformIndexHtml(html) {
      return html.replace(
        '<div class="boot">',
        `<div class="boot"><span class="boot-brand">${mark}<span class="boot-word">Pavilion</span></span>`,
      );
    },
  };
}

/**
 * src/early.ts is its own entry, run before the application entry: one HTML page gets a single
 * script entry from Vite, so the build adds the early entry's script tag (async: it runs as soon as
 * it has arrived) and preloads of its imports to index.html ahead of the application's. Not in dev,
 * where the app runs without it.
 */
function earlyEntry(): Plugin {
  return {
    name: 'pavilion-early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const early = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'early',
        );
        if (!early || early.type !== 'chunk') {
          throw new Error('the early entry is missing from the bundle');
        }
        const preloads = early.imports
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        return html.replace(
          '<script type="module"',
          `<script type="module" async crossorigin src="/${early.fileName}"></script>${preloads}<script type="module"`,
        );
      },
    },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;

/**
 * Writes `.gz` and `.br` siblings of every text asset at build time, for a static server that
 * serves pre-compressed files (@fastify/static `preCompressed`), so browsers download the sizes the
 * budget counts rather than the raw files.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'pavilion-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const dir of [outDir, path.join(outDir, 'assets')]) {
        for (const file of readdirSync(dir).filter((f) => COMPRESSIBLE.test(f))) {
          const source = readFileSync(path.join(dir, file));
          writeFileSync(path.join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
          writeFileSync(
            path.join(dir, `${file}.br`),
            brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      }
    },
  };
}

/**
 * Libraries every page needs at start-up, grouped into two long-cached chunks (React itself, and the
 * router, query, i18n and store libraries) instead of the many small shared chunks the splitter
 * would otherwise cut: fewer requests on the home route, still downloaded in parallel. Only start-up
 * libraries belong here: anything heavy and lazy (react-hook-form, zod, DOMPurify, qrcode) must stay
 * out so it is not pulled onto the home route.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FRAMEWORK =
  /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|zustand|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/;

/**
 * The forms' libraries and the shared form controls, and the identity dialogs' own code: each one
 * chunk rather than the ~25 small ones the splitter cut (issue 26). A dialog's chunks all start at
 * its opening, but over HTTP/1.1 (six connections) twenty-five requests queue behind each other: the
 * registration dialog took ~400 ms to arrive in 40 ms chunks. Neither is on the home route (the
 * modal renderer `auth-modals.tsx` and the API helpers it reads stay outside the group).
 */
const FORMS =
  /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|zod)[\\/]|src[\\/]shared[\\/]ui[\\/]form[\\/]/;
const AUTH_DIALOGS =
  /src[\\/]features[\\/]auth[\\/](components[\\/](?!auth-modals\.tsx)|hooks[\\/]|model[\\/]|phone[\\/])/;

export default defineConfig({
  plugins: [react(), brandedBootScreen(), earlyEntry(), serviceWorkerPlugin(), precompressAssets()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        early: path.resolve(import.meta.dirname, 'src/early.ts'),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            { name: 'framework', test: FRAMEWORK },
            { name: 'forms', test: FORMS, includeDependenciesRecursively: false },
            { name: 'auth-dialogs', test: AUTH_DIALOGS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
