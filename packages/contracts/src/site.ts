// Site configuration of spec §3 (permission, flags, merchant config, countries, registration
// field configuration) and system status of spec §4.
import { z } from 'zod';
import { PATTERN_IDS } from './patterns.ts';
import {
  FLAG_IDS,
  GTAG_ID_PATTERN,
  LANGUAGE_CODES,
  REGISTRATION_FIELDS,
  type TWhitelabelNode,
} from './site-constants.ts';

export * from './site-constants.ts';

export const ZFlagIdSchema = z.enum(FLAG_IDS);

// recursive: the API document refers to it as the component `WhitelabelNode` (an id in zod's registry)
export const ZWhitelabelNodeSchema: z.ZodType<TWhitelabelNode> = z
  .lazy(() =>
    z.object({
      modId: z.string(),
      enabled: z.enum(['0', '1']),
      childrenNodes: z.array(ZWhitelabelNodeSchema),
    }),
  )
  .meta({ id: 'WhitelabelNode' });

export const ZFieldConfigSchema = z.object({
  field: z.enum(REGISTRATION_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().nullable(),
  patternId: z.enum(PATTERN_IDS),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
});
export type TFieldConfig = z.infer<typeof ZFieldConfigSchema>;
export const ZRegistrationConfigSchema = z.object({ fields: z.array(ZFieldConfigSchema) });
export type TRegistrationConfig = z.infer<typeof ZRegistrationConfigSchema>;

export const ZCountrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
  mobileMinDigits: z.number().int(),
  mobileMaxDigits: z.number().int(),
});
export type TCountry = z.infer<typeof ZCountrySchema>;

export const ZCustomerServiceSchema = z.object({
  csType: z.string(),
  csPosition: z.string(),
  title: z.string(),
  path: z.string(),
});
export const ZResourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
});

export const ZRegisterSettingsSchema = z.object({
  smsExpiryMinutes: z.number().int().min(1).max(60),
  thirdPartyPhone: z.boolean(),
  defaultDialingCode: z.string(),
});

export const ZLanguageCodeSchema = z.enum(LANGUAGE_CODES);
export const ZMerchantConfigSchema = z.object({
  platform: z.literal('WEB'),
  merchantCode: z.string(),
  lotteryType: z.string(),
  defaultLanguage: ZLanguageCodeSchema,
  supportedLanguages: z.array(ZLanguageCodeSchema),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TMerchantConfig = z.infer<typeof ZMerchantConfigSchema>;

export const ZPermissionSchema = z.object({
  customerService: z.array(ZCustomerServiceSchema),
  domainRoute: z.array(z.object({ domain: z.string(), route: z.string() })),
  resources: z.array(ZResourceSchema),
  whitelabel: z.array(ZWhitelabelNodeSchema),
  register: ZRegisterSettingsSchema,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
  regionRestriction: z.object({ restricted: z.boolean() }),
  merchant: ZMerchantConfigSchema,
  systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type TPermission = z.infer<typeof ZPermissionSchema>;

export const ZSystemStatusSchema = z.object({
  systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
});
export type TSystemStatus = z.infer<typeof ZSystemStatusSchema>;

export const ZPublicKeySchema = z.object({ keyId: z.string(), spki: z.string() });
export type TPublicKey = z.infer<typeof ZPublicKeySchema>;

// Admin (operator) calls that change the site configuration.
export const ZAdminLoginSchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    captcha: z.string().trim().max(10).optional(),
    captchaId: z.string().max(64).optional(),
  })
  .strict();
export const ZAdminPasswordChangeSchema = z
  .object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().max(128) })
  .strict();
export const ZAdminLoginResultSchema = z.object({ token: z.string() });
export const ZMaintenanceUpdateSchema = z
  .object({ enabled: z.boolean(), message: z.string().max(500).optional() })
  .strict();
export const ZFlagUpdateSchema = z.object({ enabled: z.boolean() }).strict();
export const ZRegionRuleInputSchema = z
  .object({
    kind: z.enum(['ip_range', 'country']),
    value: z.string().trim().min(1).max(64),
  })
  .strict();
export const ZRegionRuleSchema = ZRegionRuleInputSchema.extend({ id: z.number().int() });
export type TRegionRule = z.infer<typeof ZRegionRuleSchema>;
export const ZIpCountryInputSchema = z
  .object({ cidr: z.string().trim().min(3).max(64), countryCode: z.string().length(2) })
  .strict();
export const ZFieldConfigUpdateSchema = ZFieldConfigSchema.omit({ field: true }).partial().strict();
export const ZSettingsUpdateSchema = z
  .object({
    register: ZRegisterSettingsSchema.partial().optional(),
    customerService: z.array(ZCustomerServiceSchema).optional(),
    mainDomain: z.string().max(200).optional(),
    /** a Google tag id, or '' for no analytics */
    gtagId: z
      .union([z.literal(''), z.string().trim().regex(GTAG_ID_PATTERN, 'a Google tag id such as G-XXXXXXX')])
      .optional(),
  })
  .strict();
