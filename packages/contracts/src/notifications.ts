// Member notifications of spec §3 (deposit credited, withdrawal approved or rejected, deposit
// failed): the stored list with unread counts and the real-time stream. Amounts are minor units.
import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'deposit_credited',
  'withdrawal_approved',
  'withdrawal_rejected',
  'deposit_failed',
  // agent contracts (issue 12): reference `#<contract id>`, amount 0
  'contract_offered',
  'contract_accepted',
  'contract_rejected',
  'contract_termination_requested',
  'contract_terminated',
  // agent settlement (issue 12): a salary or dividend the payer could not pay is owed (both sides)
  'agent_settlement_owed',
  // agent programme (issue 12): an upline agent moved funds into this member's wallet
  'transfer_received',
  // lottery (issue 14): a settled draw paid the member's tickets; reference "<game> <issue>"
  'lottery_won',
  // feedback (issue 13): the operator replied to the member's feedback; reference "#<feedback id>", amount 0
  'feedback_replied',
  // promotions (issue 13): the operator's answer to an activity application; reference = the promotion title
  'activity_approved',
  'activity_rejected',
  // loyalty (issue 13): a reward-centre reward paid on the member's claim, or rejected by an operator;
  // reference = the reward's kind and period
  'reward_claimed',
  'reward_rejected',
  // points mall (issue 13): the operator's decision on a redemption; reference = the goods' name
  'redemption_approved',
  'redemption_rejected',
  // sportsbook (issue 16): a settlement paid the member's tickets of an event; reference = the event
  'sports_won',
] as const;
export const ZNotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationTypeSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const ZNotificationPayloadSchema = z.object({
  amount: z.number().int(),
  /** the deposit's or withdrawal's reference as the member sees it in their records */
  reference: z.string().max(100),
  /** an operator's reason (rejections, failures) */
  reason: z.string().max(500).optional(),
  /** the other side of a transfer (the sending agent's account) */
  counterparty: z.string().max(64).optional(),
});
export type TNotificationPayload = z.infer<typeof ZNotificationPayloadSchema>;

export const ZNotificationSchema = z.object({
  id: z.number().int(),
  type: ZNotificationTypeSchema,
  payload: ZNotificationPayloadSchema,
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuerySchema>;

export const ZNotificationListSchema = z.object({
  rows: z.array(ZNotificationSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  unreadCount: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationListSchema>;

export const ZUnreadCountSchema = z.object({ unreadCount: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCountSchema>;

/** Mark some notifications read by id, or all of them. */
export const ZMarkReadRequestSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type TMarkReadRequest = z.infer<typeof ZMarkReadRequestSchema>;

export const ZStreamQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** Server-sent events of GET /api/notifications/stream (`event:` names and their `data:` JSON). */
export const SSE_EVENTS = { ready: 'ready', notification: 'notification', message: 'message' } as const;
/** `message` event (issue 13): a platform message reached the member; the page refetches its counts. */
export const ZStreamMessageSchema = z.object({ messageId: z.number().int() });
export type TStreamMessage = z.infer<typeof ZStreamMessageSchema>;
export const ZStreamReadySchema = ZUnreadCountSchema;
