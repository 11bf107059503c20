import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverAlias = { '@': path.resolve(import.meta.dirname, 'apps/server/src') };
const webAlias = { '@': path.resolve(import.meta.dirname, 'apps/web/src') };
const consoleAlias = { '@': path.resolve(import.meta.dirname, 'apps/console/src') };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
        resolve: { alias: serverAlias },
      },
    ],
  },
});
