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
 * Seconds each spec takes (the spec times the reporter prints at the end of a run, spec-times-reporter.ts;
 * new or unlisted specs count as DEFAULT_SECONDS): the specs are dealt heaviest first to the least loaded
 * of SHARDS shards.
 */
const SPEC_SECONDS = {
  'bingo-fishing.spec.ts': 138,
  'points.spec.ts': 96,
  'responsible-gambling.spec.ts': 89,
  'console.spec.ts': 70,
  'lobby.spec.ts': 64,
  'records.spec.ts': 62,
  'lottery.spec.ts': 62,
  'promotions.spec.ts': 58,
  'live-tables.spec.ts': 53,
  'auth.spec.ts': 46,
  'cashier.spec.ts': 45,
  'console-content.spec.ts': 42,
  'console-agents-lottery.spec.ts': 40,
  'agent-access.spec.ts': 38,
  'catalogue-verticals.spec.ts': 38,
  'play.spec.ts': 38,
  'sportsbook.spec.ts': 38,
  'console-engagement.spec.ts': 38,
  'loyalty.spec.ts': 37,
  'console-reports.spec.ts': 36,
  'content-pages.spec.ts': 34,
  'agent-programme.spec.ts': 33,
  'console-sportsbook.spec.ts': 29,
  'agent-reports.spec.ts': 28,
  'shell.spec.ts': 27,
  'messages.spec.ts': 27,
  'console-cashier.spec.ts': 25,
  'pvp-cards.spec.ts': 25,
  'pvp-niuniu.spec.ts': 25,
  'agent-contracts.spec.ts': 23,
  'console-members.spec.ts': 22,
  'sportsbook-list.spec.ts': 21,
  'reality-check.spec.ts': 19,
  'agent-team.spec.ts': 18,
  'engagement.spec.ts': 18,
  'identity-providers.spec.ts': 16,
  'installable.spec.ts': 16,
  'agent-settlement.spec.ts': 16,
  'console-help.spec.ts': 13,
  'bonus-money.spec.ts': 13,
  'modals.spec.ts': 12,
  'console-games-extra.spec.ts': 7,
  'console-navigation.spec.ts': 6,
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
