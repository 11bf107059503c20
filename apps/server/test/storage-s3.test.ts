// [STORAGE-S3] The S3 blob store (decision 066) against an S3-compatible server started here (s3rver,
// on a free port, files in a temporary folder): round trips of small and multi-MiB blobs with their
// type, one object per content, the size cap before any upload, missing keys, and a whole app on
// STORAGE=s3 storing a withdrawal proof in the bucket and serving it back through the route.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWithdrawalRecordSchema } from '@pavilion/contracts/cashier';
import { testConfig } from '@/config.ts';
import { blobKey, blobStore, type TBlobStore } from '@/modules/storage/blob-store.ts';
import { s3BlobAdapter, type TS3Config } from '@/modules/storage/s3-blob-store.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { JPEG_WITH_GPS, readyMember, reviewWithdrawal, withdraw } from './cashier-fixtures.ts';

const BUCKET = 'pavilion-blobs';
let server: S3rver;
let dir: string;
let s3: TS3Config;
let store: TBlobStore;
let client: S3Client;

function bytesOf(size: number, seed: string): Buffer {
  const out = Buffer.alloc(size);
  let block = createHash('sha256').update(seed).digest();
  for (let at = 0; at < size; at += block.length) {
    block.copy(out, at);
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

const objectsUnder = async (prefix: string) =>
  (await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pavilion-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver's fixed credentials
  s3 = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  };
  store = blobStore(s3BlobAdapter(s3), 4 * 1024 * 1024);
  client = new S3Client({
    region: s3.S3_REGION,
    endpoint: s3.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await store.close();
  client.destroy();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('[STORAGE-S3] the S3 adapter', () => {
  it('round-trips a blob with its content type under blobs/<sha256>', async () => {
    const bytes = Buffer.from('proof of payment');
    const key = await store.put(bytes, 'image/png');
    expect(key).toBe(blobKey(bytes));
    expect(await store.get(key)).toEqual({ bytes, contentType: 'image/png', size: bytes.length });
    expect(await store.has(key)).toBe(true);
    expect((await objectsUnder(`blobs/${key}`)).map((o) => o.Key)).toEqual([`blobs/${key}`]);
  });

  it('round-trips a multi-MiB blob byte for byte', async () => {
    const bytes = bytesOf(3 * 1024 * 1024 + 7, 'large');
    const key = await store.put(bytes, 'application/octet-stream');
    const got = await store.get(key);
    expect(got?.size).toBe(bytes.length);
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('stores the same content once under one key', async () => {
    const bytes = bytesOf(10_000, 'twice');
    const keys = await Promise.all([
      store.put(bytes, 'image/jpeg'),
      store.put(Buffer.from(bytes), 'image/jpeg'),
    ]);
    expect(keys[0]).toBe(keys[1]);
    expect(await store.put(bytes, 'image/jpeg')).toBe(keys[0]);
    expect(await objectsUnder(`blobs/${keys[0]}`)).toHaveLength(1);
  });

  it('answers a missing key with null / false and never asks for a malformed one', async () => {
    const missing = blobKey(Buffer.from('never stored'));
    expect(await store.get(missing)).toBeNull();
    expect(await store.has(missing)).toBe(false);
    expect(await store.get('../other-bucket/secret')).toBeNull();
  });

  it('refuses a blob over the cap with UPLOAD_TOO_LARGE before uploading anything', async () => {
    const bytes = bytesOf(4 * 1024 * 1024 + 1, 'over');
    await expect(store.put(bytes, 'application/octet-stream')).rejects.toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      status: 413,
    });
    expect(await objectsUnder(`blobs/${blobKey(bytes)}`)).toHaveLength(0);
  });

  it('fails loudly, not as a missing blob, when the bucket is wrong', async () => {
    const wrong = blobStore(s3BlobAdapter({ ...s3, S3_BUCKET: 'no-such-bucket' }), 1024);
    await expect(wrong.put(Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(wrong.get(blobKey(Buffer.from('x')))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await wrong.close();
  });
});

describe('[STORAGE-S3] an app on STORAGE=s3', () => {
  let t: TTestApp;
  beforeAll(async () => {
    expect(() => testConfig({ STORAGE: 's3' })).not.toThrow();
    t = await startTestApp({ STORAGE: 's3', ...s3 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a withdrawal proof in the bucket, not in the database, and serves it back', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const admin = await t.adminToken();
    const m = await readyMember(t, 50_000);
    const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 10_000)).json());
    await reviewWithdrawal(t, admin, w.id, 'approve');
    const res = await t.call({
      method: 'POST',
      url: `/api/cashier/withdrawals/${w.id}/confirm`,
      token: m.token,
      payload: { action: 'not_received', proofImage: JPEG_WITH_GPS.toString('base64') },
    });
    expect(res.json()).toMatchObject({ status: 'not_received', hasProof: true });
    const row = await t.db
      .selectFrom('cashier_withdrawal_proofs')
      .select(['blob_key', 'bytes'])
      .where('withdrawal_id', '=', Number(w.id))
      .executeTakeFirstOrThrow();
    const key = row.blob_key ?? '';
    expect(row.bytes).toBeNull();
    expect(await objectsUnder(`blobs/${key}`)).toHaveLength(1);
    expect(await t.db.selectFrom('blobs').select('key').where('key', '=', key).execute()).toEqual([]);
    const proof = await t.call({
      method: 'GET',
      url: `/api/cashier/withdrawals/${w.id}/proof`,
      token: m.token,
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers).toMatchObject({ 'content-type': 'image/jpeg', etag: `"${key}"` });
    expect(blobKey(proof.rawPayload)).toBe(key);
  });
});
