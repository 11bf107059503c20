// SQL of the database blob store (migration 0063): one `blobs` row per content, its bytes in
// `blob_chunks` rows of at most 256 KiB (a 10 MiB value in one bytea is slow to move and to copy).
import type { TDb } from '@/db/database.ts';

export const BLOB_CHUNK_BYTES = 256 * 1024;

/** Writes the blob and its chunks in one transaction; a key already there is left as it is. */
export async function insertBlob(db: TDb, key: string, bytes: Buffer, contentType: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('blobs')
      .values({ key, content_type: contentType, size: bytes.length })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted || bytes.length === 0) {
      return;
    }
    const chunks = [];
    for (let seq = 0; seq * BLOB_CHUNK_BYTES < bytes.length; seq += 1) {
      chunks.push({ key, seq, bytes: bytes.subarray(seq * BLOB_CHUNK_BYTES, (seq + 1) * BLOB_CHUNK_BYTES) });
    }
    await trx.insertInto('blob_chunks').values(chunks).execute();
  });
}

export async function findBlob(db: TDb, key: string) {
  const blob = await db
    .selectFrom('blobs')
    .select(['content_type', 'size'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!blob) {
    return null;
  }
  const chunks = await db
    .selectFrom('blob_chunks')
    .select('bytes')
    .where('key', '=', key)
    .orderBy('seq')
    .execute();
  return { contentType: blob.content_type, size: blob.size, chunks: chunks.map((c) => c.bytes) };
}

export async function blobExists(db: TDb, key: string): Promise<boolean> {
  const row = await db.selectFrom('blobs').select('key').where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}
