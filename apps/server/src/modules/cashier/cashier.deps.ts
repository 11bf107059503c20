// What every cashier service needs: the database, the RSA key ring (fund passwords arrive
// encrypted), the cashier's settings (from config.ts), the notification bus and the blob store
// (withdrawal proofs, decision 066). Player protection
// and notifications are called by the services themselves (decision 022).
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import type { TKeyRing } from '@/modules/crypto/rsa-keys.service.ts';
import { notificationBus, type TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import type { TBlobStore } from '@/modules/storage/blob-store.ts';

/** The cashier's settings, parsed with the rest of the environment in config.ts. */
export type TCashierConfig = Pick<
  TConfig,
  | 'WITHDRAWAL_AUTO_RECEIVE_MINUTES'
  | 'WITHDRAWAL_AUTO_RECEIVE_CRON'
  | 'WITHDRAWAL_MIN_AMOUNT'
  | 'WITHDRAWAL_MAX_AMOUNT'
  | 'SANDBOX_GATEWAY_SECRET'
  | 'SANDBOX_GATEWAY_ENABLED'
  | 'STRIPE_API_URL'
>;

export type TCashierDeps = {
  db: TDb;
  keys: TKeyRing;
  config: TCashierConfig;
  notifications: TNotificationBus;
  storage: TBlobStore;
};

type TCashierApp = Parameters<typeof notificationBus>[0] & {
  db: TDb;
  keys: TKeyRing;
  config: TCashierConfig;
  storage: TBlobStore;
};

export function cashierDeps(app: TCashierApp, config: TCashierConfig = app.config): TCashierDeps {
  return { db: app.db, keys: app.keys, config, notifications: notificationBus(app), storage: app.storage };
}
