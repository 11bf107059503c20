// The auth bundles translate every pattern of spec §5 (error texts: shared/errors, tested there).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATTERN_IDS } from '@pavilion/contracts/patterns';

type TBundle = { pattern: Record<string, string> };
const load = (lang: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../locales', `${lang}.json`), 'utf8')) as TBundle;
describe.each(['en', 'zh', 'km'])('auth bundle %s', (lang) => {
  const bundle = load(lang);
  it('has a message for every pattern, with its range phrase last', () => {
    for (const id of PATTERN_IDS) {
      const text = bundle.pattern[id];
      expect(text, id).toBeTruthy();
      if (id !== 'DATE') {
        expect(text, id).toMatch(/\{\{min\}\} - \{\{max\}\}[^,，]*$/u);
      }
    }
  });
});
