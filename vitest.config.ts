import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverAlias = { '@': path.resolve(import.meta.dirname, 'apps/server/src') };
const webAlias = { '@': path.resolve(import.meta.dirname, 'apps/web/src') };
const consoleAlias = { '@': path.resolve(import.meta.dirname, 'apps/console/src') };

// Vitest's default in a run is one worker fewer than the cores: one worker on the two-core machines
// every copy of this project runs on (decision 041 addendum). Two workers: unit files are CPU-bound, and
// integration on PGlite took 11.2 min with two against 14.3 with one (94 files, fresh clones).
const workers = Number(process.env.VITEST_MAX_WORKERS) || 2;

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          // seeded simulations and property tests take seconds on a shared, loaded machine: a unit test
          // checks behaviour, never time (benchmarks in bench/ do)
          testTimeout: 20_000,
        },
        resolve: { alias: serverAlias },
      },
      {
        test: {
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.dom.test.{ts,tsx}'],
          environment: 'node',
        },
        resolve: { alias: webAlias },
      },
      {
        test: {
          name: 'unit-console',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
        resolve: { alias: consoleAlias },
      },
      {
        // React interaction tests (Testing Library + user-event) in a browser-like DOM
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.dom.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['apps/web/src/test/dom-setup.ts'],
        },
        resolve: { alias: webAlias },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          environment: 'node',
          // files of one worker share its module graph (decision 041, stop 24 addendum): each file still
          // gets its own database and app; importing the server per file was most of the tier's time
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: workers,
        },
        resolve: { alias: serverAlias },
      },
    ],
  },
});
