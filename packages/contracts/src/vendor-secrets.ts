// Seamless vendors' HMAC secrets in the console (issue 15, decision 053). The list never carries a
// secret; a rotation answers the new one exactly once, and the previous one keeps verifying the
// vendor's calls until `previousValidUntil` so calls signed before the switch still pass.
import { z } from 'zod';

/** How long the replaced secret still verifies after a rotation. */
export const VENDOR_SECRET_GRACE_MINUTES = 10;

export const ZSeamlessVendorCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Z0-9_]{1,32}$/) });

/** GET /api/admin/seamless-vendors (games.read). */
export const ZSeamlessVendorSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  currency: z.string(),
  /** null: never rotated since the vendor was set up */
  rotatedAt: z.string().nullable(),
  /** while in the future, the replaced secret still verifies */
  previousValidUntil: z.string().nullable(),
});
export type TSeamlessVendor = z.infer<typeof ZSeamlessVendorSchema>;
export const ZSeamlessVendorsSchema = z.object({ vendors: z.array(ZSeamlessVendorSchema) });
export type TSeamlessVendors = z.infer<typeof ZSeamlessVendorsSchema>;

/** POST /api/admin/seamless-vendors/:code/rotate-secret (games.write): the only answer with a secret. */
export const ZVendorSecretRotationSchema = z.object({
  code: z.string(),
  secret: z.string(),
  rotatedAt: z.string(),
  previousValidUntil: z.string(),
});
export type TVendorSecretRotation = z.infer<typeof ZVendorSecretRotationSchema>;
