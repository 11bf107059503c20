// How a reward pays (issue 25 item 3, decision 063): the operator's choice per promotion and per
// mission between withdrawable cash and locked bonus money with a turnover multiplier, optionally only
// for members with a qualifying deposit; the anti-farming caps on rewards that need no deposit (per
// device, IP and upline per UTC day); the member's forfeit of locked bonus money.
import { z } from 'zod';
import { minorUnitsSchema } from './amount-schema.ts';

export const PAYOUT_MODES = ['cash', 'locked'] as const;
export type TPayoutMode = (typeof PAYOUT_MODES)[number];

/** Turnover asked of locked bonus money, as a multiple of the reward (0: no turnover, paid as cash). */
export const ZTurnoverMultiplierSchema = z.number().int().min(0).max(100);
/** A qualifying deposit's minimum (minor units); null: the reward needs no deposit. */
export const ZPayoutMinDepositSchema = minorUnitsSchema({ max: 100_000_000_000 }).min(1).nullable();

/**
 * One reward's payout: `cash` pays withdrawable money (the multiplier is not used), `locked` pays bonus
 * money held until the stakes reach multiplier × the reward. `minDeposit`: only a member with at least
 * one credited deposit of this much may claim it.
 */
export const ZRewardPayoutSchema = z.object({
  mode: z.enum(PAYOUT_MODES),
  turnoverMultiplier: ZTurnoverMultiplierSchema,
  minDeposit: ZPayoutMinDepositSchema,
});
export type TRewardPayout = z.infer<typeof ZRewardPayoutSchema>;

/** A promotion's payout: its multiplier stays in its rules (one home, decision 034). */
export const ZPromotionPayoutSchema = ZRewardPayoutSchema.omit({ turnoverMultiplier: true });
export type TPromotionPayout = z.infer<typeof ZPromotionPayoutSchema>;

/**
 * Turnover asked of a reward that needs no deposit (a mission, a red-envelope share) unless the
 * operator sets another: it is paid as locked bonus money (decision 061), so a fresh account cannot
 * turn it into cash or pass it up the agent tree without playing it through.
 */
export const NO_DEPOSIT_REWARD_TURNOVER_MULTIPLIER = 5;

/** Today's behaviour of a reward that needs no deposit: locked, 5×, no deposit asked. */
export const DEFAULT_REWARD_PAYOUT: TRewardPayout = {
  mode: 'locked',
  turnoverMultiplier: NO_DEPOSIT_REWARD_TURNOVER_MULTIPLIER,
  minDeposit: null,
};
export const DEFAULT_PROMOTION_PAYOUT: TPromotionPayout = { mode: 'locked', minDeposit: null };

/** The turnover a payout asks of a credit of `amount` (plus the deposit, for a deposit bonus). */
export function payoutTurnover(
  p: { mode: TPayoutMode; turnoverMultiplier: number },
  amount: number,
  deposit = 0,
): number {
  return p.mode === 'cash' ? 0 : p.turnoverMultiplier * (amount + deposit);
}

// ---- anti-farming caps ----

export const REWARD_CAP_SCOPES = ['device', 'ip', 'upline'] as const;
export type TRewardCapScope = (typeof REWARD_CAP_SCOPES)[number];
const ZCapSchema = z.number().int().min(0).max(100_000);
/** Claims of rewards that need no deposit per UTC day, per scope; 0 switches that cap off. */
export const ZRewardCapsSchema = z.object({ device: ZCapSchema, ip: ZCapSchema, upline: ZCapSchema });
export type TRewardCaps = z.infer<typeof ZRewardCapsSchema>;
export const DEFAULT_REWARD_CAPS: TRewardCaps = { device: 3, ip: 3, upline: 20 };

export { DEVICE_ID_HEADER } from './constants.ts';
export const ZDeviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

// ---- forfeit ----

export const ZForfeitBonusRequestSchema = z.object({ requestId: z.string().trim().min(1).max(64) });
export const ZForfeitBonusReplySchema = z.object({
  /** what left the wallet with the locks: the locked bonus money */
  forfeited: z.number().int(),
  locks: z.number().int(),
  balance: z.number().int(),
});
export type TForfeitBonusReply = z.infer<typeof ZForfeitBonusReplySchema>;
