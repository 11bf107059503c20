// What the lottery services need: the database, the session settings (a bet needs a live launch
// token) and the seamless client the vendor pays through (in process by default, decision 016).
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { createInProcessSeamlessClient } from '@/modules/inhouse/inprocess-seamless.ts';
import type { TSeamlessClient } from '@/modules/inhouse/seamless-client.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';

export const LOTTERY_VENDOR_CODE = 'LOTTERY';

export type TLotteryDeps = {
  db: TDb;
  config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>;
  seamless: TSeamlessClient;
  /** live delivery of win notices; without it (the scheduler job) notices are stored only */
  notifications?: TNotificationBus;
};

export function lotteryDeps(
  db: TDb,
  config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>,
  notifications?: TNotificationBus,
): TLotteryDeps {
  return {
    db,
    config,
    seamless: createInProcessSeamlessClient({ db, config, vendorCode: LOTTERY_VENDOR_CODE }),
    ...(notifications ? { notifications } : {}),
  };
}
