// The fixed benchmark anchors (../shared/bench-anchors, README there): references that do not move when
// the project changes, run in the same window as the project's figure so that a ratio means something.
//  - the single-statement sharded posting (setup.sql + posting.sql) in pgbench on a scratch database;
//  - a bare Fastify route (`fastify()`, one GET / answering { hello: 'world' }, no plugins) in a process
//    of its own, driven by the same load tool as the project's route.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The anchors live beside the repository (they are not copied into it); ANCHORS_DIR overrides. */
export const ANCHORS_DIR = process.env.ANCHORS_DIR ?? path.resolve(root, '../shared/bench-anchors');

function anchorFile(name: string): string {
  const file = path.join(ANCHORS_DIR, name);
  if (!existsSync(file)) {
    throw new Error(`fixed anchor ${file} not found (set ANCHORS_DIR to the bench-anchors folder)`);
  }
  return file;
}

export type TPostingAnchor = { url: string; drop: () => Promise<void> };

/** A scratch database with the anchor's tables (setup.sql), dropped by `drop`. */
export async function createPostingAnchor(baseUrl: string): Promise<TPostingAnchor> {
  const name = `pavilion_anchor_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  execFileSync('psql', ['-q', '-X', '-v', 'ON_ERROR_STOP=1', '-f', anchorFile('setup.sql'), url.toString()], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** postings/s of the anchor: pgbench -n -M prepared -c clients -j 2 -T seconds -f posting.sql, as its README runs it. */
export function runPostingAnchor(url: string, clients: number, seconds: number): number {
  const out = execFileSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      anchorFile('posting.sql'),
      url,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = /tps = ([\d.]+)/.exec(out);
  if (!tps) {
    throw new Error(`pgbench printed no tps:\n${out}`);
  }
  return Number(tps[1]);
}

/** The bare Fastify hello in its own process (the project's fastify); resolves with its port. */
export async function startHelloAnchor(): Promise<{ port: number; child: ChildProcess }> {
  const program = `
    const fastify = require(${JSON.stringify(path.join(root, 'node_modules/fastify'))});
    const app = fastify();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ host: '127.0.0.1', port: 0 }).then(() => process.stdout.write(String(app.server.address().port) + '\\n'));
  `;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`hello anchor exited with ${code}`)));
  });
  return { port, child };
}
