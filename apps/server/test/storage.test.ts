// [STORAGE] Uploads in the shared blob store (decision 066), on PGlite and on PostgreSQL: a round trip
// of small and multi-chunk blobs, the same content stored once under one key, the size cap answered
// 413 UPLOAD_TOO_LARGE through the real upload routes, a withdrawal proof and an activity image
// uploaded and fetched back (ETag = key, 304 on If-None-Match), rows from before the store still
// served, and a second app instance on the same database seeing the first one's uploads.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWithdrawalRecordSchema } from '@pavilion/contracts/cashier';
import { buildApp } from '@/app.ts';
import { createDb, type TDb } from '@/db/database.ts';
import { BLOB_CHUNK_BYTES } from '@/modules/storage/blobs.repo.ts';
import { blobKey } from '@/modules/storage/blob-store.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  JPEG_WITH_GPS,
  memberWithSession,
  PNG_BYTES,
  readyMember,
  reviewWithdrawal,
  withdraw,
} from './cashier-fixtures.ts';

let t: TTestApp;
let admin: string;
let uploads: string;
/** a second instance on the same database (its own pool on PostgreSQL) */
let b: { app: FastifyInstance; db: TDb };
/** an instance whose blob store takes at most 100 bytes */
let small: FastifyInstance;
let applicationPromo: number;

