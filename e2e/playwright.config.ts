// End-to-end tests drive the real built app and the real server in Debian's Chromium.
// The server runs on an embedded PGlite database in a temporary folder (or DATABASE_URL's).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 3107);
export const ADMIN_PASSWORD = 'e2e-admin-password';
const dataDir = mkdtempSync(path.join(tmpdir(), 'pavilion-e2e-'));

if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // a flaky test is fixed, not retried (issue 11): CI runs every test once
  retries: 0,
  // CI runs two shards' servers and browsers on two shared cores: a page takes about twice as long
  // there as on an idle machine, so its limits are half as long again (a real hang still fails)
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [['list'], ['./spec-times-reporter.ts']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    // the production build registers a service worker (decision 068): blocked in every spec, so no
    // cached answer or worker start-up can change what another spec sees; installable.spec.ts allows it
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // the production build (npm run build makes it; test:e2e builds first)
    command: 'node --enable-source-maps dist/main.js',
    cwd: '../apps/server',
    url: `http://localhost:${PORT}/api/site/status`,
    reuseExistingServer: false,
    // two shards' servers start at once, each catching up its scheduled jobs (e2e/run.mjs)
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dataDir, 'db'),
      // activity application images (decision 034)
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ADMIN_PASSWORD,
      // secrets at rest (decision 064): the tests' fixed master key (TEST_SECRETS_KEY), so a reused
      // DATABASE_URL opens what an earlier run sealed and no key file lands in the repository's data/
      SECRETS_KEY: 'cGF2aWxpb24tdGVzdC1zZWNyZXRzLWtleS0zMmJ5dGU=',
      LOG_LEVEL: 'warn',
      // no cross-instance bus: two shards' servers share member ids but not members (e2e/run.mjs)
      REDIS_URL: '',
      EXPOSE_OUTBOX: 'true',
      // the agent settlement's test clock (decision 026): settles "today" in agent-programme.spec.ts
      ALLOW_TEST_CLOCK: 'true',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
