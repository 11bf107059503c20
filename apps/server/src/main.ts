// Starts the platform: config, database (PGlite under ./data by default), migrations, seed,
// HTTP server serving the API and the built web app on one port.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { demoWarnings, productionNotes } from './demo-banner.ts';
import { createDb } from './db/database.ts';
import { createReadRouter } from './db/read-replica.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo, seedOperator, seedSite } from './db/seed.ts';
import { seedCatalogue } from './db/seed-catalogue.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import { installSecretBox } from './modules/crypto/secret-box.ts';
import { sealLegacySecrets } from './modules/crypto/sealed-secrets.service.ts';
import { secretBoxFor, withSecretsKey } from './modules/crypto/secrets-key.ts';
import { drainer } from './modules/health/drain.ts';
import { scheduledJobs } from './jobs/scheduled-jobs.ts';
import { inhouseSeamlessClient, settleOrphanedRounds } from './modules/inhouse/orphans.service.ts';
import { notificationBus } from './modules/notifications/notification-bus.ts';
import { createRedis } from './plugins/rate-limit.ts';
import { redisKeyPrefix } from './shared/redis-namespace.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const loaded = loadConfig();
  // the demo's generated master key sits next to its data; production sets SECRETS_KEY (config.ts)
  const config = withSecretsKey(loaded, path.resolve(repoRoot, loaded.SECRETS_KEY_FILE), (line) =>
    console.warn(line),
  );
  const pgliteDir = path.resolve(repoRoot, config.PGLITE_DIR);
  const db = await createDb(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: pgliteDir },
  );
  await migrateToLatest(db);
  // secrets at rest (decision 064): what an older version stored in plain text is sealed, once
  const box = secretBoxFor(config);
  installSecretBox(box);
  const sealed = (await sealLegacySecrets(db, box)).filter((s) => s.changed > 0);
  if (sealed.length > 0) {
    console.log(
      `Sealed legacy plaintext secrets: ${sealed.map((s) => `${s.column} (${s.changed})`).join(', ')}`,
    );
  }
  await seedSite(db);
  await seedCatalogue(db, { demo: config.SEED_DEMO });
  const generatedAdminPassword = await seedOperator(db, config);
  if (config.SEED_DEMO) {
    await seedDemo(db);
  }
  const redis = createRedis(config.REDIS_URL, redisKeyPrefix(config));
  // reports, exports and console lists read from a streaming replica when one is configured (decision 067)
  const reads =
    config.DATABASE_URL && config.DATABASE_READ_URL
      ? await createReadRouter(db, {
          url: config.DATABASE_READ_URL,
          maxLagSeconds: config.DATABASE_READ_MAX_LAG_SECONDS,
          probeSeconds: config.DATABASE_READ_PROBE_SECONDS,
          poolSize: config.DATABASE_READ_POOL_SIZE,
        })
      : undefined;
  if (reads) {
    const state = reads.state();
    console.log(
      `Read replica (DATABASE_READ_URL): ${state.inUse ? `in use, lag ${state.lagSeconds ?? 0} s` : `left out (${state.reason}); reads use the primary until it answers`}`,
    );
  }
  const app = await buildApp({ config, db, redis, ...(reads ? { reads } : {}) });
  // In-house rounds a crash left between bet and win are finished (or voided) before play resumes.
  await settleOrphanedRounds(app.db, inhouseSeamlessClient(app));
  if (config.JOBS_ENABLED) {
    app.lifecycle.jobs = 'starting';
  }
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // Scheduled jobs (decision 018): pg-boss in the same database; every instance runs a worker.
  const jobs = config.JOBS_ENABLED
    ? await startJobRunner({
        db,
        target: config.DATABASE_URL
          ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.JOBS_POOL_SIZE }
          : { kind: 'pglite' },
        log: app.log.child({ module: 'jobs' }),
        jobs: scheduledJobs(config, { notifications: notificationBus(app) }),
        monitorSeconds: config.JOBS_MONITOR_SECONDS,
        metrics: app.metrics,
      })
    : null;
  if (jobs) {
    app.lifecycle.jobs = 'running';
  }
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite at ${pgliteDir}`;
  console.log(`\nPavilion is running at ${address.replace('127.0.0.1', 'localhost')}  (database: ${where})`);
  console.log(`API docs: ${address}/api/docs`);
  const demoBanner = demoWarnings(config);
  if (demoBanner) {
    console.warn(demoBanner);
  }
  const proxyNote = productionNotes(config);
  if (proxyNote) {
    console.warn(proxyNote);
  }
  if (generatedAdminPassword) {
    console.log(
      `Operator account created: admin / ${generatedAdminPassword}  (shown once; set ADMIN_PASSWORD to choose it)`,
    );
  }
  // SIGTERM or SIGINT: drain (modules/health/drain.ts), then exit
  const stop = drainer({
    app,
    jobs,
    release: async () => {
      await app.reads.close();
      await db.destroy();
      redis?.disconnect();
    },
    delaySeconds: config.DRAIN_DELAY_SECONDS,
    timeoutSeconds: config.DRAIN_TIMEOUT_SECONDS,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
