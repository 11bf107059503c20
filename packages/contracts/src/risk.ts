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
