// Which of the service worker's strategies answers a request (decision 068). Only the app's own
// files are ever cached: the API (its answers, server-sent event streams and every write), the
// operator console and anything of another origin go straight to the network, as if there were no
// worker.

/** `network`: not answered by the worker; `asset`: cache first; `page`: network first, shell offline. */
export type TStrategy = 'network' | 'asset' | 'page' | 'shell';

export type TRequestFacts = { method: string; url: string; mode: string; accept: string | null };

export const SERVICE_WORKER_PATH = '/service-worker.js';

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function requestStrategy(
  request: TRequestFacts,
  origin: string,
  shell: ReadonlySet<string>,
): TStrategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) {
    return 'network';
  }
  const path = url.pathname;
  if (
    under(path, '/api') ||
    under(path, '/console') ||
    path === SERVICE_WORKER_PATH ||
    (request.accept ?? '').includes('text/event-stream')
  ) {
    return 'network';
  }
  if (request.mode === 'navigate') {
    return 'page';
  }
  if (path.startsWith('/assets/')) {
    return 'asset';
  }
  return shell.has(path) && url.search === '' ? 'shell' : 'network';
}
