// Read-through cache for catalogue reads (vendor view, game pages, menu, hot games). The
// catalogue changes rarely and only through the admin API, which calls invalidate(); entries
// also expire after a few seconds so other server instances converge without a message bus.
import type { TDb } from '@/db/database.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

type TEntry = { expires: number; value: Promise<unknown> };

const caches = new WeakMap<TDb, Map<string, TEntry>>();

function cacheOf(db: TDb): Map<string, TEntry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Returns the cached value of `key`, computing it once per TTL; a failed load is not kept. */
export function cached<T>(db: TDb, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) {
    return hit.value as Promise<T>;
  }
  if (cache.size >= MAX_ENTRIES) {
    cache.clear();
  }
  const value = load();
  cache.set(key, { expires: now + TTL_MS, value });
  void value.catch(() => {
    if (cache.get(key)?.value === value) {
      cache.delete(key);
    }
  });
  return value;
}

type TPinned = { loadedAt: number; value: Promise<unknown>; refreshing: boolean };
const pinned = new WeakMap<TDb, Map<string, TPinned>>();

/**
 * For large, hot values (the in-memory catalogue index): never evicted by the page cache's size
 * limit, and refreshed in the background once older than the TTL, so no request waits on a reload.
 */
export function cachedPinned<T>(db: TDb, key: string, load: () => Promise<T>): Promise<T> {
  let map = pinned.get(db);
  if (!map) {
    map = new Map();
    pinned.set(db, map);
  }
  const entry = map.get(key);
  if (!entry) {
    const value = load();
    const fresh: TPinned = { loadedAt: Date.now(), value, refreshing: false };
    map.set(key, fresh);
    void value.catch(() => map.get(key) === fresh && map.delete(key));
    return value;
  }
  if (!entry.refreshing && Date.now() - entry.loadedAt > TTL_MS) {
    entry.refreshing = true;
    load().then(
      (v) => map.set(key, { loadedAt: Date.now(), value: Promise.resolve(v), refreshing: false }),
      () => {
        entry.refreshing = false;
      },
    );
  }
  return entry.value as Promise<T>;
}

/** Drops every cached catalogue read of this database (after an admin write). */
export function invalidateCatalogue(db: TDb): void {
  caches.get(db)?.clear();
  pinned.get(db)?.clear();
}
