// The service worker's caches: one shell and one asset cache per build version. Activation deletes
// every other cache of ours (older builds'), and never a cache that is not ours.

export const CACHE_PREFIX = 'pavilion-';

export function cacheNames(version: string): { shell: string; assets: string } {
  return { shell: `${CACHE_PREFIX}shell-${version}`, assets: `${CACHE_PREFIX}assets-${version}` };
}

export function staleCaches(names: readonly string[], version: string): string[] {
  const current = Object.values(cacheNames(version));
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name));
}
