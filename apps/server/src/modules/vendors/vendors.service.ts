// Seamless vendors and their HMAC secrets. The in-house vendor's secret comes from
// INHOUSE_VENDOR_SECRET, or is generated once and kept in the database. Secrets are cached
// briefly per process so signature checks do not cost a query each; never logged.
import { randomBytes } from 'node:crypto';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { INHOUSE_VENDOR_CODE } from './inhouse-vendor.ts';
import * as repo from './vendors.repo.ts';

const CACHE_MS = 30_000;

export type TSeamlessVendor = {
  code: string;
  secret: string;
  enabled: boolean;
  currency: string;
  /** the secret before the last rotation, valid until previousUntil (decision 053) */
  previousSecret: string | null;
  previousUntil: Date | null;
};

const cache = new WeakMap<object, Map<string, { vendor: TSeamlessVendor | null; at: number }>>();

/** Makes sure INHOUSE exists and returns its secret (the configured one wins over the stored one). */
export async function ensureInhouseVendor(
  db: TDb,
  config: Pick<TConfig, 'INHOUSE_VENDOR_SECRET'>,
): Promise<string> {
  cache.delete(db);
  if (config.INHOUSE_VENDOR_SECRET) {
    await repo.upsertVendorSecret(db, INHOUSE_VENDOR_CODE, config.INHOUSE_VENDOR_SECRET);
    return config.INHOUSE_VENDOR_SECRET;
  }
  return repo.insertVendorIfMissing(db, INHOUSE_VENDOR_CODE, randomBytes(32).toString('hex'));
}

/** The in-house game service signs its calls with this. */
export async function inhouseVendorSecret(db: TDb): Promise<string> {
  const vendor = await findSeamlessVendor(db, INHOUSE_VENDOR_CODE);
  if (!vendor) {
    throw new Error(
      'the in-house vendor is not set up (ensureInhouseVendor runs when the seamless routes load)',
    );
  }
  return vendor.secret;
}

export async function findSeamlessVendor(db: TDb, code: string): Promise<TSeamlessVendor | null> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const hit = perDb.get(code);
  if (hit && Date.now() - hit.at < CACHE_MS) {
    return hit.vendor;
  }
  const row = await repo.findVendor(db, code);
  const vendor = row
    ? {
        code: row.code,
        secret: row.secret,
        enabled: row.enabled,
        currency: row.currency,
        previousSecret: row.previous_secret,
        previousUntil: row.previous_secret_until === null ? null : new Date(row.previous_secret_until),
      }
    : null;
  perDb.set(code, { vendor, at: Date.now() });
  return vendor;
}

/** Forgets cached secrets (after an operator changes a vendor). */
export function forgetVendorCache(db: TDb): void {
  cache.delete(db);
}