const callOn = (app: FastifyInstance, { token, ...opts }: InjectOptions & { token?: string }) =>
  app.inject({
    ...opts,
    headers: {
      ...(opts.headers ?? {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': '10.9.8.7',
    },
  });

/** deterministic bytes that do not repeat (sha256 chain) */
function bytesOf(size: number, seed: string): Buffer {
  const out = Buffer.alloc(size);
  let block = createHash('sha256').update(seed).digest();
  for (let at = 0; at < size; at += block.length) {
    block.copy(out, at);
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

function multipart(parts: { name: string; value: Buffer | string; filename?: string; type?: string }[]) {
  const boundary = `----pavilion-storage${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const jpegPart = { name: 'images', value: JPEG_WITH_GPS, filename: 'a.jpg', type: 'image/jpeg' };
const apply = (app: FastifyInstance, token: string, parts: Parameters<typeof multipart>[0]) =>
  callOn(app, {
    method: 'POST',
    url: `/api/promotions/${applicationPromo}/applications`,
    token,
    ...multipart(parts),
  });

/** an approved withdrawal of a fresh member, ready for the member's confirmation */
async function approvedWithdrawal() {
  const m = await readyMember(t, 50_000);
  const w = ZWithdrawalRecordSchema.parse((await withdraw(t, m, 10_000)).json());
  expect((await reviewWithdrawal(t, admin, w.id, 'approve')).statusCode).toBe(200);
  return { m, id: w.id };
}
const confirmNotReceived = (app: FastifyInstance, token: string, id: string, proof: Buffer, mime: string) =>
  callOn(app, {
    method: 'POST',
    url: `/api/cashier/withdrawals/${id}/confirm`,
    token,
    payload: { action: 'not_received', proofImage: `data:${mime};base64,${proof.toString('base64')}` },
  });

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'pavilion-storage-'));
  t = await startTestApp({ UPLOADS_DIR: uploads });
  admin = await t.adminToken();
  const dbB = t.databaseUrl ? await createDb({ kind: 'postgres', url: t.databaseUrl, poolSize: 2 }) : t.db;
  b = { app: await buildApp({ config: t.config, db: dbB }), db: dbB };
  small = await buildApp({ config: { ...t.config, BLOB_MAX_BYTES: 100 }, db: t.db });
  await Promise.all([b.app.ready(), small.ready()]);
  const res = await t.call({
    method: 'POST',
    url: '/api/admin/promotions',
    token: admin,
    payload: {
      title: 'Storage application',
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      rules: { kind: 'application', reward: 1_000, turnoverMultiplier: 1 },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  applicationPromo = (res.json() as { id: number }).id;
});
afterAll(async () => {
  await small.close();
  await b.app.close();
  if (b.db !== t.db) {
    await b.db.destroy();
  }
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

const blobRows = (key: string) =>
  t.db.selectFrom('blobs').select(['key', 'size', 'content_type']).where('key', '=', key).execute();
const chunkCount = async (key: string) =>
  Number(
    (
      await t.db
        .selectFrom('blob_chunks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('[STORAGE] the database blob store', () => {
  it('is the default store and round-trips a small blob', async () => {
    expect(t.app.storage.kind).toBe('postgres');
    const bytes = Buffer.from('hello, shared storage');
    const key = await t.app.storage.put(bytes, 'text/plain');
    expect(key).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await t.app.storage.get(key)).toEqual({ bytes, contentType: 'text/plain', size: bytes.length });
    expect(await t.app.storage.has(key)).toBe(true);
    expect(await t.app.storage.has(blobKey(Buffer.from('never stored')))).toBe(false);
    expect(await t.app.storage.get(blobKey(Buffer.from('never stored')))).toBeNull();
    expect(await t.app.storage.get('../../etc/passwd')).toBeNull();
  });

  it('splits a large blob into 256 KiB chunks and puts it back together', async () => {
    const bytes = bytesOf(2 * BLOB_CHUNK_BYTES + 12_345, 'large');
    const key = await t.app.storage.put(bytes, 'application/octet-stream');
    expect(await chunkCount(key)).toBe(3);
    const got = await t.app.storage.get(key);
    expect(got?.size).toBe(bytes.length);
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('stores the same content once: same key, one row, the same chunks', async () => {
    const bytes = bytesOf(BLOB_CHUNK_BYTES + 1, 'twice');
    const [k1, k2] = await Promise.all([
      t.app.storage.put(bytes, 'image/png'),
      b.app.storage.put(bytes, 'image/png'),
    ]);
    const k3 = await t.app.storage.put(Buffer.from(bytes), 'image/png');
    expect(new Set([k1, k2, k3]).size).toBe(1);
    expect(await blobRows(k1)).toEqual([{ key: k1, size: bytes.length, content_type: 'image/png' }]);
    expect(await chunkCount(k1)).toBe(2);
  });

  it('takes a blob of exactly BLOB_MAX_BYTES and refuses one byte more with 413 UPLOAD_TOO_LARGE', async () => {
    await expect(small.storage.put(bytesOf(100, 'cap'), 'application/octet-stream')).resolves.toMatch(
      /^[0-9a-f]{64}$/,
    );
    await expect(small.storage.put(bytesOf(101, 'cap'), 'application/octet-stream')).rejects.toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      status: 413,
    });
  });
});

describe('[STORAGE] upload routes', () => {
  it('a withdrawal proof over the cap is answered 413 UPLOAD_TOO_LARGE and the withdrawal stays approved', async () => {
    const { m, id } = await approvedWithdrawal();
    const res = await confirmNotReceived(small, m.token, id, JPEG_WITH_GPS, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(413);
    expect(errorCode(res)).toBe('UPLOAD_TOO_LARGE');
    const row = await t.db
      .selectFrom('cashier_withdrawals')
      .select('status')
      .where('id', '=', Number(id))
      .executeTakeFirst();
    expect(row?.status).toBe('approved');
  });

  it('an activity image over the cap is answered 413 UPLOAD_TOO_LARGE and no application is made', async () => {
    const m = await memberWithSession(t);
    const res = await apply(small, m.token, [{ name: 'remark', value: 'too big' }, jpegPart]);
    expect(res.statusCode, res.body).toBe(413);
    expect(errorCode(res)).toBe('UPLOAD_TOO_LARGE');
    const mine = await t.call({ method: 'GET', url: '/api/promotions/applications', token: m.token });
    expect((mine.json() as { applications: unknown[] }).applications).toEqual([]);
  });

  it('a withdrawal proof uploaded on one instance is served by the other, with ETag and 304', async () => {
    const { m, id } = await approvedWithdrawal();
    const res = await confirmNotReceived(t.app, m.token, id, JPEG_WITH_GPS, 'image/jpeg');
    expect(res.json()).toMatchObject({ status: 'not_received', hasProof: true });
    const row = await t.db
      .selectFrom('cashier_withdrawal_proofs')
      .select(['blob_key', 'bytes', 'size'])
      .where('withdrawal_id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.bytes).toBeNull();
    expect(row.blob_key).toMatch(/^[0-9a-f]{64}$/);

    const mine = await callOn(b.app, {
      method: 'GET',
      url: `/api/cashier/withdrawals/${id}/proof`,
      token: m.token,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(row.size),
      etag: `"${row.blob_key}"`,
      'cache-control': expect.stringMatching(/^private, max-age=\d+$/),
    });
    expect(blobKey(mine.rawPayload)).toBe(row.blob_key);
    expect(await sharp(mine.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 30, height: 20 });

    const again = await callOn(b.app, {
      method: 'GET',
      url: `/api/cashier/withdrawals/${id}/proof`,
      token: m.token,
      headers: { 'if-none-match': `"${row.blob_key}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const theirs = await callOn(b.app, {
      method: 'GET',
      url: `/api/admin/cashier/withdrawals/${id}/proof`,
      token: admin,
    });
    expect(blobKey(theirs.rawPayload)).toBe(row.blob_key);
    const stranger = await memberWithSession(t);
    const refused = await callOn(b.app, {
      method: 'GET',
      url: `/api/cashier/withdrawals/${id}/proof`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('an activity image uploaded on the second instance is served by the first', async () => {
    const m = await memberWithSession(t);
    const res = await apply(b.app, m.token, [{ name: 'remark', value: 'two instances' }, jpegPart]);
    expect(res.statusCode, res.body).toBe(200);
    const application = res.json() as { id: number; images: number };
    expect(application.images).toBe(1);
    const row = await t.db
      .selectFrom('activity_application_images')
      .select(['blob_key', 'file_name', 'size_bytes'])
      .where('application_id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(row.file_name).toBeNull();
    expect(await t.app.storage.has(row.blob_key ?? '')).toBe(true);
    const image = await t.call({
      method: 'GET',
      url: `/api/admin/promotions/applications/${application.id}/images/1`,
      token: admin,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/jpeg', etag: `"${row.blob_key}"` });
    expect(image.rawPayload.length).toBe(row.size_bytes);
    expect(image.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
  });
});

describe('[STORAGE] rows from before the blob store', () => {
  it('a proof kept as bytea in its row is still served', async () => {
    const { m, id } = await approvedWithdrawal();
    await confirmNotReceived(t.app, m.token, id, PNG_BYTES, 'image/png');
    const legacy = Buffer.from(PNG_BYTES);
    await t.db
      .updateTable('cashier_withdrawal_proofs')
      .set({ bytes: legacy, blob_key: null, size: legacy.length })
      .where('withdrawal_id', '=', Number(id))
      .execute();
    const res = await t.call({ method: 'GET', url: `/api/cashier/withdrawals/${id}/proof`, token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(legacy)).toBe(true);
    expect(res.headers.etag).toBe(`"${blobKey(legacy)}"`);
  });

  it('an activity image kept as a file under UPLOADS_DIR/activity is still served', async () => {
    const m = await memberWithSession(t);
    const res = await apply(t.app, m.token, [jpegPart]);
    const application = res.json() as { id: number };
    const legacy = Buffer.from(JPEG_WITH_GPS);
    await mkdir(path.join(uploads, 'activity'), { recursive: true });
    await writeFile(path.join(uploads, 'activity', 'legacy-image.jpg'), legacy);
    await t.db
      .updateTable('activity_application_images')
      .set({ blob_key: null, file_name: 'legacy-image.jpg' })
      .where('application_id', '=', application.id)
      .execute();
    const image = await t.call({
      method: 'GET',
      url: `/api/admin/promotions/applications/${application.id}/images/1`,
      token: admin,
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(legacy)).toBe(true);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });
});
