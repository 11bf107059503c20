import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamePageQuery, openingFilters, prefetchGameList } from './prefetch-game-list';

const http = vi.hoisted(() => ({
  api: vi.fn(() => Promise.resolve({ content: [], total: 0, pageNum: 1, pageSize: 20, totalPages: 0 })),
}));
vi.mock('@/shared/api/http', () => http);

afterEach(() => http.api.mockClear());

describe('prefetchGameList (issue 11 §7: the games call starts with the navigation)', () => {
  it('starts the first page the list page will ask for, under the same query key', () => {
    const client = new QueryClient();
    expect(prefetchGameList(client, new URL('http://x/rng?vassalage=pt'), 'zh')).toBe(true);
    expect(http.api).toHaveBeenCalledTimes(1);
    expect(http.api).toHaveBeenCalledWith('/games', {
      query: expect.objectContaining({ gameType: 'RNG', vendor: 'PT', pageNo: 1, language: 'CN' }),
    });
    const key = gamePageQuery(openingFilters('RNG', 'PT'), 'CN', 1).queryKey;
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
  });

  it('does nothing for pages that are not game lists', () => {
    const client = new QueryClient();
    for (const path of ['/', '/sports', '/lott', '/promotions']) {
      expect(prefetchGameList(client, new URL(`http://x${path}`), 'en'), path).toBe(false);
    }
    expect(http.api).not.toHaveBeenCalled();
  });
});
