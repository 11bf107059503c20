// Runs the Playwright suite; on a laptop without Chromium it skips loudly, in CI it fails.
//
// The whole suite runs as SHARDS shards at once (decision 041), each a Playwright run of its own with its
// own server on its own port and its own embedded database, so no test sees another shard's data or
// global settings (maintenance, region rules, flags). Much of the suite waits on the server's clock
// (draws, settlements, scheduled rounds), so two shards finish in well under the time of one on two
// cores. The spec files are dealt by their measured length (SPEC_SECONDS). Given spec arguments, or with
// DATABASE_URL (one shared database), it is one run as before.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = '*'.repeat(78);
  console.error(
    `\n${line}\n  END-TO-END TESTS SKIPPED: Chromium not found at ${chromium}.\n  Install it with: sudo apt-get install -y chromium\n${line}\n`,
  );
  process.exit(process.env.CI ? 1 : 0);
}

/**
 * Seconds each spec took on a CI run (new or unlisted specs count as DEFAULT_SECONDS): the specs are
 * dealt heaviest first to the least loaded of SHARDS shards.
 */
const SPEC_SECONDS = {
  'lottery.spec.ts': 97,
  'agent-programme.spec.ts': 66,
  'loyalty.spec.ts': 65,
  'agent-reports.spec.ts': 49,
  'agent-settlement.spec.ts': 41,
  'play.spec.ts': 36,
  'agent-contracts.spec.ts': 28,
  'promotions.spec.ts': 24,
  'bonus-money.spec.ts': 90,
  'identity-providers.spec.ts': 22,
  'engagement.spec.ts': 17,
  'records.spec.ts': 5,
  'console-members.spec.ts': 44,
  'console-content.spec.ts': 66,
  'console-engagement.spec.ts': 170,
  'console-agents-lottery.spec.ts': 170,
  'console-cashier.spec.ts': 100,
  'console-games-extra.spec.ts': 45,
  'live-tables.spec.ts': 80,
  'bingo-fishing.spec.ts': 150,
  'sportsbook.spec.ts': 90,
  'pvp-cards.spec.ts': 90,
  'catalogue-verticals.spec.ts': 100,
  'sportsbook-list.spec.ts': 120,
  'pvp-niuniu.spec.ts': 60,
};
const DEFAULT_SECONDS = 40;
const SHARDS = Number(process.env.E2E_SHARDS ?? 2);
/** Specs that must not share a server (one changes global content the other asserts). */
const APART = [['console-content.spec.ts', 'lobby.spec.ts']];

const basePort = Number(process.env.E2E_PORT ?? 3107);
const args = process.argv.slice(2);

/** Runs one Playwright process; its lines are prefixed with the shard's name when `label` is given. */
function playwright(files, port, label) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...files], {
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (label) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            process.stdout.write(`[${label}] ${line}\n`);
          }
        });
        stream.on('end', () => rest && process.stdout.write(`[${label}] ${rest}\n`));
      }
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

if (args.length > 0 || process.env.DATABASE_URL) {
  process.exit(await playwright(args, basePort, null));
}

const specs = (await readdir(path.join(import.meta.dirname, 'tests'))).filter((f) => f.endsWith('.spec.ts'));
const seconds = (f) => SPEC_SECONDS[f] ?? DEFAULT_SECONDS;
const shards = Array.from({ length: SHARDS }, () => ({ files: [], seconds: 0 }));
for (const file of [...specs].sort((a, b) => seconds(b) - seconds(a))) {
  const apart = APART.flatMap((pair) => (pair.includes(file) ? pair.filter((f) => f !== file) : []));
  const allowed = shards.filter((s) => !s.files.some((f) => apart.includes(f)));
  const shard = allowed.reduce((least, s) => (s.seconds < least.seconds ? s : least));
  shard.files.push(file);
  shard.seconds += seconds(file);
}
const toPaths = (files) => files.map((f) => `tests/${f}`);
const codes = await Promise.all(
  shards.map((shard, i) => playwright(toPaths(shard.files), basePort + i, `e2e-${i + 1}`)),
);
console.log(
  `end-to-end shards finished: ${codes.map((c) => (c === 0 ? 'passed' : `failed (${c})`)).join(', ')}`,
);
process.exit(codes.every((c) => c === 0) ? 0 : 1);
