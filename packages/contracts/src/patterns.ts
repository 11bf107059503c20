// Validation patterns of spec §5. A registration field names a patternId; the pattern's regex and
// message template are shared by the browser form and the server. Messages are English templates
// with {min}/{max}; the web translates them by the key `pattern.<id>`.
export const PATTERNS = {
  ANY: { regex: /^[\s\S]*$/u, message: 'Any characters, {min} - {max} characters' },
  LETTER_THEN_ALNUM: {
    regex: /^[A-Za-z][A-Za-z0-9]*$/,
    message: 'Must start with a letter followed by letters or digits, {min} - {max} characters',
  },
  LETTERS_CJK: {
    regex: /^[A-Za-z\p{Script=Han}]+$/u,
    message: 'Letters and Chinese characters only, {min} - {max} characters',
  },
  CJK_DIGITS: {
    regex: /^[0-9\p{Script=Han}]+$/u,
    message: 'Chinese characters and digits only, {min} - {max} characters',
  },
  EMAIL: {
    regex: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
    message: 'Please enter a valid e-mail address, {min} - {max} characters',
  },
  ALNUM_NO_CJK: {
    regex: /^[A-Za-z0-9]+$/,
    message: 'Letters or digits only (no Chinese), {min} - {max} characters',
  },
  ALNUM_COMBINED: {
    regex: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/,
    message: 'Must combine letters and digits, {min} - {max} characters',
  },
  DIGITS: { regex: /^[0-9]+$/, message: 'Digits only, {min} - {max} digits' },
  ALNUM_UPPER: {
    regex: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
    message: 'Letters and digits with at least one uppercase letter, {min} - {max} characters',
  },
  LETTERS_SPACES: {
    regex: /^[A-Za-z ]+$/,
    message: 'English letters and spaces only, {min} - {max} characters',
  },
  NO_SPACES: { regex: /^\S+$/, message: 'No spaces allowed, {min} - {max} characters' },
  CJK_PUNCT: {
    regex: /^[\p{Script=Han}\u3000-\u303F\uFF00-\uFFEF·]+$/u,
    message: 'Chinese characters and punctuation only, {min} - {max} characters',
  },
  DATE: {
    regex: /^(\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})$/,
    message: 'Date as yyyy-MM-dd or MM-dd-yyyy',
  },
  TWO_LETTERS_SPACES: {
    regex: /^(?=(?:.*[A-Za-z]){2})[A-Za-z ]+$/,
    message: 'At least two letters, letters and spaces only, {min} - {max} characters',
  },
  KOREAN: { regex: /^[\p{Script=Hangul} ]+$/u, message: 'Korean characters only, {min} - {max} characters' },
  THAI: { regex: /^[\p{Script=Thai} ]+$/u, message: 'Thai characters only, {min} - {max} characters' },
  THAI_OR_ENGLISH: {
    regex: /^[\p{Script=Thai}A-Za-z ]+$/u,
    message: 'Thai or English letters only, {min} - {max} characters',
  },
  UPPERCASE: { regex: /^[A-Z]+$/, message: 'Uppercase letters only, {min} - {max} characters' },
  UPPERCASE_SPACES: {
    regex: /^[A-Z ]+$/,
    message: 'Uppercase letters and spaces only, {min} - {max} characters',
  },
  ALNUM_SYMBOLS: {
    regex: /^[A-Za-z0-9!-/:-@[-`{-~]+$/,
    message: 'Letters, digits and symbols only, {min} - {max} characters',
  },
  STRONG_PASSWORD: {
    regex: /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$/,
    message:
      'Must contain an uppercase letter, a lowercase letter, a digit and a special character, {min} - {max} characters',
  },
  FULL_NAME: {
    regex: /^\S+ \S+$/u,
    message: 'Full name as two parts separated by a space, {min} - {max} characters',
  },
  JAPANESE: {
    regex: /^[\u30A0-\u30FF\p{Script=Han}\u3000\uFF01-\uFF5E]+$/u,
    message: 'Full-width Japanese kana or kanji only, {min} - {max} characters',
  },
} as const satisfies Record<string, { regex: RegExp; message: string }>;

export type TPatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as [TPatternId, ...TPatternId[]];

/**
 * Fills {min}/{max} into a template. When both bounds are equal, "(min) - (max)" collapses to one
 * number (spec §5); a missing bound drops its side.
 */
export function formatPatternMessage(template: string, min?: number | null, max?: number | null): string {
  const hasMin = min !== undefined && min !== null && min > 0;
  const hasMax = max !== undefined && max !== null && max > 0;
  let text = template;
  if (hasMin && hasMax && min === max) {
    text = text.replace('{min} - {max}', String(min));
  } else if (hasMin && !hasMax) {
    text = text.replace('{min} - {max}', `at least ${min}`);
  } else if (!hasMin && hasMax) {
    text = text.replace('{min} - {max}', `at most ${max}`);
  } else if (!hasMin && !hasMax) {
    text = text.replace(/,? ?\{min\} - \{max\}( characters| digits)?/, '');
  }
  return text.replace('{min}', String(min ?? '')).replace('{max}', String(max ?? ''));
}

/** Checks a value against a pattern id and length bounds; returns null when valid. */
export function checkPattern(
  value: string,
  rule: {
    patternId: TPatternId;
    minLength?: number | null;
    maxLength?: number | null;
    acceptedPattern?: string | null;
  },
): { patternId: TPatternId; minLength?: number | null; maxLength?: number | null } | null {
  const length = [...value].length;
  const tooShort = rule.minLength != null && rule.minLength > 0 && length < rule.minLength;
  const tooLong = rule.maxLength != null && rule.maxLength > 0 && length > rule.maxLength;
  const custom = rule.acceptedPattern ? safeRegex(rule.acceptedPattern) : null;
  const patternOk = PATTERNS[rule.patternId].regex.test(value) && (custom ? custom.test(value) : true);
  return tooShort || tooLong || !patternOk ? rule : null;
}

function safeRegex(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}
