// A fake of the server for interaction tests: fetch answers from a table of handlers keyed by
// "METHOD /api/path" (query left out); each call is recorded. Unknown routes answer 404.
import { vi } from 'vitest';

export type TFakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type THandler = (call: TFakeCall) => { status?: number; body: unknown } | unknown;

export function fakeApi(routes: Record<string, THandler>) {
  const calls: TFakeCall[] = [];
  const fetchMock = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), {
        status: 404,
      });
    }
    const answer = handler(call);
    const reply =
      typeof answer === 'object' && answer !== null && 'body' in answer
        ? (answer as { status?: number; body: unknown })
        : { body: answer };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length };
}
