// The server answers a page path the router does not declare with 404 (packages/contracts
// web-pages.ts): the router's paths and that list must be the same set.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isWebPagePath, WEB_PAGE_PATHS } from '@pavilion/contracts/web-pages';
import { router } from './router';

function routePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths(r.children ?? [])]);
}

describe('the web pages the server knows', () => {
  it('are exactly the router’s paths', () => {
    const declared = routePaths(router.routes).filter((p) => p !== '*');
    expect([...declared].sort()).toEqual([...WEB_PAGE_PATHS].sort());
  });

  it('match pages with their parameters, case-insensitively, and nothing else', () => {
    for (const page of ['/', '/live', '/live/t1', '/bingo/turbo/', '/pointmall', '/sports', '/agentHome']) {
      expect(isWebPagePath(page), page).toBe(true);
    }
    for (const other of ['/nope', '/live/t1/x', '/member/extra', '/bingo//x', '/index.htm', '/api']) {
      expect(isWebPagePath(other), other).toBe(false);
    }
  });
});
