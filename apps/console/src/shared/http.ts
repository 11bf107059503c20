// The console's HTTP client: JSON in and out, the operator's Bearer token, errors as ApiError with
// the server's catalogue code. A 401 ends the session (idle or absolute expiry, sign-out elsewhere).
import type { TErrorReply } from '@pavilion/contracts/errors';
import { getToken, setToken } from './session';

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(status: number, body: TErrorReply['error']) {
    super(body.message);
    this.code = body.code;
    this.status = status;
  }
}

type TRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
};

export async function api<T>(path: string, opts: TRequest = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== '') {
      url.searchParams.set(k, String(v));
    }
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) {
    headers.authorization = `Bearer ${token}`;
  }
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? null : JSON.stringify(opts.body),
    });
  } catch {
    throw new ApiError(0, { code: 'NETWORK', message: 'Network error' });
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    if (res.status === 401 && token && !path.startsWith('/api/admin/login')) {
      setToken(null);
    }
    const body = (data as TErrorReply | undefined)?.error ?? {
      code: 'UNKNOWN_ERROR',
      message: 'Unknown error',
    };
    throw new ApiError(res.status, body);
  }
  return data as T;
}
