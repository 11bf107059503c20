// Lottery vendor calls (issue 14): lobby, game page, draws and their verification, bet slips with
// follow-ups, my tickets, and the operator's odds, limits and void. Every player call needs login
// (spec §2.1: NOT_LOGGED_IN otherwise). Amounts are integer minor units (1 = 0.01); times are ISO
// strings in UTC; `serverTime` lets the browser correct its clock for countdowns. Odds are integer
// thousandths of the gross return per unit staked (1960 = 1.96 × the stake back on a win).
// Selections are rows of tokens: a number ("7", "07" for VN/SEA digit strings) or an option
// ("big", "small", "odd", "even", "dragon", "tiger", "tie"); which rows and tokens a play type
// takes, and how many combinations a selection makes, is the engine's (`@pavilion/games/lottery/*`,
// `countCombinations`), so the slip and the server count the same way.
import { z } from 'zod';
import {
  ALL_PLAY_TYPES,
  FOLLOW_UP_MAX_ISSUES,
  LOTTERY_FAMILIES,
  LOTTERY_MODES,
  LOTTERY_ROUTES,
  MULTIPLIER_MAX,
  SLIP_MAX_BETS,
} from '@pavilion/games/lottery/catalogue';

export {
  FOLLOW_UP_MAX_ISSUES,
  LOTTERY_FAMILIES,
  LOTTERY_MODES,
  LOTTERY_ROUTES,
  MULTIPLIER_MAX,
  SLIP_MAX_BETS,
};

export const LOTTERY_PAGE_SIZE = 20;
export const LOTTERY_RESULTS_MAX = 100;

export const ZLotteryFamilySchema = z.enum(LOTTERY_FAMILIES);
export const ZLotteryModeSchema = z.enum(LOTTERY_MODES);
export const ZLotteryRouteSchema = z.enum(LOTTERY_ROUTES);
export const ZLotteryPlayTypeSchema = z.enum(ALL_PLAY_TYPES as [string, ...string[]]);
export const ZLotteryGameCodeSchema = z.string().regex(/^[A-Z0-9_]{2,16}$/);
/** yyyyMMdd-nnnn for games drawn more than once a day, yyyyMMdd for daily games */
export const ZLotteryIssueNoSchema = z.string().regex(/^\d{8}(-\d{4})?$/);
const ZIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/);
/** Idempotency key chosen by the browser once per slip submission (a retry sends the same one). */
export const ZLotteryRequestIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Rows of tokens (see header); at most 10 rows (PK10 positions) of at most 100 tokens (VN 00–99). */
export const ZLotterySelectionSchema = z
  .array(z.array(z.string().regex(/^[a-z0-9]{1,8}$/)).max(100))
  .min(1)
  .max(10);
export type TLotterySelection = z.infer<typeof ZLotterySelectionSchema>;

// ---------------------------------------------------------------- issues and draws
/**
 * upcoming: not open yet (a follow-up may already bet on it); open: taking bets; closed: bets
 * closed, waiting for the draw; settled: drawn and paid; void: cancelled by the operator or not
 * drawn in time, every ticket refunded.
 */
export const LOTTERY_ISSUE_STATES = ['upcoming', 'open', 'closed', 'settled', 'void'] as const;
export const ZLotteryIssueStateSchema = z.enum(LOTTERY_ISSUE_STATES);

/** A draw: `numbers` for SSC, PK10, 11X5, LHC (six then the special); prize `tiers` for VN and SEA. */
export const ZLotteryDrawSchema = z.object({
  numbers: z.array(z.number().int()),
  tiers: z.array(z.object({ tier: z.string(), values: z.array(z.string()) })),
});
export type TLotteryDraw = z.infer<typeof ZLotteryDrawSchema>;

