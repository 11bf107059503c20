// Every reply a route can give serialises (issue 25, "answers that cannot fail after a commit"):
// the app serialises replies with fastify-type-provider-zod, which runs z.encode, and z.encode throws
// on a one-way `.transform` — after the handler's transaction committed. So no response schema may
// carry a transform, and a valid sample of every response schema must serialise with the app's own
// serializer compiler. Routes are collected by registering MODULE_ROUTES on a bare instance over the
// test database (some plugins read it as they register).
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeyRing } from '@/modules/crypto/rsa-keys.service.ts';
import { MODULE_ROUTES } from '@/modules/routes.ts';
import { createMessaging } from '@/modules/messaging/messaging.deps.ts';
import { primaryOnly } from '@/db/read-replica.ts';
import { findTransforms, sampleOf } from '@/shared/zod-sample.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

type TReply = { route: string; status: string; schema: z.core.$ZodType };

const isZod = (s: unknown): s is z.core.$ZodType => typeof s === 'object' && s !== null && '_zod' in s;

async function collectReplies(t: TTestApp): Promise<TReply[]> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', t.db);
  app.decorate('config', t.config);
  app.decorate('redis', null);
  app.decorate('keys', await loadKeyRing(t.db));
  // what buildApp decorates that route plugins read as they register
  app.decorate('messaging', createMessaging(t.db, t.config, app.log));
  app.decorate('reads', primaryOnly(t.db));
  const replies: TReply[] = [];
  app.addHook('onRoute', (route) => {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') {
        continue;
      }
      for (const [status, schema] of Object.entries(response)) {
        if (isZod(schema)) {
          replies.push({ route: `${method} ${route.url}`, status, schema });
        }
      }
    }
  });
  for (const routes of MODULE_ROUTES) {
    await app.register(routes);
  }
  await app.ready();
  await app.close();
  return replies;
}

let t: TTestApp;
let replies: TReply[] = [];
beforeAll(async () => {
  t = await startTestApp();
  replies = await collectReplies(t);
});
afterAll(async () => {
  await t?.close();
});

describe('route replies', () => {
  it('are found for the routes of every module', () => {
    expect(new Set(replies.map((r) => r.route)).size).toBeGreaterThan(300);
  });

  it('carry no transform in any response schema', () => {
    const offenders = replies.flatMap((r) =>
      findTransforms(r.schema).map((path) => `${r.route} ${r.status} ${path}`),
    );
    expect(offenders).toEqual([]);
  });

  it('serialise a valid sample of every response schema with the app serializer', () => {
    const failures: string[] = [];
    let serialised = 0;
    for (const r of replies) {
      const [method = 'GET', url = '/'] = r.route.split(' ');
      try {
        const sample = sampleOf(r.schema);
        const serialize = serializerCompiler({
          schema: r.schema,
          method,
          url,
          httpStatus: r.status,
        } as never);
        JSON.parse(serialize(sample) as string);
        serialised += 1;
      } catch (error) {
        failures.push(`${r.route} ${r.status}: ${(error as Error).message.slice(0, 200)}`);
      }
    }
    console.info(`route replies: ${serialised} of ${replies.length} response schemas serialised`);
    expect(failures).toEqual([]);
  });
});
