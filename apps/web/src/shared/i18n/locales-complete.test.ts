// Fails when a key of an English bundle is missing from the Chinese or Khmer bundle.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const bundleDirs = [
  path.join(src, 'shared/i18n/locales'),
  path.join(src, 'shared/errors/locales'),
  ...readdirSync(path.join(src, 'features')).map((f) => path.join(src, 'features', f, 'locales')),
].filter((d) => existsSync(path.join(d, 'en.json')));

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) {
    return [prefix];
  }
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  for (const dir of bundleDirs) {
    const en = keys(JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8')));
    for (const lang of ['zh', 'km']) {
      it(`${path.relative(src, dir)} ${lang} has every English key`, () => {
        const file = path.join(dir, `${lang}.json`);
        expect(existsSync(file), `${file} missing`).toBe(true);
        const other = new Set(keys(JSON.parse(readFileSync(file, 'utf8'))));
        expect(en.filter((k) => !other.has(k))).toEqual([]);
      });
    }
  }
});
