// Read-through cache for catalogue reads (vendor view, index, menu, hot games, lanes). The
// catalogue changes rarely; the admin API calls invalidateCatalogue() after its writes, and other
// server instances converge within a few seconds without a message bus: plain entries expire,
// pinned ones are checked against the catalogue revision (migration 0011) and reloaded if it moved.
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

/** A pinned value with the catalogue stamp it was loaded under and the refresh under way, if any. */
type TPinned = { checkedAt: number; stamp: unknown; value: Promise<unknown>; refresh: Promise<void> | null };
const pinned = new WeakMap<TDb, Map<string, TPinned>>();

function pinnedOf(db: TDb): Map<string, TPinned> {
  let map = pinned.get(db);
  if (!map) {
    map = new Map();
    pinned.set(db, map);
  }
  return map;
}

/**
 * Reloads `entry` unless its stamp still holds. The stamp is read before the load, so a write
 * that lands during the load changes the stamp again and is picked up at the next check.
 */
async function refresh<T>(
  map: Map<string, TPinned>,
  key: string,
  entry: TPinned,
  load: () => Promise<T>,
  readStamp?: () => Promise<unknown>,
) {
  try {
    const stamp = readStamp ? await readStamp() : undefined;
    if (readStamp && stamp === entry.stamp) {
      entry.checkedAt = Date.now();
      return;
    }
    const value = await load();
    // Dropped meanwhile by invalidateCatalogue: this load may predate the write, so discard it.
    if (map.get(key) === entry) {
      map.set(key, { checkedAt: Date.now(), stamp, value: Promise.resolve(value), refresh: null });
    }
  } catch {
    // Keep serving the current value; the next request after the TTL tries again.
  }
}

/**
 * For large, hot values (the in-memory catalogue index and view): never evicted by the plain
 * cache's size limit, and checked in the background once older than the TTL, so no request waits
 * on a reload. With `readStamp` (a tiny query for the catalogue revision) the check reloads only
 * when the stamp changed; without it, every check reloads.
 */
export function cachedPinned<T>(
  db: TDb,
  key: string,
  load: () => Promise<T>,
  readStamp?: () => Promise<unknown>,
): Promise<T> {
  const map = pinnedOf(db);
  const entry = map.get(key);
  if (!entry) {
    const fresh: TPinned = {
      checkedAt: Date.now(),
      stamp: undefined,
      value: Promise.resolve(),
      refresh: null,
    };
    const value = (async () => {
      fresh.stamp = readStamp ? await readStamp() : undefined;
      return load();
    })();
    fresh.value = value;
    map.set(key, fresh);
    void value.catch(() => map.get(key) === fresh && map.delete(key));
    return value;
  }
  if (!entry.refresh && Date.now() - entry.checkedAt > TTL_MS) {
    entry.refresh = refresh(map, key, entry, load, readStamp).finally(() => {
      entry.refresh = null;
    });
  }
  return entry.value as Promise<T>;
}

/** Resolves once the background checks of this database's pinned values under way have ended. */
export async function pinnedRefreshesSettled(db: TDb): Promise<void> {
  await Promise.all([...(pinned.get(db)?.values() ?? [])].map((entry) => entry.refresh));
}

/** Drops every cached catalogue read of this database (after an admin write). */
export function invalidateCatalogue(db: TDb): void {
  caches.get(db)?.clear();
  pinned.get(db)?.clear();
}
