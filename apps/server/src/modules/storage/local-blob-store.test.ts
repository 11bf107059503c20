// STORAGE=local (decision 066): blobs as files under UPLOADS_DIR/blobs, one per content; a blob whose
// type file is missing (a crash between the two writes) does not exist.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobKey, blobStore, type TBlobStore } from './blob-store.ts';
import { localBlobAdapter } from './local-blob-store.ts';

let dir: string;
let store: TBlobStore;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pavilion-local-blobs-'));
  store = blobStore(localBlobAdapter(dir), 1000);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('local blob store', () => {
  it('round-trips a blob and stores the same content once', async () => {
    const bytes = Buffer.from('local bytes');
    const key = await store.put(bytes, 'image/png');
    expect(await store.put(Buffer.from(bytes), 'image/png')).toBe(key);
    expect(await store.get(key)).toEqual({ bytes, contentType: 'image/png', size: bytes.length });
    expect(await store.has(key)).toBe(true);
    expect(await readdir(path.join(dir, 'blobs', key.slice(0, 2)))).toEqual([key, `${key}.type`]);
  });

  it('answers missing and malformed keys with null, and the cap with UPLOAD_TOO_LARGE', async () => {
    expect(await store.get(blobKey(Buffer.from('nothing')))).toBeNull();
    expect(await store.has(blobKey(Buffer.from('nothing')))).toBe(false);
    expect(await store.get('../../../etc/passwd')).toBeNull();
    await expect(store.put(Buffer.alloc(1001), 'image/png')).rejects.toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      status: 413,
    });
  });

  it('refuses a content type that could split a header (a bug of the caller, not a member error)', async () => {
    await expect(store.put(Buffer.from('x'), 'text/plain\r\nx-evil: 1')).rejects.toThrow(
      /invalid content type/,
    );
  });
});
