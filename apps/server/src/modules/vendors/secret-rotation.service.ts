// Rotation of a seamless vendor's HMAC secret from the console (decision 053): a new random
// 256-bit secret replaces the current one, which keeps verifying for VENDOR_SECRET_GRACE_MINUTES so
// calls the vendor signed before it switched still pass. The new secret is answered once and never
// again: no read returns a secret, and the route records its audit row without it.
import { randomBytes } from 'node:crypto';
import {
  VENDOR_SECRET_GRACE_MINUTES,
  type TSeamlessVendor as TSeamlessVendorItem,
  type TVendorSecretRotation,
} from '@pavilion/contracts/vendor-secrets';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { isValidSignature } from './signature.ts';
import * as repo from './vendors.repo.ts';
import { forgetVendorCache, type TSeamlessVendor } from './vendors.service.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function listSeamlessVendors(db: TDb): Promise<TSeamlessVendorItem[]> {
  return (await repo.listVendors(db)).map((r) => ({
    code: r.code,
    enabled: r.enabled,
    currency: r.currency,
    rotatedAt: iso(r.secret_rotated_at),
    previousValidUntil: iso(r.previous_secret_until),
  }));
}

export async function rotateVendorSecret(
  db: TDb,
  code: string,
  now = new Date(),
): Promise<TVendorSecretRotation> {
  const secret = randomBytes(32).toString('hex');
  const graceUntil = new Date(now.getTime() + VENDOR_SECRET_GRACE_MINUTES * 60_000);
  const row = await repo.rotateSecret(db, code, secret, now, graceUntil);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'Unknown seamless vendor' });
  }
  // other instances keep their cached copy for up to 30 s, well inside the grace period
  forgetVendorCache(db);
  return {
    code: row.code,
    secret,
    rotatedAt: now.toISOString(),
    previousValidUntil: graceUntil.toISOString(),
  };
}

/** The current secret, or the previous one while its grace period lasts. */
export function isValidVendorSignature(
  vendor: TSeamlessVendor,
  body: Buffer,
  signature: string | undefined,
  now = new Date(),
): boolean {
  if (isValidSignature(vendor.secret, body, signature)) {
    return true;
  }
  return (
    vendor.previousSecret !== null &&
    vendor.previousUntil !== null &&
    now < vendor.previousUntil &&
    isValidSignature(vendor.previousSecret, body, signature)
  );
}
