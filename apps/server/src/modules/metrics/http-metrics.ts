// The per-request observation of the HTTP latency histogram, on every request's path: the labelled
// child of each (method, route, status) is looked up once and kept, instead of prom-client hashing a
// fresh label object per request (issue 26). Route patterns and status codes are a bounded set.
import type { Histogram } from 'prom-client';

type THttpHistogram = Histogram<'method' | 'route' | 'status'>;
type TChild = ReturnType<THttpHistogram['labels']>;

const children = new WeakMap<THttpHistogram, Map<string, TChild>>();

export function observeHttpRequest(
  histogram: THttpHistogram,
  method: string,
  route: string | undefined,
  status: number,
  elapsedMs: number,
): void {
  let byKey = children.get(histogram);
  if (!byKey) {
    byKey = new Map();
    children.set(histogram, byKey);
  }
  const pattern = route ?? 'unmatched';
  const key = `${method} ${status} ${pattern}`;
  let child = byKey.get(key);
  if (!child) {
    child = histogram.labels(method, pattern, String(status));
    byKey.set(key, child);
  }
  child.observe(elapsedMs / 1000);
}
