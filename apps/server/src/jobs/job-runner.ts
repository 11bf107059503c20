// The job runner (decision 018): scheduled work on pg-boss, in the application's own PostgreSQL (its
// `pgboss` schema). Every instance runs one; an occurrence of a schedule becomes one job whichever
// instances are up (pg-boss files it under a per-minute singleton key), a `singleton` queue lets one
// job of a kind be active at a time across instances, and a worker that dies mid-job stops its
// heartbeat, so the job is retried elsewhere. Handlers are idempotent by their own unique keys or
// guarded updates, so a retry after a crash never applies anything twice.
import { CompiledQuery } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { TDb } from '@/db/database.ts';
import type { TMetrics } from '@/modules/metrics/metrics.ts';

export type TJobLog = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/**
 * A job's context. `settlement`, when given (the runner gives it), times the settling part of a run
 * as `pavilion_settlement_duration_seconds{job}`; a job wraps its settling work in `settled(ctx, …)`.
 */
export type TJobContext = {
  db: TDb;
  log: TJobLog;
  now: Date;
  settlement?: <T>(work: () => Promise<T>) => Promise<T>;
};

/** `work`, timed as the job's settlement when the context has a timer. */
export function settled<T>(ctx: Pick<TJobContext, 'settlement'>, work: () => Promise<T>): Promise<T> {
  return ctx.settlement ? ctx.settlement(work) : work();
}

/** One scheduled job: a queue name, a cron (UTC), and an idempotent handler. */
export type TScheduledJob = {
  name: string;
  cron: string;
  run: (ctx: TJobContext) => Promise<Record<string, number> | void>;
  /** a run longer than this is failed and retried (seconds) */
  expireInSeconds?: number;
  /**
   * Work due between cron occurrences (a lottery draw every minute, decision 029): after each run
   * one more run is queued at this time, once per target time across instances (singleton key).
   */
  next?: (now: Date) => Date | null;
};

export type TJobTarget = { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite' };

export type TJobRunnerOptions = {
  db: TDb;
  target: TJobTarget;
  log: TJobLog;
  jobs: readonly TScheduledJob[];
  /** how often schedules and dead workers are checked (JOBS_MONITOR_SECONDS) */
  monitorSeconds: number;
  /** the app's metrics: each run's duration and outcome, failures, settlements (optional: tests run without) */
  metrics?: TJobMetrics;
};

export type TJobRunner = { stop: () => Promise<void>; boss: PgBoss };

type TJobMetrics = Pick<TMetrics, 'jobDuration' | 'jobFailures' | 'settlementDuration'>;

/**
 * One run of a job as the worker makes it: its duration and outcome, a failure counted, and the
 * settlement timer of its job name in the context. A failed settlement is timed too.
 */
export async function runScheduledJob(
  job: TScheduledJob,
  ctx: Omit<TJobContext, 'settlement'>,
  metrics?: TJobMetrics,
): Promise<Record<string, number> | void> {
  const timer = metrics?.jobDuration.startTimer({ job: job.name });
  const settlementChild = metrics?.settlementDuration.labels(job.name);
  const settlement = settlementChild
    ? async <T>(work: () => Promise<T>): Promise<T> => {
        const end = settlementChild.startTimer();
        try {
          return await work();
        } finally {
          end();
        }
      }
    : undefined;
  try {
    const output = await job.run({ ...ctx, ...(settlement ? { settlement } : {}) });
    timer?.({ outcome: 'done' });
    return output;
  } catch (error) {
    timer?.({ outcome: 'failed' });
    metrics?.jobFailures.inc({ job: job.name });
    throw error;
  }
}

// A worker that stops sending heartbeats (killed, frozen) loses its job after this many seconds.
const HEARTBEAT_SECONDS = 10;

/**
 * pg-boss over the application's Kysely handle on PGlite: PGlite has one connection, so pg-boss's
 * statements must queue behind Kysely's transactions on it (the driver hands the connection out one
 * at a time). A failed statement of a multi-statement block would leave that one connection inside
 * an aborted transaction, so it is rolled back before the error is passed on.
 */
export function pgliteJobDatabase(db: TDb) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      return db.connection().execute(async (conn) => {
        try {
          const result = await conn.executeQuery(CompiledQuery.raw(text, values ?? []));
          return { rows: [...result.rows] };
        } catch (error) {
          await conn.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

/** Starts pg-boss, creates the queues, (re)writes the schedules and starts one worker per job. */
export async function startJobRunner(opts: TJobRunnerOptions): Promise<TJobRunner> {
  const { db, target, log, jobs } = opts;
  const intervals = {
    cronMonitorIntervalSeconds: opts.monitorSeconds,
    superviseIntervalSeconds: opts.monitorSeconds,
    monitorIntervalSeconds: Math.max(opts.monitorSeconds, 60),
  };
  const boss =
    target.kind === 'postgres'
      ? new PgBoss({ connectionString: target.url, max: target.poolSize, ...intervals })
      : new PgBoss({ db: pgliteJobDatabase(db), backend: 'pglite', ...intervals });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      policy: 'singleton',
      heartbeatSeconds: HEARTBEAT_SECONDS,
      expireInSeconds: job.expireInSeconds ?? 300,
      retryLimit: 5,
      retryDelay: 1,
    });
    // `missed: 'once'`: an occurrence that came due while every instance was down still runs once.
    await boss.schedule(job.name, job.cron, null, { tz: 'UTC', missed: 'once' });
    await boss.work(job.name, { pollingIntervalSeconds: Math.min(2, opts.monitorSeconds) }, async () => {
      const output = await runScheduledJob(job, { db, log, now: new Date() }, opts.metrics);
      if (output && Object.values(output).some((n) => n > 0)) {
        log.info({ job: job.name, ...output }, 'job done');
      }
      const next = job.next?.(new Date());
      if (next) {
        await boss.send(job.name, null, {
          startAfter: next,
          singletonKey: `next:${next.toISOString()}`,
          singletonSeconds: 3600,
        });
      }
      return output ?? {};
    });
    // One run at start-up: work that came due while this instance (or every instance) was down is
    // done now rather than at the next occurrence. Queued behind any active run (singleton queue).
    await boss.send(job.name, null);
  }
  let stopping: Promise<void> | null = null;
  return {
    boss,
    // Graceful: a running job finishes (or is retried elsewhere after its heartbeat stops). Once.
    stop: () => (stopping ??= boss.stop({ graceful: true, timeout: 10_000 })),
  };
}
