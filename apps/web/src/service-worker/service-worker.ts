// The player site's service worker (decision 068), built by scripts/service-worker-plugin.ts into
// /service-worker.js. Installing it stores the app shell (index.html, the start-up scripts and
// styles, the manifest and icons) in a cache named after the build; hashed files under /assets/ are
// answered from the cache first and stored as they are fetched; page navigations go to the network
// first and fall back to the stored shell offline. Everything else, the API above all, is left to
// the network (request-strategy.ts). A new build's worker takes over at once and deletes the caches
// of the builds before it.
import { cacheNames, staleCaches } from './cache-names';
import { requestStrategy } from './request-strategy';

declare const self: ServiceWorkerGlobalScope;
/** Set by the build: a hash of the shell's files and their paths. */
declare const __PAVILION_SW__: { version: string; shell: string[] };

const BUILD = __PAVILION_SW__;
const { shell: SHELL_CACHE, assets: ASSET_CACHE } = cacheNames(BUILD.version);
const SHELL_PAGE = '/';
const shell = new Set(BUILD.shell);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([...shell]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, BUILD.version).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** A response worth keeping: complete, same-origin, not an error. */
function storable(response: Response): boolean {
  return response.status === 200 && response.type === 'basic';
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const hit = await caches.match(event.request);
  if (hit) {
    return hit;
  }
  const response = await fetch(event.request);
  if (storable(response)) {
    const copy = response.clone();
    event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    // every page is the same index.html: the latest one is kept as the offline shell
    if (storable(response) && (response.headers.get('content-type') ?? '').includes('text/html')) {
      const copy = response.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_PAGE, copy)));
    }
    return response;
  } catch (error) {
    const cached = await caches.open(SHELL_CACHE).then((cache) => cache.match(SHELL_PAGE));
    if (cached) {
      return cached;
    }
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = requestStrategy(
    { method: request.method, url: request.url, mode: request.mode, accept: request.headers.get('accept') },
    self.location.origin,
    shell,
  );
  switch (strategy) {
    case 'network':
      return;
    case 'asset':
    case 'shell':
      event.respondWith(cacheFirst(event));
      return;
    case 'page':
      event.respondWith(networkFirst(event));
      return;
  }
});
