// Serves the built web app from one port with /api: hashed assets cached for a year,
// every page path of the site (contracts web-pages.ts) gets index.html (client-side routes), any other
// path the same page with HTTP 404 (the app shows its not-found screen).
// The operator console (apps/console, decision 043) is served the same way under /console from
// its own build, a sibling of the web build unless given.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isWebPagePath } from '@pavilion/contracts/web-pages';

const CONSOLE_PREFIX = '/console';

// Everything outside /assets/ is revalidated on every use: index.html, and the web app's
// /service-worker.js, whose new version must reach browsers at once (decision 068; the manifest's
// content type, application/manifest+json, comes from the file's .webmanifest extension).
function cacheHeaders(res: { header: (name: string, value: string) => unknown }, filePath: string) {
  res.header(
    'cache-control',
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

export async function installWebStatic(
  app: FastifyInstance,
  distDir: string,
  consoleDistDir = path.resolve(distDir, '../../console/dist'),
): Promise<boolean> {
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
    setHeaders: cacheHeaders,
  });
  const hasConsole = existsSync(path.join(consoleDistDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDistDir,
      prefix: `${CONSOLE_PREFIX}/`,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
    const consolePage = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (path.extname(url) !== '') {
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route GET ${url}` } });
      }
      return sendIndex(reply, consoleDistDir);
    };
    app.get(CONSOLE_PREFIX, { schema: { hide: true } }, consolePage);
    app.get(`${CONSOLE_PREFIX}/*`, { schema: { hide: true } }, consolePage);
  } else {
    app.log.warn({ consoleDistDir }, 'console build not found; /console is not served');
  }
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || (path.extname(url) !== '' && !isWebPagePath(url))) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route GET ${url}` } });
    }
    // a path that is no page gets the app (it shows its not-found screen) with a 404 status
    return sendIndex(reply.status(isWebPagePath(url) ? 200 : 404), distDir);
  });
  return true;
}

function sendIndex(reply: FastifyReply, root: string) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
}
