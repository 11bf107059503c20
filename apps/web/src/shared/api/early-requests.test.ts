// A head-started request is adopted once, by the same address and token only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptEarly, apiUrl, startEarly, UNADOPTED_MS } from './early-requests';

describe('early requests', () => {
  const fetchMock = vi.fn(async () => new Response('{}'));

  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://pavilion.test' } });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('builds the address as api() does, leaving out empty values', () => {
    expect(apiUrl('/games/hot', { language: 'EN', q: '', pageNo: undefined, isPlatform: 2 }).href).toBe(
      'http://pavilion.test/api/games/hot?language=EN&isPlatform=2',
    );
  });

  it('is adopted once by the same address and token', async () => {
    const started = startEarly({ path: '/games/menu', query: { language: 'EN' } }, null);
    const url = 'http://pavilion.test/api/games/menu?language=EN';
    expect(fetchMock).toHaveBeenCalledWith(url, { headers: { accept: 'application/json' } });
    expect(adoptEarly(url, 'another-token')).toBeUndefined();
    expect(adoptEarly(url, null)).toBe(started);
    expect(adoptEarly(url, null)).toBeUndefined();
    await started;
  });

  it('sends the session token and is not adopted without it', () => {
    void startEarly({ path: '/site/permission' }, 'tok');
    expect(fetchMock).toHaveBeenCalledWith('http://pavilion.test/api/site/permission', {
      headers: { accept: 'application/json', authorization: 'Bearer tok' },
    });
    expect(adoptEarly('http://pavilion.test/api/site/permission', null)).toBeUndefined();
    expect(adoptEarly('http://pavilion.test/api/site/permission', 'tok')).toBeDefined();
  });

  it('forgets a request that failed, so api() sends it again', async () => {
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    await startEarly({ path: '/content/winners', query: { winType: 'JACKPOT' } }, null).catch(
      () => undefined,
    );
    expect(adoptEarly('http://pavilion.test/api/content/winners?winType=JACKPOT', null)).toBeUndefined();
  });

  it('drops a request nobody adopted and discards its answer, so no connection stays held', async () => {
    vi.useFakeTimers();
    try {
      const cancel = vi.fn(async () => undefined);
      const body = { cancel } as unknown as ReadableStream;
      fetchMock.mockResolvedValueOnce({ body } as unknown as Response);
      const url = 'http://pavilion.test/api/games/hot?language=EN';
      void startEarly({ path: '/games/hot', query: { language: 'EN' } }, null);
      await vi.advanceTimersByTimeAsync(UNADOPTED_MS);
      expect(cancel).toHaveBeenCalledOnce();
      expect(adoptEarly(url, null)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
