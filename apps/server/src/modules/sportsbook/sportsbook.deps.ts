// What the sportsbook services need: the database, its settings, the feed adapter (the simulated
// feed by default, one per seed and process) and the notification bus (win notices pushed live;
// without it they are stored only).
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { simulatedFeedAdapter, type TSportsFeedAdapter } from './feed-adapter.ts';

export const SPORTSBOOK_VENDOR = 'SPORTSBOOK';

export type TSportsConfig = Pick<
  TConfig,
  | 'SESSION_IDLE_MINUTES'
  | 'SPORTS_FEED_SEED'
  | 'SPORTS_FEED_SECONDS'
  | 'SPORTS_INPLAY_DELAY_MS'
  | 'SPORTS_CASHOUT_MARGIN_BP'
  | 'SPORTS_MEMBER_EVENT_MAX'
>;

export type TSportsDeps = {
  db: TDb;
  config: TSportsConfig;
  adapter: TSportsFeedAdapter;
  notifications?: TNotificationBus;
};

const ADAPTERS = new Map<number, TSportsFeedAdapter>();

export function sportsDeps(db: TDb, config: TSportsConfig, notifications?: TNotificationBus): TSportsDeps {
  let adapter = ADAPTERS.get(config.SPORTS_FEED_SEED);
  if (!adapter) {
    adapter = simulatedFeedAdapter(config.SPORTS_FEED_SEED);
    ADAPTERS.set(config.SPORTS_FEED_SEED, adapter);
  }
  return { db, config, adapter, ...(notifications ? { notifications } : {}) };
}
