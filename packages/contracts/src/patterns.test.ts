import { describe, expect, it } from 'vitest';
import { checkPattern, formatPatternMessage, PATTERN_IDS, PATTERNS, type TPatternId } from './patterns.ts';

/** One value each pattern accepts and one it refuses. */
const SAMPLES: Record<TPatternId, { ok: string; bad: string | null }> = {
  // ANY refuses nothing: emptiness is the required-field rule's business
  ANY: { ok: 'anything 任何 !', bad: null },
  LETTER_THEN_ALNUM: { ok: 'player01', bad: '1player' },
  LETTERS_CJK: { ok: 'Li明', bad: 'Li 1' },
  CJK_DIGITS: { ok: '明123', bad: 'abc' },
  EMAIL: { ok: 'a@example.com', bad: 'a@b' },
  ALNUM_NO_CJK: { ok: 'abc123', bad: 'abc明' },
  ALNUM_COMBINED: { ok: 'abc123', bad: 'abcdef' },
  DIGITS: { ok: '123456', bad: '12a' },
  ALNUM_UPPER: { ok: 'Abc123', bad: 'abc123' },
  LETTERS_SPACES: { ok: 'John Smith', bad: 'John3' },
  NO_SPACES: { ok: 'no_spaces!', bad: 'has space' },
  CJK_PUNCT: { ok: '你好，世界。', bad: 'hello' },
  DATE: { ok: '2001-02-03', bad: '2001/02/03' },
  TWO_LETTERS_SPACES: { ok: 'Jo', bad: 'J ' },
  KOREAN: { ok: '한국어', bad: 'hangul' },
  THAI: { ok: 'ภาษาไทย', bad: 'thai' },
  THAI_OR_ENGLISH: { ok: 'ไทย Thai', bad: 'ไทย1' },
  UPPERCASE: { ok: 'ABC', bad: 'AbC' },
  UPPERCASE_SPACES: { ok: 'AB CD', bad: 'Ab CD' },
  ALNUM_SYMBOLS: { ok: 'a1!@#', bad: 'a1 b' },
  STRONG_PASSWORD: { ok: 'Aa1!aaaa', bad: 'Aa1aaaaa' },
  FULL_NAME: { ok: 'John Smith', bad: 'John' },
  JAPANESE: { ok: 'カタカナ漢字', bad: 'ひらがな abc' },
};

describe('validation patterns (spec §5)', () => {
  it.each(PATTERN_IDS)('%s accepts its sample and refuses the bad one', (id) => {
    expect(PATTERNS[id].regex.test(SAMPLES[id].ok)).toBe(true);
    const bad = SAMPLES[id].bad;
    if (bad !== null) {
      expect(PATTERNS[id].regex.test(bad)).toBe(false);
    }
  });

  it.each(PATTERN_IDS)('%s has a message that fills its bounds', (id) => {
    const text = formatPatternMessage(PATTERNS[id].message, 4, 16);
    expect(text).not.toMatch(/\{min\}|\{max\}/);
    if (PATTERNS[id].message.includes('{min} - {max}')) {
      expect(text).toContain('4 - 16');
    }
  });

  it('collapses "(min) - (max)" to one number when both are equal', () => {
    expect(formatPatternMessage(PATTERNS.DIGITS.message, 6, 6)).toBe('Digits only, 6 digits');
  });
  it('words a missing bound', () => {
    expect(formatPatternMessage(PATTERNS.DIGITS.message, 6, null)).toBe('Digits only, at least 6 digits');
    expect(formatPatternMessage(PATTERNS.DIGITS.message, null, 8)).toBe('Digits only, at most 8 digits');
    expect(formatPatternMessage(PATTERNS.DIGITS.message, null, null)).toBe('Digits only');
  });

  it('checks length bounds by characters and an accepted pattern on top', () => {
    expect(checkPattern('明明明', { patternId: 'ANY', minLength: 3, maxLength: 3 })).toBeNull();
    expect(checkPattern('abc', { patternId: 'ALNUM_NO_CJK', minLength: 4, maxLength: 8 })).not.toBeNull();
    expect(
      checkPattern('abcdefghi', { patternId: 'ALNUM_NO_CJK', minLength: 4, maxLength: 8 }),
    ).not.toBeNull();
    expect(checkPattern('abcd', { patternId: 'ALNUM_NO_CJK', acceptedPattern: '^a' })).toBeNull();
    expect(checkPattern('bcde', { patternId: 'ALNUM_NO_CJK', acceptedPattern: '^a' })).not.toBeNull();
    expect(checkPattern('abcd', { patternId: 'ALNUM_NO_CJK', acceptedPattern: '(' })).toBeNull();
  });
});
