// What the cashier tells a member about their money (spec §3 notifications): deposit credited or
// failed, withdrawal approved or rejected. The deposit and withdrawal services call it right after
// the money transaction commits (decision 022: explicit calls, no listener registry).
import type { TNotificationType } from '@pavilion/contracts/notifications';
import type { TDb } from '@/db/database.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';

/** The deposit or withdrawal row the notice is about (its id is shown as `#<id>`). */
type TNoticeRow = {
  member_id: number;
  id: number;
  amount: number;
  /** the operator's (rejected) or the gateway's (failed) words */
  reason?: string | null;
};

/** Never throws: the money has moved already, and a lost notice must not turn that into an error. */
export async function tellMember(
  deps: { db: TDb; notifications: TNotificationBus },
  type: TNotificationType,
  row: TNoticeRow,
): Promise<void> {
  const { member_id: memberId, id, amount, reason } = row;
  try {
    await notify(deps.db, deps.notifications, {
      memberId,
      type,
      payload: { amount, reference: `#${id}`, ...(reason ? { reason } : {}) },
    });
  } catch {
    // notify stores the row before it publishes; what failed here left no partial money state
  }
}