export const ZLotteryIssueSchema = z.object({
  gameCode: ZLotteryGameCodeSchema,
  issueNo: ZLotteryIssueNoSchema,
  state: ZLotteryIssueStateSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** sha256 of the issue's server seed, published before the issue opens */
  seedHash: z.string(),
  /** revealed once drawn (null before, and for a void issue that was never drawn) */
  serverSeed: z.string().nullable(),
  draw: ZLotteryDrawSchema.nullable(),
});
export type TLotteryIssue = z.infer<typeof ZLotteryIssueSchema>;

// ---------------------------------------------------------------- lobby and game page
export const ZLotteryGameSchema = z.object({
  code: ZLotteryGameCodeSchema,
  family: ZLotteryFamilySchema,
  mode: ZLotteryModeSchema,
  route: ZLotteryRouteSchema,
  intervalSeconds: z.number().int(),
  enabled: z.boolean(),
  /** the issue taking bets now (null while the game is disabled) */
  current: ZLotteryIssueSchema.nullable(),
  /** the latest drawn issue */
  last: ZLotteryIssueSchema.nullable(),
});
export type TLotteryGame = z.infer<typeof ZLotteryGameSchema>;

/** GET /api/lottery/games?route=/lottery (login): the lobby, each game with its next close. */
export const ZLotteryLobbyQuerySchema = z.object({ route: ZLotteryRouteSchema.optional() });
export const ZLotteryLobbySchema = z.object({ serverTime: z.string(), games: z.array(ZLotteryGameSchema) });
export type TLotteryLobby = z.infer<typeof ZLotteryLobbySchema>;

export const ZLotteryOddsSchema = z.object({ key: z.string(), odds: z.number().int() });
export const ZLotteryPlayTypeConfigSchema = z.object({
  playType: ZLotteryPlayTypeSchema,
  enabled: z.boolean(),
  /** stake limits of one ticket (all its combinations × unit × multiplier) */
  minStake: z.number().int(),
  maxStake: z.number().int(),
  /** most the house pays on one number (selection token) of one draw, over all tickets */
  exposureCap: z.number().int(),
  /** per prize key: "win" for most play types, the option ("big", "dragon", "3".."19") otherwise */
  odds: z.array(ZLotteryOddsSchema),
});
export type TLotteryPlayTypeConfig = z.infer<typeof ZLotteryPlayTypeConfigSchema>;

export const ZLotteryGameParamsSchema = z.object({ gameCode: ZLotteryGameCodeSchema });
export const ZLotteryIssueParamsSchema = z.object({
  gameCode: ZLotteryGameCodeSchema,
  issueNo: ZLotteryIssueNoSchema,
});

/** GET /api/lottery/games/:gameCode (login): the game page. */
export const ZLotteryGameDetailSchema = z.object({
  serverTime: z.string(),
  game: ZLotteryGameSchema,
  playTypes: z.array(ZLotteryPlayTypeConfigSchema),
  /** the next issues a follow-up would bet on, the current one first (up to FOLLOW_UP_MAX_ISSUES) */
  upcoming: z.array(ZLotteryIssueSchema.pick({ issueNo: true, closesAt: true, drawAt: true })),
  /** the latest drawn issues, newest first (10) */
  recent: z.array(ZLotteryIssueSchema),
});
export type TLotteryGameDetail = z.infer<typeof ZLotteryGameDetailSchema>;

/** GET /api/lottery/games/:gameCode/results?limit=&before= (login): drawn issues, newest first. */
export const ZLotteryResultsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LOTTERY_RESULTS_MAX).default(30),
  /** issue number to page before (exclusive) */
  before: ZLotteryIssueNoSchema.optional(),
});
export const ZLotteryResultsSchema = z.object({ results: z.array(ZLotteryIssueSchema) });
export type TLotteryResults = z.infer<typeof ZLotteryResultsSchema>;

/** GET /api/lottery/games/:gameCode/issues/:issueNo (login): one issue, for verification. */
export const ZLotteryIssueDetailSchema = ZLotteryIssueSchema.extend({
  family: ZLotteryFamilySchema,
  /** the public draw input: the engine draws from HMAC(serverSeed, `${clientSeed}:0:cursor`) */
  clientSeed: z.string(),
});
export type TLotteryIssueDetail = z.infer<typeof ZLotteryIssueDetailSchema>;

