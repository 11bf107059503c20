// Measures the game list on the full demo catalogue (~10,000 games, embedded PGlite), as ratios
// against baselines measured in the same run:
//  1. SQL: each list query (first page, last page, search, filters) against a bare
//     `select … limit 20` on the same table; p50/p99 per query.
//  2. HTTP: requests per second of GET /api/games (page of 20, a filter and a search term)
//     against a trivial route of the same server (GET /api/site/public-key), once with the
//     catalogue cache warm (the same popular query) and once with a distinct query per request
//     (served from the in-memory catalogue index); the three take turns in short slices, after a
//     short unmeasured warm-up of each.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createDb, type TDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedCatalogue } from '../apps/server/src/db/seed-catalogue.ts';
import { seedSite } from '../apps/server/src/db/seed.ts';
import { getCatalogueView, resolveSources } from '../apps/server/src/modules/games/catalogue.service.ts';
import { ADJECTIVES, THEME_NOUNS } from '../apps/server/src/modules/games/demo-names.ts';
import * as repo from '../apps/server/src/modules/games/games.repo.ts';

const SQL_ROUNDS = Number(process.env.SQL_ROUNDS ?? 200);
const HTTP_SECONDS = Number(process.env.HTTP_SECONDS ?? 6);
const HTTP_SLICES = Number(process.env.HTTP_SLICES ?? 12);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const WARM_UP_SECONDS = Number(process.env.WARM_UP_SECONDS ?? 1);

type TStats = { p50: number; p99: number; perSecond: number };

function stats(samples: number[], seconds?: number): TStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const total = seconds ?? sorted.reduce((s, x) => s + x, 0) / 1000;
  return { p50: at(0.5), p99: at(0.99), perSecond: samples.length / total };
}

async function timeQuery(fn: () => Promise<unknown>): Promise<TStats> {
  for (let i = 0; i < 10; i++) {
    await fn();
  }
  const samples: number[] = [];
  for (let i = 0; i < SQL_ROUNDS; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

async function sqlBench(db: TDb) {
  const view = await getCatalogueView(db);
  const rng = resolveSources(view, 'RNG');
  const total = await repo.countGames(db, { sources: rng });
  const lastOffset = Math.floor((total - 1) / 20) * 20;
  const search = { sources: rng, search: 'dragon' };
  const filters = { sources: rng, subType: 'slot', maxMinBet: 100, minLines: 25 };
  const cases: [string, () => Promise<unknown>][] = [
    [
      'baseline: select … limit 20',
      () => sql`select node_id, display_name_en from games limit 20`.execute(db),
    ],
    ['RNG first page', () => repo.listGames(db, { sources: rng }, 20, 0)],
    [`RNG last page (offset ${lastOffset})`, () => repo.listGames(db, { sources: rng }, 20, lastOffset)],
    [
      'RNG search "dragon" page + count',
      () => Promise.all([repo.listGames(db, search, 20, 0), repo.countGames(db, search)]),
    ],
    ['RNG slot + min bet 1 + 25 lines', () => repo.listGames(db, filters, 20, 0)],
    ['vendor PT, page 10', () => repo.listGames(db, { sources: resolveSources(view, 'RNG', 'PT') }, 20, 180)],
  ];
  console.log(`\nSQL (${SQL_ROUNDS} rounds each, PGlite in process)`);
  let baseline = 0;
  for (const [name, fn] of cases) {
    const s = await timeQuery(fn);
    baseline ||= s.p50;
    console.log(
      `  ${name.padEnd(42)} p50 ${s.p50.toFixed(2).padStart(6)} ms  p99 ${s.p99.toFixed(2).padStart(6)} ms  baseline p50 ÷ this p50 ${(baseline / s.p50).toFixed(2)}`,
    );
  }
}

/** One slice of load; `counter` carries the request number across slices. */
async function load(
  port: number,
  pathFor: (i: number) => string,
  seconds: number,
  counter: { next: number },
): Promise<{ samples: number[]; seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`${path} → ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await get(pathFor(counter.next++));
      samples.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return { samples, seconds: (performance.now() - started) / 1000 };
}

async function httpBench(db: TDb) {
  const app = await buildApp({ config: testConfig(), db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const terms = [...ADJECTIVES, ...Object.values(THEME_NOUNS).flat()].flatMap(([en, zh]) => [
    en.toLowerCase(),
    en.slice(0, 4).toLowerCase(),
    zh,
  ]);
  const listPath =
    '/api/games?clientType=3&platform=W&gameType=RNG&subType=slot&q=gold&pageNo=1&pageSize=20&language=EN';
  const distinct = (i: number) =>
    `/api/games?clientType=3&gameType=RNG&lines25=${i % 2}&q=${encodeURIComponent(terms[i % terms.length]!)}&pageNo=${1 + Math.floor(i / terms.length)}&pageSize=20`;
  const cases: [string, (i: number) => string][] = [
    ['trivial route /api/site/public-key', () => '/api/site/public-key'],
    ['games list, popular query (cache warm)', () => listPath],
    ['games list, distinct query per request', distinct],
  ];
  // The cases take turns in short slices, so a load change on the shared machine hits them alike.
  const results = cases.map(() => ({ samples: [] as number[], seconds: 0, counter: { next: 0 } }));
  // Warm-up, not measured: loads the catalogue index and view and warms the JIT for every case.
  // It shares the request counters, so the measured distinct queries are still new ones.
  for (const [k, [, pathFor]] of cases.entries()) {
    await load(port, pathFor, WARM_UP_SECONDS, results[k]!.counter);
  }
  for (let slice = 0; slice < HTTP_SLICES; slice += 1) {
    for (const [k, [, pathFor]] of cases.entries()) {
      const r = results[k]!;
      const part = await load(port, pathFor, HTTP_SECONDS / HTTP_SLICES, r.counter);
      r.samples.push(...part.samples);
      r.seconds += part.seconds;
    }
  }
  console.log(
    `\nHTTP (${HTTP_SECONDS} s each in ${HTTP_SLICES} interleaved slices, ${CONCURRENCY} keep-alive connections, server and client in one process)`,
  );
  let trivial = 0;
  let searchRatio = 0;
  for (const [k, [name]] of cases.entries()) {
    const s = stats(results[k]!.samples, results[k]!.seconds);
    trivial ||= s.perSecond;
    console.log(
      `  ${name.padEnd(42)} ${s.perSecond.toFixed(0).padStart(6)} req/s  p50 ${s.p50.toFixed(2).padStart(6)} ms  p99 ${s.p99.toFixed(2).padStart(6)} ms  ÷ trivial route ${(s.perSecond / trivial).toFixed(2)}`,
    );
    searchRatio = s.perSecond / trivial;
  }
  console.log(
    `  ratio catalogue search (a distinct query per request) ÷ trivial route: ${searchRatio.toFixed(2)}  (aim: at least 0.5)`,
  );
  await app.close();
}

export async function main(): Promise<void> {
  const db = await createDb({ kind: 'pglite', dir: null });
  await migrateToLatest(db);
  await seedSite(db);
  const started = performance.now();
  await seedCatalogue(db, { demo: true });
  const seeded = performance.now() - started;
  const { n } = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`Seeded ${n} games in ${(seeded / 1000).toFixed(2)} s`);
  await sqlBench(db);
  await httpBench(db);
  await db.destroy();
}
