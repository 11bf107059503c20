// Liveness and readiness (issue 27): `/healthz` says the process answers; `/readyz` says this instance
// should get traffic: the database answers and every numbered migration has run, Redis answers when
// it is configured, the job worker runs when jobs are on, and the instance is not draining. Each
// check has its own short timeout so the probe always answers.
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';
import { createMigrator } from '@/db/migrate.ts';
import type { TLifecycle } from './lifecycle.ts';

const CHECK_TIMEOUT_MS = 2_000;

export type TCheck = 'ok' | 'down' | 'pending' | 'off' | 'starting' | 'running' | 'stopped';
export type TReadiness = {
  ready: boolean;
  checks: { database: TCheck; migrations: TCheck; redis: TCheck; jobs: TCheck; draining: boolean };
};

function withTimeout<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function databaseCheck(db: TDb): Promise<TCheck> {
  try {
    await withTimeout(sql`select 1`.execute(db));
    return 'ok';
  } catch {
    return 'down';
  }
}

// migrations never un-run: once every one has, the answer is kept for the life of the process
const migrated = new WeakSet<object>();
async function migrationsCheck(db: TDb): Promise<TCheck> {
  if (migrated.has(db)) {
    return 'ok';
  }
  try {
    const all = await withTimeout(createMigrator(db).getMigrations());
    if (all.every((m) => m.executedAt !== undefined)) {
      migrated.add(db);
      return 'ok';
    }
    return 'pending';
  } catch {
    return 'down';
  }
}

async function redisCheck(redis: Redis | null): Promise<TCheck> {
  if (!redis) {
    return 'off';
  }
  try {
    return (await withTimeout(redis.ping())) === 'PONG' ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

export async function readiness(deps: {
  db: TDb;
  redis: Redis | null;
  lifecycle: TLifecycle;
}): Promise<TReadiness> {
  const [database, redis] = await Promise.all([databaseCheck(deps.db), redisCheck(deps.redis)]);
  const migrations = database === 'ok' ? await migrationsCheck(deps.db) : 'down';
  const jobs = deps.lifecycle.jobs;
  const draining = deps.lifecycle.draining;
  const ready =
    database === 'ok' &&
    migrations === 'ok' &&
    redis !== 'down' &&
    (jobs === 'running' || jobs === 'off') &&
    !draining;
  return { ready, checks: { database, migrations, redis, jobs, draining } };
}