// ---------------------------------------------------------------- tickets
export const LOTTERY_TICKET_STATES = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;
export const ZLotteryTicketStateSchema = z.enum(LOTTERY_TICKET_STATES);

export const ZLotteryBetSchema = z.object({
  playType: ZLotteryPlayTypeSchema,
  selection: ZLotterySelectionSchema,
  /** stake of one combination at multiplier 1, minor units */
  unitAmount: z.number().int().min(1).max(100_000_000),
  multiplier: z.number().int().min(1).max(MULTIPLIER_MAX),
});
export type TLotteryBet = z.infer<typeof ZLotteryBetSchema>;

/**
 * POST /api/lottery/tickets (login): a slip. `issueNo` is the issue the player sees (a slip for an
 * issue that has closed is LOTTERY_ISSUE_CLOSED). With `followUp`, the same bets go on `issues`
 * consecutive issues from that one; every ticket is paid for at purchase; `stopOnWin` refunds the
 * plan's later tickets once one of its tickets wins.
 */
export const ZLotteryPlaceRequestSchema = z.object({
  requestId: ZLotteryRequestIdSchema,
  gameCode: ZLotteryGameCodeSchema,
  issueNo: ZLotteryIssueNoSchema,
  bets: z.array(ZLotteryBetSchema).min(1).max(SLIP_MAX_BETS),
  followUp: z
    .object({ issues: z.number().int().min(2).max(FOLLOW_UP_MAX_ISSUES), stopOnWin: z.boolean() })
    .optional(),
});
export type TLotteryPlaceRequest = z.infer<typeof ZLotteryPlaceRequestSchema>;

export const ZLotteryTicketSchema = z.object({
  id: ZIdSchema,
  gameCode: ZLotteryGameCodeSchema,
  issueNo: ZLotteryIssueNoSchema,
  playType: ZLotteryPlayTypeSchema,
  selection: ZLotterySelectionSchema,
  combinations: z.number().int(),
  unitAmount: z.number().int(),
  multiplier: z.number().int(),
  /** combinations × unitAmount × multiplier */
  stake: z.number().int(),
  state: ZLotteryTicketStateSchema,
  /** gross amount paid (stake back on a push); null while pending, 0 on a loss */
  payout: z.number().int().nullable(),
  /** the follow-up plan this ticket belongs to */
  followUpId: ZIdSchema.nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** true while the ticket's issue still takes bets */
  cancellable: z.boolean(),
});
export type TLotteryTicket = z.infer<typeof ZLotteryTicketSchema>;

export const ZLotteryPlaceReplySchema = z.object({
  tickets: z.array(ZLotteryTicketSchema),
  followUpId: ZIdSchema.nullable(),
  /** wallet balance after the slip */
  balance: z.number().int(),
});
export type TLotteryPlaceReply = z.infer<typeof ZLotteryPlaceReplySchema>;

/** GET /api/lottery/tickets (login): my tickets, newest first. */
export const ZLotteryTicketsQuerySchema = z.object({
  gameCode: ZLotteryGameCodeSchema.optional(),
  state: ZLotteryTicketStateSchema.optional(),
  followUpId: ZIdSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LOTTERY_PAGE_SIZE),
});
export type TLotteryTicketsQuery = z.infer<typeof ZLotteryTicketsQuerySchema>;
export const ZLotteryTicketsSchema = z.object({
  tickets: z.array(ZLotteryTicketSchema),
  total: z.number().int(),
});
export type TLotteryTickets = z.infer<typeof ZLotteryTicketsSchema>;

export const ZLotteryIdParamsSchema = z.object({ id: ZIdSchema });

/** POST /api/lottery/tickets/:id/cancel (login): refunds a ticket whose issue still takes bets. */
export const ZLotteryCancelReplySchema = z.object({
  ticket: ZLotteryTicketSchema,
  balance: z.number().int(),
});
export type TLotteryCancelReply = z.infer<typeof ZLotteryCancelReplySchema>;

