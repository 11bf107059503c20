// The blob store (decision 066): uploads kept by content, where every instance sees them. A blob's
// key is the sha256 hex of its bytes, so the same content stored twice is one blob, and a key names
// its content for good (a safe ETag). Adapters (database, S3, local disk) only move bytes; the size
// cap and the key rules are here, once, for all of them.
import { createHash } from 'node:crypto';
import { AppError } from '@/shared/app-error.ts';

export type TBlob = { bytes: Buffer; contentType: string; size: number };

export type TBlobStore = {
  readonly kind: 'postgres' | 's3' | 'local';
  /** stores the bytes (once per content) and returns their key; over BLOB_MAX_BYTES: UPLOAD_TOO_LARGE (413) */
  put: (bytes: Buffer, contentType: string) => Promise<string>;
  get: (key: string) => Promise<TBlob | null>;
  has: (key: string) => Promise<boolean>;
  close: () => Promise<void>;
};

/** What an adapter does: write a blob under a key it is given, read and test one back. */
export type TBlobAdapter = {
  readonly kind: TBlobStore['kind'];
  write: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  read: (key: string) => Promise<TBlob | null>;
  exists: (key: string) => Promise<boolean>;
  close?: () => Promise<void>;
};

const KEY = /^[0-9a-f]{64}$/;
// type/subtype with optional parameters; nothing that could split a header
const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(;[ -~]*)?$/i;

export const blobKey = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
export const isBlobKey = (key: string): boolean => KEY.test(key);

export function blobStore(adapter: TBlobAdapter, maxBytes: number): TBlobStore {
  return {
    kind: adapter.kind,
    put: async (bytes, contentType) => {
      if (bytes.length > maxBytes) {
        throw new AppError('UPLOAD_TOO_LARGE', { data: { maxBytes } });
      }
      if (contentType.length > 200 || !CONTENT_TYPE.test(contentType)) {
        // callers pass types they recognised from the content: a bad one is our bug, not the member's
        throw new Error(`blob store: invalid content type ${JSON.stringify(contentType.slice(0, 40))}`);
      }
      const key = blobKey(bytes);
      await adapter.write(key, bytes, contentType);
      return key;
    },
    get: async (key) => (isBlobKey(key) ? adapter.read(key) : null),
    has: async (key) => isBlobKey(key) && adapter.exists(key),
    close: async () => {
      await adapter.close?.();
    },
  };
}
