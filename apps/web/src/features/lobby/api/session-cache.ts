// sessionStorage copies of the game vendors and hot games (spec §4, §9 session keys gameVendor and
// HOT_GAMES), stamped with their language so a language change fetches afresh.
/** How long a session copy counts as fresh: the menu and hot-games queries do not refetch within it. */
export const SESSION_CACHE_FRESH_MS = 5 * 60_000;

type TEntry<T> = { language: string; savedAt: number; data: T };

export function readSessionCache<T>(key: string, language: string): { data: T; savedAt: number } | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) {
      return undefined;
    }
    const entry = JSON.parse(raw) as TEntry<T>;
    return entry.language === language ? { data: entry.data, savedAt: entry.savedAt } : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionCache<T>(key: string, language: string, data: T): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ language, savedAt: Date.now(), data } satisfies TEntry<T>));
  } catch {
    // storage full or disabled: the in-memory query cache still serves this session
  }
}

/** Whether a fresh copy for this language is stored: the page will not ask the server for it. */
export function hasFreshSessionCache(key: string, language: string, now = Date.now()): boolean {
  const entry = readSessionCache<unknown>(key, language);
  return entry !== undefined && now - entry.savedAt < SESSION_CACHE_FRESH_MS;
}
