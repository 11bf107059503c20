// Identity calls of spec §7 "Auth and account": login, SMS codes, registration, passwords,
// free play, member info. Sensitive fields (passwords) travel RSA-OAEP encrypted ("rsa:<base64>").
import { z } from 'zod';
import { checkPattern, formatPatternMessage, PATTERNS } from './patterns.ts';
import type { TFieldConfig, TRegistrationField } from './site.ts';

export const ENCRYPTED_PREFIX = 'rsa:';
export const ZEncryptedSchema = z.string().startsWith(ENCRYPTED_PREFIX).max(2048);

/** Built-in rules for fields that are not per-site configurable (spec §5: exact limits are ours). */
export const USERNAME_RULE = { patternId: 'LETTER_THEN_ALNUM', minLength: 4, maxLength: 16 } as const;
export const PASSWORD_RULE = { patternId: 'ALNUM_NO_CJK', minLength: 6, maxLength: 20 } as const;
export const ZUsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_RULE.minLength, 'username')
  .max(USERNAME_RULE.maxLength, 'username')
  .regex(PATTERNS.LETTER_THEN_ALNUM.regex, 'username');
export const ZPasswordSchema = z
  .string()
  .min(PASSWORD_RULE.minLength, 'password')
  .max(PASSWORD_RULE.maxLength, 'password')
  .regex(PATTERNS.ALNUM_NO_CJK.regex, 'password');
/**
 * Operators hold the keys to every account, so their rule is stricter than the members' above:
 * at least 12 characters (up to 128), at least two kinds of character (lower case, upper case,
 * digits, symbols), no space at either end.
 */
export const OPERATOR_PASSWORD_RULE = { minLength: 12, maxLength: 128, minCharacterKinds: 2 } as const;
const CHARACTER_KINDS = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];
export const ZOperatorPasswordSchema = z
  .string()
  .min(OPERATOR_PASSWORD_RULE.minLength, 'operatorPassword')
  .max(OPERATOR_PASSWORD_RULE.maxLength, 'operatorPassword')
  .refine((value) => value.trim() === value, 'operatorPassword')
  .refine(
    (value) =>
      CHARACTER_KINDS.filter((kind) => kind.test(value)).length >= OPERATOR_PASSWORD_RULE.minCharacterKinds,
    'operatorPassword',
  );
export const ZMobileSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6,15}$/, 'auth/invalid-phone-number');
export const ZDialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/, 'auth/invalid-phone-number');
export const ZSmsCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'auth/invalid-verification-code');
export const ZEmailSchema = z.string().trim().max(100).regex(PATTERNS.EMAIL.regex, 'EMAIL_FORMAT');

export const LOGIN_TYPES = ['username', 'sms'] as const;
export const ZLoginRequestSchema = z
  .object({
    type: z.enum(LOGIN_TYPES),
    username: z.string().trim().max(64).optional(),
    password: ZEncryptedSchema.optional(),
    mobileNum: z.string().trim().max(20).optional(),
    countryDialingCode: z.string().trim().max(6).optional(),
    code: z.string().trim().max(10).optional(),
    /** the third-party phone service's verified-phone token instead of our code (issue 18) */
    firebaseIdToken: z.string().max(4096).optional(),
    captcha: z.string().trim().max(10).optional(),
    captchaId: z.string().max(64).optional(),
    site: z.enum(['player', 'agent']).default('player'),
  })
  .strict();
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZMemberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  balance: z.number().int(),
  currency: z.string(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  uplineAccount: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfoSchema>;

export const VERIFICATION_METHODS = ['sms', 'email', 'payee', 'totp'] as const;
export type TVerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const ZLoginResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    token: z.string(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
    /** fixed default password, first login or expired password with forced change (not for sms) */
    mustChangePassword: z.boolean(),
    member: ZMemberInfoSchema,
  }),
  z.object({
    status: z.literal('verify'),
    challengeId: z.string(),
    methods: z.array(z.enum(VERIFICATION_METHODS)),
    maskedMobile: z.string().nullable(),
    maskedEmail: z.string().nullable(),
  }),
]);
export type TLoginResult = z.infer<typeof ZLoginResultSchema>;

