// Request bodies read to the route's limit. A body over the limit is read on and thrown away (up
// to DRAIN_LIMIT_BYTES) before the 413 goes out: answering while the client is still sending makes
// the socket close with unread data, which the client sees as a reset instead of the answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { AppError } from '@/shared/app-error.ts';

/** Past this many bytes an oversized body is not drained any more: the connection is dropped. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

type TDone = (err: Error | null, body?: unknown) => void;

/** Reads the whole payload as a Buffer, or fails with PAYLOAD_TOO_LARGE once all of it has arrived. */
export function readBoundedBody(request: FastifyRequest, payload: IncomingMessage, done: TDone): void {
  const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024;
  const declared = Number(request.headers['content-length']);
  if (declared > DRAIN_LIMIT_BYTES) {
    done(new AppError('PAYLOAD_TOO_LARGE'));
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  let settled = false;
  const finish = (err: Error | null, body?: unknown) => {
    if (settled) {
      return;
    }
    settled = true;
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onError);
    done(err, body);
  };
  const onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received > DRAIN_LIMIT_BYTES) {
      finish(new AppError('PAYLOAD_TOO_LARGE'));
      payload.destroy();
      return;
    }
    if (received <= limit) {
      chunks.push(bytes);
    }
  };
  const onEnd = () => {
    if (received > limit) {
      finish(new AppError('PAYLOAD_TOO_LARGE'));
    } else if (!Number.isNaN(declared) && declared !== received) {
      finish(new AppError('MALFORMED_REQUEST'));
    } else {
      finish(null, Buffer.concat(chunks, received));
    }
  };
  const onError = () => finish(new AppError('MALFORMED_REQUEST'));
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onError);
  payload.resume();
}

/**
 * JSON bodies for every route: read with readBoundedBody, an empty body is no body (a DELETE or a
 * body-less POST sent with Content-Type: application/json), anything else goes through Fastify's
 * own parser (prototype-poisoning protection included).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readBoundedBody(request, payload, (err, body) => {
      if (err) {
        done(err);
        return;
      }
      const text = (body as Buffer).toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    });
  });
}
