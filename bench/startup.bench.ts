// Server start-up, side by side (decision 017): process start to the first answer of
// /api/site/status, for the development path (tsx transpiling src/ on the fly) and the production
// build (plain node on apps/server/dist/main.js), alternating on one pre-seeded PGlite database.
// Needs the server build: npm run build -w @pavilion/server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const variants = {
  'tsx src/main.ts': ['--import', 'tsx', 'src/main.ts'],
  'node dist/main.js': ['--enable-source-maps', 'dist/main.js'],
};

if (!existsSync(path.join(serverDir, 'dist/main.js'))) {
  console.error('build the server first: npm run build -w @pavilion/server');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pavilion-startup-'));
let port = 31_000 + Math.floor(Math.random() * 1000);

async function startOnce(args: string[]): Promise<number> {
  port += 1;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: path.join(dataDir, 'db'),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'startup-bench',
      JOBS_ENABLED: 'false',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode}`);
      }
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/site/status`)).ok) {
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  console.log(
    'first start (migrations and seed):',
    Math.round(await startOnce(variants['node dist/main.js'])),
    'ms',
  );
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, args] of Object.entries(variants)) {
      times[name]!.push(await startOnce(args));
    }
  }
  const base = median(times['tsx src/main.ts']!);
  for (const [name, xs] of Object.entries(times)) {
    console.log(
      `${name.padEnd(20)} median ${Math.round(median(xs))} ms  (${xs.map(Math.round).join(', ')})  ratio to tsx ${(median(xs) / base).toFixed(2)}`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
