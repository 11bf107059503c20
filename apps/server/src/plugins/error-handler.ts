// Turns every thrown error into {error:{code,message,fields?}}. Bad input never becomes a 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, type TErrorCode } from '@pavilion/contracts/errors';
import { AppError } from '@/shared/app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from './database-unavailable.ts';
import { isNulDatabaseError } from './nul-guard.ts';

const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'MALFORMED_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

function reply(code: TErrorCode, extra: Record<string, unknown> = {}, message?: string) {
  return { error: { code, message: message ?? ERROR_CATALOGUE[code].message, ...extra } };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, res) => {
    if (error instanceof AppError) {
      const { fields, retryAfterSeconds, captchaRequired, data } = error.details;
      if (retryAfterSeconds) {
        void res.header('retry-after', String(retryAfterSeconds));
      }
      return res.status(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(fields ? { fields } : {}),
          ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
          ...(captchaRequired !== undefined ? { captchaRequired } : {}),
          ...(data ? { data } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[key || '_'] = issue.message ?? 'invalid';
      }
      return res.status(400).send(reply('VALIDATION_FAILED', { fields }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return res.status(500).send(reply('UNKNOWN_ERROR'));
    }
    if (isNulDatabaseError(error)) {
      return res.status(400).send(reply('VALIDATION_FAILED', {}, 'Text may not contain the NUL character'));
    }
    if (error.statusCode === 429) {
      return res.status(429).send(reply('RATE_LIMITED'));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      return res.status(ERROR_CATALOGUE[mapped].status).send(reply(mapped));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return res.status(error.statusCode).send(reply('MALFORMED_REQUEST'));
    }
    if (isDatabaseUnavailableError(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return res
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(reply('SERVICE_UNAVAILABLE', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return res.status(500).send(reply('UNKNOWN_ERROR'));
  });

  app.setNotFoundHandler((request, res) => {
    return res
      .status(404)
      .send(reply('NOT_FOUND', {}, `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
