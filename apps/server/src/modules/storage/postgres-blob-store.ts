// STORAGE=postgres (the default): blobs in the application's own database, PGlite or PostgreSQL, so
// every instance on that database sees every upload with nothing more to run (decision 066).
import type { TDb } from '@/db/database.ts';
import type { TBlobAdapter } from './blob-store.ts';
import * as repo from './blobs.repo.ts';

export function postgresBlobAdapter(db: TDb): TBlobAdapter {
  return {
    kind: 'postgres',
    write: (key, bytes, contentType) => repo.insertBlob(db, key, bytes, contentType),
    read: async (key) => {
      const row = await repo.findBlob(db, key);
      if (!row) {
        return null;
      }
      const bytes = Buffer.concat(row.chunks);
      if (bytes.length !== row.size) {
        throw new Error(`blob ${key}: ${bytes.length} bytes stored of ${row.size}`);
      }
      return { bytes, contentType: row.contentType, size: row.size };
    },
    exists: (key) => repo.blobExists(db, key),
  };
}
