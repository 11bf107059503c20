// Prometheus metrics of one app (issue 27): its own registry (tests build many apps in one process),
// filled by hooks (HTTP latency by route and status, open live streams by topic kind, job runs and
// failures, settlement durations) and read at scrape time (database pool, job queue depth and lag,
// ledger postings and bets from their tables: business-metrics.ts, process defaults).
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolStats, type TDb } from '@/db/database.ts';
import { businessCounters } from './business-metrics.ts';

export type TMetrics = {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  streamsOpen: Gauge<'topic'>;
  jobDuration: Histogram<'job' | 'outcome'>;
  jobFailures: Counter<'job'>;
  settlementDuration: Histogram<'job'>;
  /** read at scrape time */
  dbPool: Gauge<'state'>;
  queueDepth: Gauge<'queue' | 'state'>;
  queueLag: Gauge<'queue'>;
  ledgerPostings: Counter<'kind'>;
  betsPlaced: Counter<'vertical'>;
  betsSettled: Counter<'vertical'>;
};

const QUEUE_QUERY_TIMEOUT_MS = 2_000;

type TQueueRow = { name: string; state: string; jobs: number; lag_seconds: number | null };

/** Jobs waiting or running per queue, and how long the oldest due one has waited (pg-boss tables). */
async function queueRows(db: TDb): Promise<TQueueRow[]> {
  const query = sql<TQueueRow>`
    select name, state::text as state, count(*)::int as jobs,
           extract(epoch from now() - min(start_after) filter (where start_after <= now()))::float8 as lag_seconds
      from pgboss.job
     where state in ('created', 'retry', 'active')
     group by name, state`.execute(db);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('queue query timed out')), QUEUE_QUERY_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([query, timeout])).rows;
  } catch {
    // no pg-boss schema yet (jobs off), or the database is slow: the scrape still answers
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** `dbCacheSeconds`: how long one read of the business counters serves scrapes (METRICS_DB_CACHE_SECONDS). */
export function createMetrics(db: TDb, opts: { dbCacheSeconds?: number } = {}): TMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pavilion_' });
  const httpDuration = new Histogram({
    name: 'pavilion_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const streamsOpen = new Gauge({
    name: 'pavilion_sse_streams_open',
    help: 'Open server-sent-event streams by topic kind',
    labelNames: ['topic'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'pavilion_job_run_duration_seconds',
    help: 'Scheduled job runs (settlements, draws, payouts) by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'pavilion_job_failures_total',
    help: 'Scheduled job runs that failed (they are retried)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const settlementDuration = new Histogram({
    name: 'pavilion_settlement_duration_seconds',
    help: 'Settlement runs of scheduled jobs (sportsbook, lottery draws, live tables, bingo, fishing, agents, rebates) by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const dbPool = new Gauge({
    name: 'pavilion_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; absent on embedded PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(db);
      if (stats) {
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      }
    },
  });
  const queueDepth = new Gauge({
    name: 'pavilion_job_queue_jobs',
    help: 'Jobs queued, retrying or running, by queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const queueLag = new Gauge({
    name: 'pavilion_job_queue_lag_seconds',
    help: 'How long the oldest due job of a queue has waited',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const rows = await queueRows(db);
      queueDepth.reset();
      this.reset();
      for (const row of rows) {
        queueDepth.set({ queue: row.name, state: row.state }, row.jobs);
        if (row.state !== 'active' && row.lag_seconds !== null) {
          this.set({ queue: row.name }, Math.max(0, row.lag_seconds));
        }
      }
    },
  });
  return {
    registry,
    httpDuration,
    streamsOpen,
    jobDuration,
    jobFailures,
    settlementDuration,
    dbPool,
    queueDepth,
    queueLag,
    ...businessCounters(registry, db, (opts.dbCacheSeconds ?? 10) * 1000),
  };
}
