// Starts the platform: config, database (PGlite under ./data by default), migrations, seed,
// HTTP server serving the API and the built web app on one port.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo, seedOperator, seedSite } from './db/seed.ts';
import { seedCatalogue } from './db/seed-catalogue.ts';
import { startCashierJobs } from './modules/cashier/cashier.jobs.ts';
import { inhouseSeamlessClient, settleOrphanedRounds } from './modules/inhouse/orphans.service.ts';
import { createRedis } from './plugins/rate-limit.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const config = loadConfig();
  const pgliteDir = path.resolve(repoRoot, config.PGLITE_DIR);
  const db = await createDb(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: pgliteDir });
  await migrateToLatest(db);
  await seedSite(db);
  await seedCatalogue(db, { demo: config.SEED_DEMO });
  const generatedAdminPassword = await seedOperator(db, config);
  if (config.SEED_DEMO) {
    await seedDemo(db);
  }
  const redis = createRedis(config.REDIS_URL);
  const app = await buildApp({ config, db, redis });
  // In-house rounds a crash left between bet and win are finished (or voided) before play resumes.
  await settleOrphanedRounds(app.db, inhouseSeamlessClient(app));
  // withdrawal payouts nobody confirmed count as received after WITHDRAWAL_AUTO_RECEIVE_MINUTES
  startCashierJobs(app);
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite at ${pgliteDir}`;
  console.log(`\nPavilion is running at ${address.replace('127.0.0.1', 'localhost')}  (database: ${where})`);
  console.log(`API docs: ${address}/api/docs`);
  if (generatedAdminPassword) {
    console.log(`Operator account created: admin / ${generatedAdminPassword}  (shown once; set ADMIN_PASSWORD to choose it)`);
  }
  const stop = async () => {
    await app.close();
    await db.destroy();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
