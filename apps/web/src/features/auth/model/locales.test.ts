// The auth bundles translate every pattern of spec §5 and every catalogue error the forms may show.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@pavilion/contracts/errors';
import { PATTERN_IDS } from '@pavilion/contracts/patterns';

type TBundle = { pattern: Record<string, string>; errors: Record<string, string> };
const load = (lang: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../locales', `${lang}.json`), 'utf8')) as TBundle;
/** Catalogue codes the identity screens never show (games, money). */
const NOT_SHOWN = new Set([
  'GAME_MAINTENANCE',
  'VERTICAL_NOT_OPEN',
  'DUPLICATE_TRANSACTION',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  'UNKNOWN_VENDOR',
  'PLAYER_NOT_FOUND',
  'BET_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'BET_ROLLED_BACK',
  'ROUND_CLOSED',
  'ROUND_NOT_FOUND',
  'ROUND_IN_PROGRESS',
  'INVALID_BET',
  // player protection: the engagement bundles translate them
  'DEPOSIT_LIMIT_EXCEEDED',
  'SELF_EXCLUDED',
  // cashier codes: the member-centre bundles translate them
  'FUND_PASSWORD_REQUIRED',
  'FUND_PASSWORD_WRONG',
  'BANK_CARD_REQUIRED',
  'BANK_CARD_EXISTS',
  'PAYEE_NAME_FIXED',
  'AMOUNT_OUT_OF_RANGE',
  'WITHDRAWAL_STATE',
  'DEPOSIT_STATE',
  'CALLBACK_INVALID',
  'NOT_YOUR_UPLINE',
  'PROOF_INVALID',
]);

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
  it('has a message for every catalogue error it may show', () => {
    for (const code of ERROR_CODES.filter((c) => !NOT_SHOWN.has(c))) {
      expect(bundle.errors[code], code).toBeTruthy();
    }
  });
});
