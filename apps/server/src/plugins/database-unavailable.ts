// A database that cannot be reached (down, restarting, refusing connections, pool exhausted) is
// not a bug of the request: the API answers 503 SERVICE_UNAVAILABLE with Retry-After, so that a
// client knows it may retry, instead of 500 UNKNOWN_ERROR.

/** Node socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/** PostgreSQL SQLSTATEs of a server that is going away or not accepting connections. */
const PG_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'client has encountered a connection error',
  'cannot use a pool after calling end',
  'pglite is closed',
  // Kysely's handle after destroy() (a drain in progress, a replica taken out)
  'driver has already been destroyed',
  'is not currently accepting connections',
];

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) {
    return false;
  }
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || PG_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  ) {
    return true;
  }
  if (typeof message === 'string') {
    const lower = message.toLowerCase();
    if (MESSAGES.some((m) => lower.includes(m))) {
      return true;
    }
  }
  // AggregateError (ECONNREFUSED on ::1 and 127.0.0.1) and wrapped errors
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailableError(e, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailableError(cause, depth + 1);
}
