// What the fishing services need: the database, session settings (a batch's bet needs a live
// launch token), the seamless client the vendor pays through, and the sea's live push.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { createInProcessSeamlessClient } from '@/modules/inhouse/inprocess-seamless.ts';
import type { TSeamlessClient } from '@/modules/inhouse/seamless-client.ts';
import { topicBus } from '@/shared/topic-bus.ts';

export const FISHING_VENDOR_CODE = 'FISHING';
/** An open session with no shot for this long is closed by the sweeper. */
export const SESSION_IDLE_MS = 3 * 60_000;

export type TFishingDeps = {
  db: TDb;
  config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>;
  seamless: TSeamlessClient;
  publish: (seaId: string, event: string, data: unknown) => void;
};

export const seaTopic = (seaId: string) => `fishing-sea:${seaId}`;

export function fishingDeps(db: TDb, config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>): TFishingDeps {
  return {
    db,
    config,
    seamless: createInProcessSeamlessClient({ db, config, vendorCode: FISHING_VENDOR_CODE }),
    publish: (seaId, event, data) => {
      topicBus(db)
        .publish(seaTopic(seaId), { event, data })
        .catch(() => undefined);
    },
  };
}
