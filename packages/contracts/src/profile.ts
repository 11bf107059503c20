// Security centre contracts (issue 5, spec §3 profile labels, §5 patterns and the 21-year birthday
// check): the member's editable profile, the previous login, and the member's live sessions.
// Field error messages are codes (PROFILE_FIELD_ERRORS); the web translates them by code.
import { z } from 'zod';
import { PATTERNS } from './patterns.ts';

export const PROFILE_MIN_AGE = 21;
export const PROFILE_FIELD_ERRORS = {
  nickname: 'NICKNAME_LENGTH',
  nicknameCharacters: 'NICKNAME_CHARACTERS',
  fullName: 'REAL_NAME_FORMAT',
  birthday: 'BIRTHDAY_FORMAT',
  underAge: 'UNDER_21',
  email: 'EMAIL_FORMAT',
  messaging: 'MESSAGING_ID_LENGTH',
} as const;
export type TProfileFieldError = (typeof PROFILE_FIELD_ERRORS)[keyof typeof PROFILE_FIELD_ERRORS];

/** Whole years between a yyyy-MM-dd birthday and `today` (UTC calendar dates). */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) {
    age -= 1;
  }
  return age;
}

/** A real calendar date written yyyy-MM-dd (rejects 2001-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Control and invisible format characters (Unicode Cc and Cf: bidi overrides U+202A–U+202E and
 * isolates U+2066–U+2069, zero-width U+200B–U+200F, BOM U+FEFF, ...). A display name other members
 * see must carry none: `\u202E` would reverse the text on winners boards and tables.
 */
export const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/** A display name as members set it: trimmed, `min`–`max` long, no control or invisible character. */
export function displayNameSchema(min: number, max: number, lengthCode: string, charactersCode: string) {
  return z
    .string()
    .trim()
    .min(min, lengthCode)
    .max(max, lengthCode)
    .refine((v) => !INVISIBLE_CHARACTERS.test(v), charactersCode);
}

/** An optional field: blank or null clears it, anything else must pass `schema`. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());
}

const messagingId = optional(
  z.string().trim().min(3, PROFILE_FIELD_ERRORS.messaging).max(40, PROFILE_FIELD_ERRORS.messaging),
);

export const ZProfileUpdateSchema = z.object({
  nickname: displayNameSchema(2, 20, PROFILE_FIELD_ERRORS.nickname, PROFILE_FIELD_ERRORS.nicknameCharacters),
  fullName: optional(
    z
      .string()
      .trim()
      .max(40, PROFILE_FIELD_ERRORS.fullName)
      .regex(PATTERNS.FULL_NAME.regex, PROFILE_FIELD_ERRORS.fullName),
  ),
  birthday: optional(
    z
      .string()
      .refine(isCalendarDate, PROFILE_FIELD_ERRORS.birthday)
      .refine(
        (v) => !isCalendarDate(v) || ageOn(v, new Date()) >= PROFILE_MIN_AGE,
        PROFILE_FIELD_ERRORS.underAge,
      ),
  ),
  email: optional(
    z
      .string()
      .trim()
      .max(80, PROFILE_FIELD_ERRORS.email)
      .regex(PATTERNS.EMAIL.regex, PROFILE_FIELD_ERRORS.email),
  ),
  telegram: messagingId,
  line: messagingId,
  whatsapp: messagingId,
  wechat: messagingId,
  zalo: messagingId,
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdateSchema>;

export const ZPreviousLoginSchema = z.object({ at: z.string(), ip: z.string().nullable() });

// The reply is not re-validated against the input rules: older rows (e.g. an e-mail taken at
// registration under another pattern) must still read back.
const storedText = z.string().nullable();
export const ZProfileSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  fullName: storedText,
  birthday: storedText,
  email: storedText,
  telegram: storedText,
  line: storedText,
  whatsapp: storedText,
  wechat: storedText,
  zalo: storedText,
  /** shown, not editable here (changing it needs SMS verification) */
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  /** the login before the current one, so a member can spot a login that was not theirs */
  previousLogin: ZPreviousLoginSchema.nullable(),
});
export type TProfile = z.infer<typeof ZProfileSchema>;

export const ZMemberSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type TMemberSession = z.infer<typeof ZMemberSessionSchema>;
export const ZMemberSessionsSchema = z.object({ items: z.array(ZMemberSessionSchema) });
export type TMemberSessions = z.infer<typeof ZMemberSessionsSchema>;
export const ZRevokeOthersResultSchema = z.object({ revoked: z.number().int() });
