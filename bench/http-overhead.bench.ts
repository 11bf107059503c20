// Per-request cost of the project's HTTP stack against the fixed bare-Fastify anchor (issue 26):
// `npm run bench -- http-overhead`. The built server as `npm start` runs it (embedded PGlite, demo data,
// in its own process) and the anchor's hello route (its own process) take turns under autocannon with
// the same connection count, in short interleaved slices so the machine's load hits them alike:
//  - the most trivial project route, GET /api/site/public-key (aim ≥ 0.7 × hello);
//  - the catalogue search, GET /api/games?gameType=RNG&q=dragon (aim ≥ 0.5 × hello).
// PROFILE_ROUTE=/api/site/public-key (or any path): afterwards the server is started again with
// --cpu-prof, that route alone is driven for PROFILE_SECONDS, and bench/profiles/http-<PROFILE_LABEL>.md
// gets the server thread's self time per package and frame.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startHelloAnchor } from './anchors.ts';
import { summariseCpu, type TProfile } from './cpu-profile.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SLICE_SECONDS = Math.max(5, Number(process.env.SLICE_SECONDS ?? 5));
const SLICES = Number(process.env.SLICES ?? 4);
/**
 * The scheduled jobs (demo feeds, draws, settlements) share the embedded database's one thread with the
 * routes: by default they are off, so the figure is the HTTP stack's own cost (BENCH_JOBS=true: as npm start).
 */
const JOBS = process.env.BENCH_JOBS === 'true';
const PROFILE_ROUTE = process.env.PROFILE_ROUTE;
const PROFILE_SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const PROFILE_LABEL = process.env.PROFILE_LABEL ?? 'latest';
const serverDir = path.resolve(import.meta.dirname, '../apps/server');

type TTarget = { label: string; port: () => number; path: string; aim?: number };
type TResult = {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

async function startProject(dataDir: string, port: number, nodeArgs: string[] = []): Promise<ChildProcess> {
  // the embedded database, as `npm start` runs it, whatever the shell's DATABASE_URL or REDIS_URL
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dataDir, 'db'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ADMIN_PASSWORD: 'http-overhead-bench',
      SECRETS_KEY: 'cGF2aWxpb24tdGVzdC1zZWNyZXRzLWtleS0zMmJ5dGU=',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_SECONDS: '0',
      JOBS_ENABLED: String(JOBS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (up) {
      return child;
    }
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

async function slice(port: number, urlPath: string, seconds: number): Promise<TResult> {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections: CONNECTIONS,
    duration: seconds,
  });
  // counted from the status classes: requests.total is a per-second sample sum that misses short slices
  return {
    requests: r['2xx'],
    seconds: r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** SIGTERM (the server drains and exits) and the wait for its exit, so --cpu-prof writes its file. */
async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  child.kill('SIGKILL');
}

async function profileRoute(dataDir: string, port: number, route: string): Promise<void> {
  const profDir = mkdtempSync(path.join(tmpdir(), 'pavilion-http-prof-'));
  const child = await startProject(dataDir, port, ['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
  await slice(port, route, 2);
  const r = await slice(port, route, PROFILE_SECONDS);
  await stop(child);
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) {
    throw new Error('the server wrote no .cpuprofile');
  }
  const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as TProfile;
  const outDir = path.join(import.meta.dirname, 'profiles');
  mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, `http-${PROFILE_LABEL}.md`);
  writeFileSync(
    out,
    [
      `# ${route} under autocannon (${CONNECTIONS} connections, ${PROFILE_SECONDS} s, --cpu-prof)`,
      '',
      `${(r.requests / r.seconds).toFixed(0)} req/s while profiled (sampling costs some); \`(idle)\` is the event loop waiting.`,
      '',
      summariseCpu(profile, PROFILE_SECONDS),
      '',
    ].join('\n'),
  );
  rmSync(profDir, { recursive: true, force: true });
  console.log(`  profile of ${route}: ${path.relative(process.cwd(), out)}`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(serverDir, 'dist/main.js'))) {
    throw new Error('build first: npm run build');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pavilion-http-overhead-'));
  const projectPort = 32_000 + Math.floor(Math.random() * 1000);
  const hello = await startHelloAnchor();
  let project: ChildProcess | null = null;
  try {
    project = await startProject(dataDir, projectPort);
    const targets: TTarget[] = [
      { label: 'anchor: bare Fastify GET / (hello)', port: () => hello.port, path: '/' },
      { label: 'GET /api/site/public-key', port: () => projectPort, path: '/api/site/public-key', aim: 0.7 },
      {
        label: 'GET /api/games?gameType=RNG&q=dragon',
        port: () => projectPort,
        path: '/api/games?gameType=RNG&q=dragon',
        aim: 0.5,
      },
    ];
    for (const t of targets) {
      await slice(t.port(), t.path, 1); // warm-up: JIT, caches, connections
    }
    const results = targets.map(() => [] as TResult[]);
    for (let k = 0; k < SLICES; k++) {
      for (const [i, t] of targets.entries()) {
        results[i]!.push(await slice(t.port(), t.path, SLICE_SECONDS));
      }
    }
    console.log(
      `\nHTTP per-request cost (${CONNECTIONS} connections, ${SLICES} interleaved slices of ${SLICE_SECONDS} s each, autocannon; built server on embedded PGlite, jobs ${JOBS ? 'on' : 'off'})`,
    );
    const perSecond = results.map(
      (rs) => rs.reduce((s, r) => s + r.requests, 0) / rs.reduce((s, r) => s + r.seconds, 0),
    );
    const helloPerSecond = perSecond[0]!;
    for (const [i, t] of targets.entries()) {
      const rs = results[i]!;
      const bad = rs.reduce((s, r) => s + r.non2xx + r.errors, 0);
      const p50 = Math.max(...rs.map((r) => r.p50));
      const p99 = Math.max(...rs.map((r) => r.p99));
      const ratio = perSecond[i]! / helloPerSecond;
      const aim = t.aim ? `  ratio ÷ hello ${ratio.toFixed(2)} (aim ≥ ${t.aim})` : '';
      console.log(
        `  ${t.label.padEnd(40)} ${perSecond[i]!.toFixed(0).padStart(7)} req/s  p50 ≤ ${p50} ms  p99 ≤ ${p99} ms  non-2xx/errors ${bad}${aim}`,
      );
      if (bad > 0) {
        throw new Error(`${t.label}: ${bad} requests failed; a failure cannot pass as speed`);
      }
    }
    await stop(project);
    project = null;
    if (PROFILE_ROUTE) {
      await profileRoute(dataDir, projectPort, PROFILE_ROUTE);
    }
  } finally {
    hello.child.kill('SIGKILL');
    if (project) {
      await stop(project);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