/** POST /api/lottery/follow-ups/:id/cancel (login): refunds every ticket of the plan still open. */
export const ZLotteryFollowUpCancelReplySchema = z.object({
  cancelled: z.number().int(),
  balance: z.number().int(),
});
export type TLotteryFollowUpCancelReply = z.infer<typeof ZLotteryFollowUpCancelReplySchema>;

// ---------------------------------------------------------------- operator (/api/admin/lottery/*)
/** GET /api/admin/lottery/games: every game with every play type's configuration. */
export const ZLotteryAdminGamesSchema = z.object({
  games: z.array(
    z.object({
      code: ZLotteryGameCodeSchema,
      family: ZLotteryFamilySchema,
      enabled: z.boolean(),
      playTypes: z.array(ZLotteryPlayTypeConfigSchema),
    }),
  ),
});
export type TLotteryAdminGames = z.infer<typeof ZLotteryAdminGamesSchema>;

/** PUT /api/admin/lottery/games/:gameCode: open or close a game (closing stops new tickets). */
export const ZLotteryGameUpdateSchema = z.object({ enabled: z.boolean() }).strict();

export const ZLotteryPlayTypeParamsSchema = z.object({
  gameCode: ZLotteryGameCodeSchema,
  playType: ZLotteryPlayTypeSchema,
});
/** PUT /api/admin/lottery/games/:gameCode/play-types/:playType: every field optional. */
export const ZLotteryPlayTypeUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    minStake: z.number().int().min(1).max(1_000_000_000).optional(),
    maxStake: z.number().int().min(1).max(1_000_000_000).optional(),
    exposureCap: z.number().int().min(0).max(1_000_000_000_000).optional(),
    odds: z
      .array(z.object({ key: z.string().max(16), odds: z.number().int().min(0).max(100_000_000) }))
      .optional(),
  })
  .strict();
export type TLotteryPlayTypeUpdate = z.infer<typeof ZLotteryPlayTypeUpdateSchema>;

/** POST /api/admin/lottery/games/:gameCode/issues/:issueNo/void: refunds every ticket, audited. */
export const ZLotteryVoidRequestSchema = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
export const ZLotteryVoidReplySchema = z.object({ issue: ZLotteryIssueSchema, refunded: z.number().int() });
export type TLotteryVoidReply = z.infer<typeof ZLotteryVoidReplySchema>;

/** An issue's stored status (the player's `state` also reads the clock: open, closed, upcoming). */
export const LOTTERY_ISSUE_STATUSES = ['pending', 'drawn', 'settled', 'void'] as const;
/**
 * GET /api/admin/lottery/games/:gameCode/issues?status=&pageNo=&pageSize= (lottery.read): the game's
 * issues (draws), the latest first, with their tickets' count and sums.
 */
export const ZLotteryAdminIssuesQuerySchema = z
  .object({
    status: z.enum(LOTTERY_ISSUE_STATUSES).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(LOTTERY_PAGE_SIZE),
  })
  .strict();
export type TLotteryAdminIssuesQuery = z.infer<typeof ZLotteryAdminIssuesQuerySchema>;
export const ZLotteryAdminIssueSchema = ZLotteryIssueSchema.extend({
  status: z.enum(LOTTERY_ISSUE_STATUSES),
  voidReason: z.string().nullable(),
  /** every ticket of the issue, whatever its state */
  tickets: z.number().int(),
  /** stakes of the tickets that stand (pending, won, lost) */
  stake: z.number().int(),
  /** paid out to settled tickets */
  payout: z.number().int(),
});
export type TLotteryAdminIssue = z.infer<typeof ZLotteryAdminIssueSchema>;
export const ZLotteryAdminIssuesSchema = z.object({
  rows: z.array(ZLotteryAdminIssueSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TLotteryAdminIssues = z.infer<typeof ZLotteryAdminIssuesSchema>;
