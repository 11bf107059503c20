// Sends a stored blob as an HTTP reply: its type and length, a private cache of an hour, and the key
// as ETag (a key names its content, so a match means the browser's copy is this very blob): a
// request with a matching If-None-Match is answered 304 without the bytes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TBlob } from './blob-store.ts';

export const BLOB_CACHE_SECONDS = 3600;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) {
    return false;
  }
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  blob: TBlob & { key: string },
): FastifyReply {
  const etag = `"${blob.key}"`;
  void reply.header('etag', etag).header('cache-control', `private, max-age=${BLOB_CACHE_SECONDS}`);
  if (matches(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  return reply.type(blob.contentType).header('content-length', blob.size).send(blob.bytes);
}
