// What the bingo services need: the database, the session settings (a purchase needs a live
// session for its launch token), the seamless client the vendor pays through, and the live push.
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { createInProcessSeamlessClient } from '@/modules/inhouse/inprocess-seamless.ts';
import type { TSeamlessClient } from '@/modules/inhouse/seamless-client.ts';
import { topicBus } from '@/shared/topic-bus.ts';

export const BINGO_VENDOR_CODE = 'BINGO';

/** Publishes a room's event to everyone watching it (topic `bingo-room:<roomId>`). */
export type TBingoPublish = (roomId: string, event: unknown) => void;

export type TBingoDeps = {
  db: TDb;
  config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>;
  seamless: TSeamlessClient;
  publish: TBingoPublish;
};

export function bingoDeps(
  db: TDb,
  config: Pick<TConfig, 'SESSION_IDLE_MINUTES'>,
  publish: TBingoPublish = busPublisher(db),
): TBingoDeps {
  return {
    db,
    config,
    seamless: createInProcessSeamlessClient({ db, config, vendorCode: BINGO_VENDOR_CODE }),
    publish,
  };
}

export const bingoTopic = (roomId: string) => `bingo-room:${roomId}`;

/** Publishes on the topic bus of this database handle (the one the routes' streams read). */
export function busPublisher(db: TDb): TBingoPublish {
  return (roomId, event) => {
    const data = event as { type: string };
    topicBus(db)
      .publish(bingoTopic(roomId), { event: data.type, data })
      .catch(() => undefined);
  };
}
