// One set of error texts: every code of the contracts' catalogue reads in English, Chinese and
// Khmer from shared/errors/locales, and no feature bundle translates a catalogue code again.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@pavilion/contracts/errors';
import { ApiError } from '@/shared/api/http';
import { formatDateTime } from '@/shared/format/date-time';
import { codeText, errorText, TEXT_CODES, type TErrorTranslate } from './error-text';

const src = path.resolve(import.meta.dirname, '../..');
type TBundle = {
  code: Record<string, string>;
  retryAfter: string;
  time: { seconds: string; minutes: string };
};

function bundle(lang: string): TBundle {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'locales', `${lang}.json`), 'utf8'),
  ) as TBundle;
}

/** A t over one bundle, enough to check the mapping (i18next's own interpolation is not under test). */
function translator(b: TBundle): TErrorTranslate {
  return (key, options = {}) => {
    const [, dotted = ''] = key.split(':');
    const found = dotted
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], b);
    const text = typeof found === 'string' ? found : String(options.defaultValue ?? key);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}

describe('error texts', () => {
  it('a database outage (503 SERVICE_UNAVAILABLE) tells the reader to try again', () => {
    expect(codeText(translator(bundle('en')), 'SERVICE_UNAVAILABLE')).toMatch(/try again/i);
    for (const lang of ['zh', 'km']) {
      const text = codeText(translator(bundle(lang)), 'SERVICE_UNAVAILABLE');
      expect(text).not.toBe(bundle(lang).code.UNKNOWN_ERROR);
      expect(text.trim()).not.toBe('');
    }
  });
  for (const lang of ['en', 'zh', 'km']) {
    it(`${lang} has a text for every code of the catalogue`, () => {
      const codes = bundle(lang).code;
      expect(ERROR_CODES.filter((code) => !codes[code]?.trim())).toEqual([]);
    });
  }

  it('has no text for a code that is neither in the catalogue nor a known extra', () => {
    expect(Object.keys(bundle('en').code).filter((code) => !TEXT_CODES.has(code))).toEqual([]);
  });

  it('no feature bundle translates a catalogue code again', () => {
    const catalogue = new Set<string>(ERROR_CODES);
    const features = readdirSync(path.join(src, 'features'));
    const duplicates = features.flatMap((feature) =>
      ['en', 'zh', 'km'].flatMap((lang) => {
        const file = path.join(src, 'features', feature, 'locales', `${lang}.json`);
        if (!existsSync(file)) {
          return [];
        }
        const json = readFileSync(file, 'utf8');
        const keys = [...json.matchAll(/"([^"]+)"\s*:/g)].map((m) => m[1] ?? '');
        return keys.filter((k) => catalogue.has(k)).map((k) => `${feature}/${lang}: ${k}`);
      }),
    );
    expect(duplicates).toEqual([]);
  });

  it('maps a failed call to its code text, the wait for a lockout, and anything else to UNKNOWN_ERROR', () => {
    const t = translator(bundle('en'));
    expect(errorText(t, new ApiError(402, { code: 'INSUFFICIENT_FUNDS', message: '' }))).toBe(
      'Insufficient balance',
    );
    expect(
      errorText(t, new ApiError(423, { code: 'ACCOUNT_LOCKED', message: '', retryAfterSeconds: 120 })),
    ).toContain('2 min');
    expect(errorText(t, new Error('boom'))).toBe(bundle('en').code.UNKNOWN_ERROR);
    expect(codeText(t, 'NO_SUCH_CODE')).toBe(bundle('en').code.UNKNOWN_ERROR);
  });

  it("names a time-out's or self-exclusion's end, or says it is for good, in every language", () => {
    const until = '2027-06-01T08:30:00.000Z';
    // a bet's refusal names only the end; the login's also says whether it is for good
    const bet = new ApiError(403, { code: 'SELF_EXCLUDED', message: '', data: { until } } as never);
    const forGood = new ApiError(403, {
      code: 'SELF_EXCLUDED',
      message: '',
      data: { until: '9999-12-31T00:00:00.000Z', permanent: true },
    } as never);
    for (const lang of ['en', 'zh', 'km']) {
      const t = translator(bundle(lang));
      expect(errorText(t, bet)).toContain(formatDateTime(until));
      expect(errorText(t, forGood)).not.toContain('9999');
      expect(errorText(t, forGood)).not.toBe(errorText(t, bet));
    }
    expect(errorText(translator(bundle('en')), forGood)).toMatch(/permanently/);
  });
});
