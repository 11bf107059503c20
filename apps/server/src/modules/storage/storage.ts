// Picks the blob store of this deployment from config (decision 066): STORAGE=postgres (default) keeps
// blobs in the application's database, whichever it is (embedded PGlite or DATABASE_URL), so the rule
// is one line and a demo behaves as production does; s3 and local are the operator's explicit choice.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { blobStore, type TBlobStore } from './blob-store.ts';
import { localBlobAdapter } from './local-blob-store.ts';
import { postgresBlobAdapter } from './postgres-blob-store.ts';
import { s3BlobAdapter } from './s3-blob-store.ts';

export type TStorageConfig = Pick<
  TConfig,
  | 'STORAGE'
  | 'BLOB_MAX_BYTES'
  | 'UPLOADS_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export function createBlobStore(config: TStorageConfig, db: TDb): TBlobStore {
  switch (config.STORAGE) {
    case 'postgres':
      return blobStore(postgresBlobAdapter(db), config.BLOB_MAX_BYTES);
    case 's3':
      return blobStore(s3BlobAdapter(config), config.BLOB_MAX_BYTES);
    case 'local':
      return blobStore(localBlobAdapter(config.UPLOADS_DIR), config.BLOB_MAX_BYTES);
  }
}
