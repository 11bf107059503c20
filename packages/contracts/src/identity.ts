// One-click login through OpenID Connect identity providers and the provider-verified phone
// token (issue 18, decision 028): the provider buttons, the authorisation start and return, the
// sign-up or link of a first login, the security centre's linked identities and the operators'
// provider settings.
import { z } from 'zod';
import { ZEncryptedSchema, ZLoginResultSchema, ZUsernameSchema } from './auth.ts';
import { ZFieldConfigSchema } from './site.ts';

export const ZProviderSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'SLUG_FORMAT');

/** A provider button of the login and registration dialogs (§2.6). */
export const ZIdentityProviderSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  iconUrl: z.string().nullable(),
});
export type TIdentityProvider = z.infer<typeof ZIdentityProviderSchema>;
export const ZIdentityProvidersSchema = z.array(ZIdentityProviderSchema);

export const IDENTITY_INTENTS = ['login', 'link'] as const;
export const ZIdentityStartRequestSchema = z
  .object({
    provider: ZProviderSlugSchema,
    intent: z.enum(IDENTITY_INTENTS).default('login'),
    /** the invitation code of the URL (spec §4 Registration), kept for a first login */
    affiliateCode: z.string().trim().max(32).optional(),
    /** the interface language, passed to the provider as ui_locales */
    uiLocale: z.enum(['en', 'zh', 'km']).optional(),
  })
  .strict();
export type TIdentityStartRequest = z.input<typeof ZIdentityStartRequestSchema>;
/** `flowKey` stays in the tab that started (sessionStorage) and comes back with the return: an
 * answer from the provider finishes only in the browser tab that asked for it. */
export const ZIdentityStartResultSchema = z.object({ authorizationUrl: z.string(), flowKey: z.string() });

/** The provider's answer as the browser received it on the return page: its query string. */
export const ZIdentityCallbackRequestSchema = z
  .object({ query: z.string().max(4096), flowKey: z.string().max(128) })
  .strict();

/**
 * The fields a provider sign-up still asks for when the site's registration configuration requires
 * them (the provider stands in for username/password and captcha; the invitation code comes from
 * the URL). A mobile number comes with its SMS code, or the phone service's token, when the site
 * verifies mobile numbers at registration (REGMOBVERF3).
 */
export const SIGNUP_PROFILE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type TSignupProfileField = (typeof SIGNUP_PROFILE_FIELDS)[number];

export const ZIdentitySignupSchema = z.object({
  status: z.literal('signup'),
  ticket: z.string(),
  providerName: z.string(),
  suggestedUsername: z.string(),
  email: z.string().nullable(),
  /** the site's configuration of the profile fields to show (username is always asked) */
  fields: z.array(ZFieldConfigSchema),
  /** how the mobile number (when asked) is verified: our SMS code, the phone service's token, or not */
  phoneCheck: z.enum(['code', 'token', 'none']),
});
export type TIdentitySignup = z.infer<typeof ZIdentitySignupSchema>;

export const ZIdentityCallbackResultSchema = z.union([
  ZLoginResultSchema,
  ZIdentitySignupSchema,
  z.object({ status: z.literal('linked'), providerName: z.string() }),
]);
export type TIdentityCallbackResult = z.infer<typeof ZIdentityCallbackResultSchema>;

/** A first login becomes a new member (the affiliate code of the start is its upline). */
export const ZIdentitySignupRequestSchema = z
  .object({
    ticket: z.string().min(16).max(128),
    username: ZUsernameSchema,
    /** plaintext profile values; paymentPassword travels RSA-encrypted in its own field below */
    values: z
      .partialRecord(z.enum(SIGNUP_PROFILE_FIELDS).exclude(['paymentPassword']), z.string().max(100))
      .default({}),
    countryDialingCode: z.string().trim().max(6).optional(),
    /** our SMS code (purpose register) for the mobile number… */
    verificationCode: z.string().trim().max(10).optional(),
    /** …or the third-party phone service's verified-phone token (spec §3 firebaseIdToken) */
    firebaseIdToken: z.string().max(4096).optional(),
    paymentPassword: ZEncryptedSchema.optional(),
    acceptTerms: z.boolean(),
  })
  .strict();
export type TIdentitySignupRequest = z.input<typeof ZIdentitySignupRequestSchema>;

/** …or is linked to an existing account, only with that account's password. */
export const ZIdentityLinkExistingRequestSchema = z
  .object({
    ticket: z.string().min(16).max(128),
    username: z.string().trim().min(1).max(32),
    password: ZEncryptedSchema,
  })
  .strict();
export type TIdentityLinkExistingRequest = z.infer<typeof ZIdentityLinkExistingRequestSchema>;

/** The security centre's view: linked identities, providers to link, whether a password is set. */
export const ZMemberIdentitiesSchema = z.object({
  passwordLogin: z.boolean(),
  linked: z.array(
    z.object({
      provider: z.string(),
      providerName: z.string(),
      email: z.string().nullable(),
      linkedAt: z.string(),
    }),
  ),
  available: ZIdentityProvidersSchema,
});
export type TMemberIdentities = z.infer<typeof ZMemberIdentitiesSchema>;

/** Operators' provider settings (admin API); the client secret travels encrypted ("rsa:…"). */
export const ZIdentityProviderUpsertSchema = z
  .object({
    displayName: z.string().trim().min(1).max(40),
    issuer: z.url({ protocol: /^https?$/ }).max(300),
    clientId: z.string().trim().min(1).max(200),
    clientSecret: ZEncryptedSchema.optional(),
    scopes: z
      .string()
      .trim()
      .max(200)
      .regex(/(^|\s)openid(\s|$)/, 'SCOPES_NEED_OPENID')
      .default('openid profile email'),
    iconUrl: z.string().trim().max(300).nullable().default(null),
    enabled: z.boolean().default(false),
    sortOrder: z.number().int().min(0).max(1000).default(0),
  })
  .strict();
export type TIdentityProviderUpsert = z.input<typeof ZIdentityProviderUpsertSchema>;
export const ZIdentityProviderAdminSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  scopes: z.string(),
  iconUrl: z.string().nullable(),
  enabled: z.boolean(),
  bundled: z.boolean(),
  sortOrder: z.number().int(),
  redirectUri: z.string(),
});
export type TIdentityProviderAdmin = z.infer<typeof ZIdentityProviderAdminSchema>;

/** The third-party phone service's verified-phone token (spec §3 firebaseIdToken). */
export const ZPhoneTokenSchema = z.string().min(20).max(4096);
