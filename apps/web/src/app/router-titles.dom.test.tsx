// Every page of the router has a document title (document-title.tsx) written in each language.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '@/features/shell/locales/en.json';
import km from '@/features/shell/locales/km.json';
import zh from '@/features/shell/locales/zh.json';
import { routeTitleKey } from './document-title';
import { router } from './router';

function lookup(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
}

function routes(list: readonly RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [r, ...routes(r.children ?? [])]);
}

describe('every page of the router', () => {
  it('has a title written in each language, the not-found page included', () => {
    const pages = routes(router.routes).filter((r) => r.path);
    expect(pages.map((p) => p.path)).toContain('*');
    for (const page of pages) {
      const key = routeTitleKey([{ handle: page.handle as unknown }]);
      expect(key, page.path).toBeDefined();
      for (const [lng, bundle] of Object.entries({ en, zh, km })) {
        expect(typeof lookup(bundle, key!), `${lng} ${page.path} ${key}`).toBe('string');
      }
    }
  });
});
