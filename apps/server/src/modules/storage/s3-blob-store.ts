// STORAGE=s3: blobs as objects `blobs/<key>` of an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…),
// shared by every instance that has the bucket's credentials (decision 066). A key names its content,
// so writing a key twice writes the same bytes: a HEAD first only saves the second upload.
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { TConfig } from '@/config.ts';
import type { TBlobAdapter } from './blob-store.ts';

export type TS3Config = Pick<
  TConfig,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

// a HEAD has no body: a 404 is all it says (a missing bucket then shows when the PUT fails); a GET
// says which thing is missing, and only a missing key is a missing blob (NoSuchBucket stays an error)
const headNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
const noSuchKey = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

export function s3BlobAdapter(config: TS3Config): TBlobAdapter {
  const bucket = config.S3_BUCKET;
  if (!bucket) {
    throw new Error('STORAGE=s3 needs S3_BUCKET');
  }
  const options: S3ClientConfig = {
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    // checksums only where the API demands them: many S3-compatible servers refuse or mis-sign the
    // SDK's default CRC32 trailers, and a blob's key already is the sha256 of its bytes
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  };
  const client = new S3Client(options);
  const objectKey = (key: string) => `blobs/${key}`;
  const exists = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return true;
    } catch (error) {
      if (headNotFound(error)) {
        return false;
      }
      throw error;
    }
  };
  return {
    kind: 's3',
    exists,
    write: async (key, bytes, contentType) => {
      if (await exists(key)) {
        return;
      }
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    read: async (key) => {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        const bytes = Buffer.from((await res.Body?.transformToByteArray()) ?? new Uint8Array());
        return { bytes, contentType: res.ContentType ?? 'application/octet-stream', size: bytes.length };
      } catch (error) {
        if (noSuchKey(error)) {
          return null;
        }
        throw error;
      }
    },
    close: async () => {
      client.destroy();
    },
  };
}