export const ZLoginVerifySchema = z
  .object({
    challengeId: z.string().max(64),
    method: z.enum(VERIFICATION_METHODS),
    answer: z.string().trim().min(1).max(120),
  })
  .strict();
export const ZChallengeCodeSchema = z
  .object({ challengeId: z.string().max(64), method: z.enum(['sms', 'email']) })
  .strict();

export const ZSendCodeRequestSchema = z
  .object({ mobileNum: z.string().trim().max(20), countryDialingCode: z.string().trim().max(6) })
  .strict();
export type TSendCodeRequest = z.infer<typeof ZSendCodeRequestSchema>;
export const ZSendCodeResultSchema = z.object({
  expiredMinutes: z.number().int(),
  resendSeconds: z.number().int(),
});
export type TSendCodeResult = z.infer<typeof ZSendCodeResultSchema>;

export const ZCaptchaSchema = z.object({ success: z.boolean(), value: z.string(), captchaId: z.string() });

/** Asked by a login form before it is shown or when the name changes: must this login carry a captcha? */
export const ZCaptchaRequiredRequestSchema = z
  .object({
    username: z.string().trim().max(64).optional(),
    mobileNum: z.string().trim().max(20).optional(),
    countryDialingCode: z.string().trim().max(6).optional(),
  })
  .strict();
export type TCaptchaRequiredRequest = z.infer<typeof ZCaptchaRequiredRequestSchema>;
export const ZCaptchaRequiredResultSchema = z.object({ captchaRequired: z.boolean() });
export type TCaptchaRequiredResult = z.infer<typeof ZCaptchaRequiredResultSchema>;

export const ZAffiliateQuerySchema = z.object({
  code: z.string().trim().max(32),
  domain: z.string().max(200).optional(),
});
export const ZAffiliateResultSchema = z.object({ valid: z.literal(true), agentNickname: z.string() });

/** Registration body: every field of spec §3 as an optional string; per-site rules check it after. */
export const ZRegisterRequestSchema = z
  .object({
    username: z.string().max(64).optional(),
    password: ZEncryptedSchema,
    confirmPassword: ZEncryptedSchema,
    payeeName: z.string().max(64).optional(),
    email: z.string().max(100).optional(),
    qqNum: z.string().max(32).optional(),
    mobileNum: z.string().max(20).optional(),
    countryDialingCode: z.string().max(6).optional(),
    recommenderId: z.string().max(32).optional(),
    captcha: z.string().max(10).optional(),
    captchaId: z.string().max(64).optional(),
    verificationCode: z.string().max(10).optional(),
    affiliateCode: z.string().max(32).optional(),
    paymentPassword: ZEncryptedSchema.optional(),
    line: z.string().max(64).optional(),
    whatsapp: z.string().max(64).optional(),
    facebook: z.string().max(64).optional(),
    wechat: z.string().max(64).optional(),
    idNumber: z.string().max(32).optional(),
    referralCode: z.string().max(32).optional(),
    domain: z.string().max(200).optional(),
    acceptTerms: z.boolean(),
    login: z.boolean().default(true),
    registerUrl: z.string().max(500).optional(),
    registerMethod: z.literal('WEB').default('WEB'),
    firebaseChannel: z.string().max(16).optional(),
    firebaseIdToken: z.string().max(4096).optional(),
  })
  .strict();
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;
export type TRegisterMode = 'username' | 'mobile';
export type TRegisterValues = Partial<Record<TRegistrationField, string>> & { countryDialingCode?: string };

/** Fields shown for a mode: username mode hides mobile unless configured; mobile mode always shows it. */
export function visibleFields(
  config: TFieldConfig[],
  mode: TRegisterMode,
  smsVerification: boolean,
): TFieldConfig[] {
  return config.filter((f) => {
    if (f.field === 'username' || f.field === 'password' || f.field === 'confirmPassword') {
      return mode === 'username' || f.field !== 'username' || f.enabled;
    }
    if (f.field === 'mobileNum') {
      return mode === 'mobile' || f.enabled;
    }
    if (f.field === 'verificationCode') {
      return smsVerification && (mode === 'mobile' || f.enabled);
    }
    return f.enabled;
  });
}

