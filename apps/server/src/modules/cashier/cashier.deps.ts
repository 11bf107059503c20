// What every cashier service needs: the database, the RSA key ring (fund passwords arrive
// encrypted), the cashier's own settings (read from the environment here, so config.ts stays as it
// is) and the notification bus.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDb } from '@/db/database.ts';
import type { TKeyRing } from '@/modules/crypto/rsa-keys.service.ts';
import { notificationBus, type TNotificationBus } from '@/modules/notifications/notification-bus.ts';

const ZCashierConfigSchema = z.object({
  /** a payout not confirmed within this many minutes counts as received */
  WITHDRAWAL_AUTO_RECEIVE_MINUTES: z.coerce.number().int().min(1).default(1440),
  WITHDRAWAL_MIN_AMOUNT: z.coerce.number().int().min(1).default(1_000),
  WITHDRAWAL_MAX_AMOUNT: z.coerce.number().int().min(1).default(10_000_000),
  /** HMAC secret of the sandbox gateway; unset: generated once and kept in site_settings */
  SANDBOX_GATEWAY_SECRET: z.string().min(32).max(256).optional(),
  /** the sandbox gateway lets anyone "pay": on by default except under NODE_ENV=production */
  SANDBOX_GATEWAY_ENABLED: z.enum(['true', 'false']).optional(),
});
export type TCashierConfig = Omit<z.infer<typeof ZCashierConfigSchema>, 'SANDBOX_GATEWAY_ENABLED'> & { SANDBOX_GATEWAY_ENABLED: boolean };

export function loadCashierConfig(env: NodeJS.ProcessEnv = process.env): TCashierConfig {
  const parsed = ZCashierConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid cashier configuration:\n${lines}`);
  }
  if (parsed.data.WITHDRAWAL_MIN_AMOUNT > parsed.data.WITHDRAWAL_MAX_AMOUNT) {
    throw new Error('Invalid cashier configuration: WITHDRAWAL_MIN_AMOUNT > WITHDRAWAL_MAX_AMOUNT');
  }
  const { SANDBOX_GATEWAY_ENABLED: sandbox, ...rest } = parsed.data;
  return { ...rest, SANDBOX_GATEWAY_ENABLED: sandbox === undefined ? env.NODE_ENV !== 'production' : sandbox === 'true' };
}

/** Player protection and notifications are called by the services themselves (decision 022). */
export type TCashierDeps = { db: TDb; keys: TKeyRing; config: TCashierConfig; notifications: TNotificationBus };

export function cashierDeps(
  app: FastifyInstance,
  config: TCashierConfig = loadCashierConfig({ ...process.env, NODE_ENV: app.config.NODE_ENV }),
): TCashierDeps {
  return { db: app.db, keys: app.keys, config, notifications: notificationBus(app) };
}
