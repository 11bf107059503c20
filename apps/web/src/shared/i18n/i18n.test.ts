// The lazy translation loader finds every bundle on disk: each feature's locales/{lang}.json (and
// the common bundle) is reachable through bundlePath for each supported language.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlePath, STARTUP_NAMESPACES } from './i18n';
import { SUPPORTED_I18N } from './languages';

const here = import.meta.dirname;
const features = path.resolve(here, '../../features');
const namespaces = [
  'common',
  ...readdirSync(features).filter((f) => existsSync(path.join(features, f, 'locales', 'en.json'))),
];

describe('lazy translation bundles', () => {
  it('covers the start-up namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining([...STARTUP_NAMESPACES]));
  });
  for (const ns of namespaces) {
    for (const lng of SUPPORTED_I18N) {
      it(`${ns} ${lng} resolves to its file`, () => {
        expect(existsSync(path.resolve(here, bundlePath(lng, ns)))).toBe(true);
      });
    }
  }
});
