// Builds the Fastify application: plugins, error handling, OpenAPI docs, module routes and the
// web app. main.ts starts it; tests build it against an in-memory database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { TConfig } from './config.ts';
import type { TDb } from './db/database.ts';
import { primaryOnly, type TReadRouter } from './db/read-replica.ts';
import { loadKeyRing, type TKeyRing } from './modules/crypto/rsa-keys.service.ts';
import { installSecretBox } from './modules/crypto/secret-box.ts';
import { secretBoxFor } from './modules/crypto/secrets-key.ts';
import { createLifecycle, type TLifecycle } from './modules/health/lifecycle.ts';
import { createMessaging, type TMessaging } from './modules/messaging/messaging.deps.ts';
import { createMetrics, type TMetrics } from './modules/metrics/metrics.ts';
import { MODULE_ROUTES } from './modules/routes.ts';
import type { TBlobStore } from './modules/storage/blob-store.ts';
import { createBlobStore } from './modules/storage/storage.ts';
import { installApiGuards } from './plugins/api-guards.ts';
import { installJsonBodyParser } from './plugins/body-reader.ts';
import { installErrorHandler } from './plugins/error-handler.ts';
import { installNulGuard } from './plugins/nul-guard.ts';
import { installOpenApi } from './plugins/openapi.ts';
import { installRateLimit } from './plugins/rate-limit.ts';
import { installSecurityHeaders } from './plugins/security.ts';
import { installWebStatic } from './plugins/web-static.ts';
import { normaliseIp } from './shared/client-ip.ts';
import { observeHttpRequest } from './modules/metrics/http-metrics.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: TDb;
    /** lag-tolerant reads (reports, exports, console lists): the replica when healthy (decision 067) */
    reads: TReadRouter;
    config: TConfig;
    keys: TKeyRing;
    redis: Redis | null;
    lifecycle: TLifecycle;
    metrics: TMetrics;
    /** uploads every instance sees (decision 066) */
    storage: TBlobStore;
    /** e-mail and SMS providers (decision 071) */
    messaging: TMessaging;
  }
}

const BODY_LIMIT_BYTES = 64 * 1024;
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.newPassword'];

/** `logStream`: where log lines go (stdout by default; tests capture them). */
export async function buildApp(opts: {
  config: TConfig;
  db: TDb;
  redis?: Redis | null;
  /** DATABASE_READ_URL's router; the primary alone when absent */
  reads?: TReadRouter;
  logStream?: { write: (line: string) => void };
}): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: REDACT, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // Fastify's two info lines per request are replaced by one access line at debug (decision 017);
    // errors are logged at error by the error handler whatever the level.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('reads', opts.reads ?? primaryOnly(db));
  app.decorate('config', config);
  app.decorate('redis', opts.redis ?? null);
  app.decorate('lifecycle', createLifecycle());
  app.decorate('metrics', createMetrics(db, { dbCacheSeconds: config.METRICS_DB_CACHE_SECONDS }));
  app.decorate('storage', createBlobStore(config, db));
  app.decorate('messaging', createMessaging(db, config, app.log));
  app.addHook('onClose', async () => {
    await app.storage.close();
    app.messaging.close();
  });
  // stored secrets are sealed and opened through this box (decision 064)
  installSecretBox(secretBoxFor(config));
  app.decorate('keys', await loadKeyRing(db));
  // every request passes these hooks: callback style and no allocation on the common path (issue 26)
  app.addHook('onRequest', (request, _reply, done) => {
    const ip = request.ip;
    if (ip.startsWith('::ffff:')) {
      Object.defineProperty(request, 'ip', { value: normaliseIp(ip), configurable: true });
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    observeHttpRequest(
      app.metrics.httpDuration,
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime,
    );
    done();
  });
  // while draining, every answer closes its connection: a keep-alive socket would hold the closing
  // listener open until its idle timeout (modules/health/drain.ts)
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) {
      void reply.header('connection', 'close');
    }
    done(null, payload);
  });
  if (config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace') {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    });
  }

  installErrorHandler(app);
  installJsonBodyParser(app);
  installNulGuard(app);
  installApiGuards(app);
  installSecurityHeaders(app);
  await installRateLimit(app, opts.redis ?? null);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await installOpenApi(app);

  for (const routes of MODULE_ROUTES) {
    await app.register(routes);
  }

  const distDir =
    config.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  if (config.NODE_ENV !== 'test' || config.WEB_DIST_DIR) {
    await installWebStatic(app, distDir);
  }
  return app;
}
