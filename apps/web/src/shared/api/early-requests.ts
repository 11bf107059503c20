// Requests with a head start: src/early.ts (a tiny entry that runs before the application code has
// downloaded) starts the GETs the first page will make; api() adopts a started request with the
// same address and session token instead of sending it again. Each is adopted once; one nobody
// adopts within UNADOPTED_MS is dropped and its answer discarded (an unread answer holds a connection).
type TQuery = Record<string, string | number | boolean | undefined>;
/** An API GET as a path and its query. */
export type TApiRequest = { path: string; query?: TQuery };
type TStarted = { token: string | null; response: Promise<Response> };

const started = new Map<string, TStarted>();

/** How long a head start waits for api() before it is dropped. */
export const UNADOPTED_MS = 10_000;

/** The address of an API path with its query (empty and undefined values left out). */
export function apiUrl(path: string, query: TQuery = {}): URL {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') {
      url.searchParams.set(key, String(value));
    }
  }
  return url;
}

/** The request headers of api(): JSON, and the session token when there is one. */
export function requestHeaders(token: string | null): Record<string, string> {
  return token
    ? { accept: 'application/json', authorization: `Bearer ${token}` }
    : { accept: 'application/json' };
}

/** Starts a GET now; its response is kept for api() to adopt. */
export function startEarly({ path, query }: TApiRequest, token: string | null): Promise<Response> {
  const url = apiUrl(path, query).href;
  const response = fetch(url, { headers: requestHeaders(token) });
  response.catch(() => started.delete(url)); // a failed head start is sent again by api()
  const entry = { token, response };
  started.set(url, entry);
  setTimeout(() => {
    if (started.get(url) === entry) {
      started.delete(url);
      void response.then((res) => res.body?.cancel()).catch(() => undefined);
    }
  }, UNADOPTED_MS);
  return response;
}

/** The started GET of this address and token, once; undefined if there is none. */
export function adoptEarly(url: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early || early.token !== token) {
    return undefined;
  }
  started.delete(url);
  return early.response;
}
