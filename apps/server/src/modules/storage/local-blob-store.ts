// STORAGE=local: blobs as files under UPLOADS_DIR/blobs, for a single instance that wants its
// uploads out of the database. Another instance does not see them, so DEPLOYMENT=production refuses
// it (config.ts). Each blob is two files: the bytes, then `<key>.type`, written last: a blob exists
// once its type file does, so a crash mid-write leaves no half blob that reads as whole.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TBlobAdapter } from './blob-store.ts';

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export function localBlobAdapter(uploadsDir: string): TBlobAdapter {
  const root = path.resolve(uploadsDir, 'blobs');
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), key);
  const atomicWrite = async (file: string, data: Buffer | string) => {
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  };
  const exists = async (key: string) => {
    try {
      await stat(`${fileOf(key)}.type`);
      return true;
    } catch (error) {
      if (missing(error)) {
        return false;
      }
      throw error;
    }
  };
  return {
    kind: 'local',
    exists,
    write: async (key, bytes, contentType) => {
      if (await exists(key)) {
        return;
      }
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await atomicWrite(fileOf(key), bytes);
      await atomicWrite(`${fileOf(key)}.type`, contentType);
    },
    read: async (key) => {
      try {
        const contentType = await readFile(`${fileOf(key)}.type`, 'utf8');
        const bytes = await readFile(fileOf(key));
        return { bytes, contentType, size: bytes.length };
      } catch (error) {
        if (missing(error)) {
          return null;
        }
        throw error;
      }
    },
  };
}
