// Runs the Playwright suite; on a laptop without Chromium it skips loudly, in CI it fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = '*'.repeat(78);
  console.error(
    `\n${line}\n  END-TO-END TESTS SKIPPED: Chromium not found at ${chromium}.\n  Install it with: sudo apt-get install -y chromium\n${line}\n`,
  );
  process.exit(process.env.CI ? 1 : 0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