/** Required-ness per spec §5. */
export function isFieldRequired(f: TFieldConfig, mode: TRegisterMode, smsVerification: boolean): boolean {
  switch (f.field) {
    case 'username':
      return mode === 'username';
    case 'password':
    case 'confirmPassword':
    case 'paymentPassword':
      return true;
    case 'mobileNum':
      return mode === 'mobile' || f.required;
    case 'verificationCode':
      return smsVerification;
    default:
      return f.required;
  }
}

export type TFieldError = { code: string; message: string };

/**
 * Validates plaintext registration values against the site's field configuration (browser and
 * server run the same function). Returns a map field → error; empty when valid.
 */
export function validateRegistration(
  values: TRegisterValues,
  config: TFieldConfig[],
  mode: TRegisterMode,
  smsVerification: boolean,
): Partial<Record<TRegistrationField, TFieldError>> {
  const errors: Partial<Record<TRegistrationField, TFieldError>> = {};
  for (const f of visibleFields(config, mode, smsVerification)) {
    if (f.field === 'captcha') {
      continue; // checked by the captcha service, not by pattern
    }
    const value = (values[f.field] ?? '').trim();
    if (!value) {
      if (isFieldRequired(f, mode, smsVerification)) {
        errors[f.field] = { code: 'REQUIRED', message: 'Input cannot be empty' };
      }
      continue;
    }
    if (f.field === 'confirmPassword') {
      if (value !== (values.password ?? '').trim()) {
        errors[f.field] = {
          code: 'PASSWORD_MISMATCH',
          message: 'Incorrect confirmation input: the two entries are inconsistent',
        };
      }
      continue;
    }
    const failed = checkPattern(value, f);
    if (failed) {
      errors[f.field] = {
        code: `pattern.${f.patternId}`,
        message: formatPatternMessage(PATTERNS[f.patternId].message, f.minLength, f.maxLength),
      };
    }
  }
  return errors;
}

export const ZChangePasswordSchema = z
  .object({
    oldPassword: ZEncryptedSchema.optional(),
    newPassword: ZEncryptedSchema,
    confirmNewPassword: ZEncryptedSchema,
    /** present when a login result forced the change and the old password is already known */
    changeToken: z.string().max(128).optional(),
  })
  .strict();
export const ZForgotByEmailSchema = z
  .object({ username: z.string().trim().max(64), email: z.string().trim().max(100) })
  .strict();
export const ZResetByEmailSchema = z
  .object({
    resetToken: z.string().max(128),
    newPassword: ZEncryptedSchema,
    confirmNewPassword: ZEncryptedSchema,
  })
  .strict();
export const ZSetPasswordByPhoneSchema = z
  .object({
    newPassword: ZEncryptedSchema,
    mobileNum: z.string().trim().max(20),
    countryDialingCode: z.string().trim().max(6),
    /** our SMS code, or (with the third-party phone service) its verified-phone token below */
    verificationCode: z.string().trim().max(10).default(''),
    firebaseIdToken: z.string().max(4096).optional(),
  })
  .strict();
export const ZFreePlayRequestSchema = z
  .object({
    os: z.string().max(32).default('web'),
    platform: z.literal('W').default('W'),
    encryption: z.string().max(512).optional(),
    gatewayVersion: z.literal(3).default(3),
  })
  .strict();
export const ZOkSchema = z.object({ ok: z.literal(true) });

export const ZOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessageSchema>;

export const ZOutboxQuerySchema = z
  .object({
    recipient: z.string().trim().max(120).optional(),
    channel: z.enum(['sms', 'email']).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type TOutboxQuery = z.infer<typeof ZOutboxQuerySchema>;

/** PUT register: a login result when the body asked to log in (the default), else the new account. */
export const ZRegisterResultSchema = z.union([
  ZLoginResultSchema,
  z.object({ status: z.literal('registered'), account: z.string() }),
]);
export type TRegisterResult = z.infer<typeof ZRegisterResultSchema>;
