// The one HTTP client: JSON in and out, Bearer token from the session store, errors turned
// into ApiError carrying the server's catalogue code.
import type { TErrorReply } from '@pavilion/contracts/errors';
import { getToken } from '@/shared/session/session-store';
import { deviceHeader } from './device-id';
import { adoptEarly, apiUrl, requestHeaders } from './early-requests';

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;
  readonly captchaRequired: boolean | undefined;
  /** extra detail some codes carry (e.g. GAME_MAINTENANCE's recommended games) */
  readonly data: unknown;

  constructor(status: number, body: TErrorReply['error']) {
    super(body.message);
    this.code = body.code;
    this.status = status;
    this.fields = body.fields ?? {};
    this.retryAfterSeconds = body.retryAfterSeconds;
    this.captchaRequired = body.captchaRequired;
    this.data = (body as { data?: unknown }).data;
  }
}

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
};

export async function api<T>(path: string, opts: TRequestOptions = {}): Promise<T> {
  const url = apiUrl(path, opts.query);
  const token = getToken();
  const headers = requestHeaders(token);
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const method = opts.method ?? 'GET';
  if (method !== 'GET') {
    Object.assign(headers, deviceHeader());
  }
  let res: Response;
  try {
    const early = method === 'GET' && opts.body === undefined ? adoptEarly(url.href, token) : undefined;
    res = await (early ??
      fetch(url, { method, headers, body: opts.body === undefined ? null : JSON.stringify(opts.body) }));
  } catch {
    throw new ApiError(0, { code: 'NETWORK', message: 'Network link is abnormal, please try again' });
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const body = (data as TErrorReply | undefined)?.error ?? {
      code: 'UNKNOWN_ERROR',
      message: 'Unknown error',
    };
    throw new ApiError(res.status, body);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
