import { describe, expect, it } from 'vitest';
import { requestStrategy, type TRequestFacts } from './request-strategy';

const ORIGIN = 'https://pavilion.test';
const SHELL = new Set(['/', '/manifest.webmanifest', '/icons/icon-192.png']);

function strategy(facts: Partial<TRequestFacts> & { url: string }) {
  const request = { method: 'GET', mode: 'cors', accept: '*/*', ...facts, url: `${ORIGIN}${facts.url}` };
  return requestStrategy(request, ORIGIN, SHELL);
}

describe('the service worker’s request strategy', () => {
  it('never answers the API, its event streams, the console or the worker script itself', () => {
    for (const url of [
      '/api/site/permission',
      '/api',
      '/api/bingo/rooms/turbo/stream',
      '/console',
      '/console/members',
    ]) {
      expect([url, strategy({ url })]).toEqual([url, 'network']);
      expect([url, strategy({ url, mode: 'navigate' })]).toEqual([url, 'network']);
    }
    expect(strategy({ url: '/service-worker.js' })).toBe('network');
    expect(strategy({ url: '/live/stream', accept: 'text/event-stream' })).toBe('network');
  });

  it('never answers a write, nor another origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      expect(strategy({ url: '/assets/index-abc.js', method })).toBe('network');
    }
    const cdn = { method: 'GET', url: 'https://cdn.test/assets/x.js', mode: 'cors', accept: null };
    expect(requestStrategy(cdn, ORIGIN, SHELL)).toBe('network');
  });

  it('answers pages network first, hashed assets cache first, and the shell’s own files', () => {
    expect(strategy({ url: '/download', mode: 'navigate' })).toBe('page');
    expect(strategy({ url: '/no-such-page?x=1', mode: 'navigate' })).toBe('page');
    expect(strategy({ url: '/assets/index-abc.js' })).toBe('asset');
    expect(strategy({ url: '/manifest.webmanifest' })).toBe('shell');
    expect(strategy({ url: '/icons/icon-192.png' })).toBe('shell');
  });

  it('leaves other files of the site, and the shell’s files with a query, to the network', () => {
    expect(strategy({ url: '/uploads/banner.png' })).toBe('network');
    expect(strategy({ url: '/apiary' })).toBe('network');
    expect(strategy({ url: '/consoles.png' })).toBe('network');
    expect(strategy({ url: '/manifest.webmanifest?v=2' })).toBe('network');
  });
});
