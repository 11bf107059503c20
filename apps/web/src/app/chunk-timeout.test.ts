import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@pavilion/contracts/constants';
import { ChunkLoadError, withChunkTimeout } from './chunk-timeout';

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a chunk that arrives in time through', async () => {
    const module = { default: 'page' };
    await expect(withChunkTimeout(Promise.resolve(module), 'Lottery')).resolves.toBe(module);
  });

  it('rejects with a timeout ChunkLoadError after 120 s', async () => {
    const pending = withChunkTimeout(new Promise(() => undefined), 'MemberCenter');
    const check = expect(pending).rejects.toMatchObject({
      name: 'ChunkLoadError',
      group: 'MemberCenter',
      kind: 'timeout',
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await check;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('does not time out one millisecond early', async () => {
    let settled = false;
    withChunkTimeout(new Promise(() => undefined), 'Download').catch(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('wraps a failed import as a failed ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await withChunkTimeout(Promise.reject(cause), 'Promotions').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ group: 'Promotions', kind: 'failed', cause });
  });
});
