// Restrictions short of a lock (issue 29 item 2, decision 074): an operator stops a member's bonuses,
// withdrawals or transfers to other members, or caps their stake per bet, with a reason. Money in
// integer minor units.
import { z } from 'zod';
import { minorUnitsSchema } from './amount-schema.ts';

export const ZMemberRestrictionsSchema = z.object({
  noBonus: z.boolean(),
  noWithdrawal: z.boolean(),
  noTransfer: z.boolean(),
  /** the largest stake of one bet; null: no cap */
  maxStake: minorUnitsSchema({ positive: true, max: 100_000_000_000 }).nullable(),
});
export type TMemberRestrictions = z.infer<typeof ZMemberRestrictionsSchema>;

/** GET /api/admin/members/:id/restrictions (members.read). */
export const ZMemberRestrictionsReplySchema = ZMemberRestrictionsSchema.extend({
  /** why, and who set them last; null when none was ever set */
  reason: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type TMemberRestrictionsReply = z.infer<typeof ZMemberRestrictionsReplySchema>;

/** PUT /api/admin/members/:id/restrictions (members.write): the whole set, with a reason. */
export const ZSetMemberRestrictionsSchema = ZMemberRestrictionsSchema.extend({
  reason: z.string().trim().min(2).max(500),
}).strict();
export type TSetMemberRestrictions = z.infer<typeof ZSetMemberRestrictionsSchema>;

export const NO_RESTRICTIONS: TMemberRestrictions = {
  noBonus: false,
  noWithdrawal: false,
  noTransfer: false,
  maxStake: null,
};

// ---------------------------------------------------------------- linked accounts (decision 079)
/** Why two members are linked: a login IP, a device id, a bank card number or payee name, a referral. */
export const LINK_KINDS = ['ip', 'device', 'bank_card', 'payee_name', 'referral'] as const;
export type TLinkKind = (typeof LINK_KINDS)[number];

export const ZLinkReasonSchema = z.object({
  kind: z.enum(LINK_KINDS),
  /** the shared value: card numbers masked; for a referral `referrer` (they invited this member) or `referee` */
  value: z.string(),
});
export type TLinkReason = z.infer<typeof ZLinkReasonSchema>;

export const ZLinkedAccountSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  reasons: z.array(ZLinkReasonSchema).min(1),
  /** the linked member's last login; null when they never logged in */
  lastSeenAt: z.string().nullable(),
});
export type TLinkedAccount = z.infer<typeof ZLinkedAccountSchema>;

/** GET /api/admin/members/:id/linked (members.read). */
export const ZLinkedAccountsReplySchema = z.object({ linked: z.array(ZLinkedAccountSchema) });
export type TLinkedAccountsReply = z.infer<typeof ZLinkedAccountsReplySchema>;
