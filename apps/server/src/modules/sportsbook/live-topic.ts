// The sportsbook's live push on the shared topic bus (decision 048, shared/topic-bus.ts): every change
// the feed job or an operator applies to an event goes to the topic of that event, whose streams
// (on any instance, through Redis when REDIS_URL is set) send it as an SSE `change` event.
import type { TSportsLiveMessage } from '@pavilion/contracts/sportsbook';
import { topicBus } from '@/shared/topic-bus.ts';

export const eventTopic = (eventId: number | string) => `sportsbook-event:${eventId}`;

/** Publishes after the commit; a lost push is caught up by the next read, so it never fails the caller. */
export async function publishLive(db: object, message: TSportsLiveMessage): Promise<void> {
  await topicBus(db)
    .publish(eventTopic(message.eventId), { event: 'change', data: message })
    .catch(() => undefined);
}
