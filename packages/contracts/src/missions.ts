// Missions and leaderboard (spec §2.7 missionLeaderboard, §7 mission summary and leaderboard, issue
// 13): daily and weekly missions whose progress is read from real bets, deposits and logins, a
// reward claimed once per period through the ledger, and the period's leaderboard of valid bets.
import { z } from 'zod';
import { GAME_CATEGORIES } from './games-constants.ts';
import { DEFAULT_REWARD_PAYOUT, ZRewardPayoutSchema } from './reward-payout.ts';

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type TMissionPeriod = (typeof MISSION_PERIODS)[number];
/** bet_amount: valid bets (minor units); bet_count: settled bets; deposit_amount: credited deposits; login_days: days with a login */
export const MISSION_KINDS = ['bet_amount', 'bet_count', 'deposit_amount', 'login_days'] as const;
export type TMissionKind = (typeof MISSION_KINDS)[number];
/** A mission's state for the member this period. */
export const MISSION_STATES = ['process', 'claim', 'claimed'] as const;
export type TMissionState = (typeof MISSION_STATES)[number];

/** Start of the UTC period holding `at`: the day, or the ISO week (Monday). */
export function periodStart(period: TMissionPeriod, at: Date): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === 'daily') {
    return new Date(day);
  }
  const weekday = (at.getUTCDay() + 6) % 7;
  return new Date(day - weekday * 86_400_000);
}

export function periodEnd(period: TMissionPeriod, start: Date): Date {
  return new Date(start.getTime() + (period === 'daily' ? 1 : 7) * 86_400_000);
}

export function missionState(progress: number, target: number, claimed: boolean): TMissionState {
  if (claimed) {
    return 'claimed';
  }
  return progress >= target ? 'claim' : 'process';
}

/** Names on the leaderboard: first two and last character, the rest masked (at least 3 stars). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) {
    return `${chars[0] ?? ''}***`;
  }
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export const ZMissionSchema = z.object({
  id: z.string(),
  code: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  gameType: z.enum(GAME_CATEGORIES).nullable(),
  title: z.string(),
  target: z.number().int(),
  progress: z.number().int(),
  reward: z.number().int(),
  state: z.enum(MISSION_STATES),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type TMission = z.infer<typeof ZMissionSchema>;
export const ZMissionSummarySchema = z.object({
  missions: z.array(ZMissionSchema),
  claimable: z.number().int(),
});
export type TMissionSummary = z.infer<typeof ZMissionSummarySchema>;

export const ZMissionIdParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });
export const ZMissionClaimReplySchema = z.object({
  missionId: z.string(),
  reward: z.number().int(),
  balance: z.number().int(),
});
export type TMissionClaimReply = z.infer<typeof ZMissionClaimReplySchema>;

export const ZLeaderboardQuerySchema = z.object({ period: z.enum(MISSION_PERIODS).default('weekly') });
export const ZLeaderboardSchema = z.object({
  period: z.enum(MISSION_PERIODS),
  periodStart: z.string(),
  entries: z.array(z.object({ rank: z.number().int(), name: z.string(), validBet: z.number().int() })),
  me: z.object({ rank: z.number().int().nullable(), validBet: z.number().int() }),
});
export type TLeaderboard = z.infer<typeof ZLeaderboardSchema>;

// ---------------------------------------------------------------- operator side
export const ZMissionInputSchema = z.object({
  code: z.string().regex(/^[a-z0-9_-]{2,40}$/),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  gameType: z.enum(GAME_CATEGORIES).nullable().default(null),
  titleEn: z.string().trim().min(1).max(80),
  titleZh: z.string().trim().min(1).max(80),
  titleKm: z.string().trim().min(1).max(80),
  target: z.number().int().min(1).max(1_000_000_000_000),
  reward: z.number().int().min(1).max(100_000_000),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
  /** how the reward pays: cash or locked bonus money, and a qualifying deposit (decision 063) */
  payout: ZRewardPayoutSchema.default(DEFAULT_REWARD_PAYOUT),
});
export type TMissionInput = z.infer<typeof ZMissionInputSchema>;
export const ZAdminMissionSchema = ZMissionInputSchema.extend({ id: z.string() });
export const ZAdminMissionListSchema = z.object({ missions: z.array(ZAdminMissionSchema) });
