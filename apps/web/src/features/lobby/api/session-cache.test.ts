// The session copies of the menu and hot games: per language, fresh for SESSION_CACHE_FRESH_MS.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hasFreshSessionCache,
  readSessionCache,
  SESSION_CACHE_FRESH_MS,
  writeSessionCache,
} from './session-cache';

describe('session cache', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a copy per language', () => {
    writeSessionCache('gameVendor', 'EN', { a: 1 });
    expect(readSessionCache('gameVendor', 'EN')?.data).toEqual({ a: 1 });
    expect(readSessionCache('gameVendor', 'CN')).toBeUndefined();
  });

  it('counts a copy as fresh for the queries’ stale time only', () => {
    expect(hasFreshSessionCache('HOT_GAMES', 'EN')).toBe(false);
    writeSessionCache('HOT_GAMES', 'EN', []);
    const savedAt = readSessionCache('HOT_GAMES', 'EN')?.savedAt ?? 0;
    expect(hasFreshSessionCache('HOT_GAMES', 'EN', savedAt + SESSION_CACHE_FRESH_MS - 1)).toBe(true);
    expect(hasFreshSessionCache('HOT_GAMES', 'EN', savedAt + SESSION_CACHE_FRESH_MS)).toBe(false);
    expect(hasFreshSessionCache('HOT_GAMES', 'CN', savedAt)).toBe(false);
  });
});
