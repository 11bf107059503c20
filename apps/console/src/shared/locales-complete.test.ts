// Every console text exists in every language: the zh and km bundles have exactly the en keys.
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import km from '@/locales/km.json';
import zh from '@/locales/zh.json';

function keys(bundle: Record<string, Record<string, string>>): string[] {
  return Object.entries(bundle)
    .flatMap(([group, texts]) => Object.keys(texts).map((k) => `${group}.${k}`))
    .sort();
}

describe('console locales', () => {
  it.each([
    ['zh', zh],
    ['km', km],
  ])('%s has every English key and no other', (_lng, bundle) => {
    expect(keys(bundle)).toEqual(keys(en));
  });

  it('has no empty text', () => {
    for (const bundle of [en, zh, km]) {
      for (const texts of Object.values(bundle)) {
        expect(Object.values(texts).filter((t) => !t.trim())).toEqual([]);
      }
    }
  });
});
