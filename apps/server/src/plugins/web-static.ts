// Serves the built web app from one port with /api: hashed assets cached for a year,
// every other GET that accepts HTML falls back to index.html (client-side routes).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function installWebStatic(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web build not found; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // the build writes .br and .gz next to every asset (vite.config.ts); serve them to clients that accept them
    preCompressed: true,
    index: false,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || path.extname(url) !== '') {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route GET ${url}` } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
