// Sportsbook calls (issue 16, decision 047): events and markets from the feed, the bet slip
// (singles, accumulators, systems), my tickets, cash-out and results. Odds are integer thousandths
// of decimal odds (`odds1000`, 1.950 → 1950, at least 1001); lines are integer quarters (`lineQ`,
// −0.25 → −1, 2.5 → 10, on the home side for Asian handicap); money is integer minor units; times
// are ISO strings in UTC. The vocabulary and the maths are `@pavilion/games/sports/*`, so the slip,
// the server and the settlement count the same way.
import { z } from 'zod';
import {
  ACCEPT_ODDS,
  BET_TYPES,
  FIGHT_RESULTS,
  LEG_OUTCOMES,
  MARKET_KINDS,
  MAX_LEGS_ACCUMULATOR,
  NAMED_SYSTEMS,
  ODDS_FORMATS,
  ODDS_MAX,
  ODDS_MIN,
  SELECTION_KEYS,
  SIDES,
  SPORTS,
  SPORTS_VERTICALS,
  SYSTEM_KIND_PATTERN,
  VERTICAL_OF_SPORT,
  type TSportsResult as TEngineSportsResult,
  type TSystemKind,
} from '@pavilion/games/sports/catalogue';

export {
  ACCEPT_ODDS,
  BET_TYPES,
  FIGHT_RESULTS,
  LEG_OUTCOMES,
  MARKET_KINDS,
  MAX_LEGS_ACCUMULATOR,
  NAMED_SYSTEMS,
  ODDS_FORMATS,
  ODDS_MAX,
  ODDS_MIN,
  SELECTION_KEYS,
  SIDES,
  SPORTS,
  SPORTS_VERTICALS,
  VERTICAL_OF_SPORT,
};
export { MAX_LEGS_SYSTEM } from '@pavilion/games/sports/catalogue';
export type { TSystemKind };

export const SPORTS_PAGE_SIZE = 20;
export const EVENT_STATUSES = ['scheduled', 'live', 'suspended', 'ended', 'settled', 'cancelled'] as const;
export const MARKET_STATUSES = ['open', 'suspended', 'closed', 'settled', 'void'] as const;
/** won/lost/void by the ticket's payout against its stake (half_won/half_lost between), or cashed out. */
export const TICKET_STATUSES = [
  'open',
  'won',
  'half_won',
  'push',
  'half_lost',
  'lost',
  'void',
  'cashed_out',
] as const;

export const ZSportSchema = z.enum(SPORTS);
export type TSport = z.infer<typeof ZSportSchema>;
export const ZSportsVerticalSchema = z.enum(SPORTS_VERTICALS);
export type TSportsVertical = z.infer<typeof ZSportsVerticalSchema>;
export const ZMarketKindSchema = z.enum(MARKET_KINDS);
export type TMarketKind = z.infer<typeof ZMarketKindSchema>;
export const ZOddsFormatSchema = z.enum(ODDS_FORMATS);
export type TOddsFormat = z.infer<typeof ZOddsFormatSchema>;
export const ZAcceptOddsSchema = z.enum(ACCEPT_ODDS);
export type TAcceptOdds = z.infer<typeof ZAcceptOddsSchema>;
export const ZBetTypeSchema = z.enum(BET_TYPES);
export type TBetType = z.infer<typeof ZBetTypeSchema>;
/**
 * trixie, patent, yankee, lucky15 or "k/n"; whether it fits the legs is `linesOf`'s (INVALID_COMBINATION).
 * A checked string typed as the kind, with no `.transform`: the schema is also a reply's (a ticket's
 * `systemKind`), and a reply is encoded, which a transform cannot be (issue 25: the system bet's 500).
 */
export const ZSystemKindSchema = z.string().regex(SYSTEM_KIND_PATTERN) as unknown as z.ZodType<TSystemKind>;
export const ZLegOutcomeSchema = z.enum(LEG_OUTCOMES);
export type TLegOutcome = z.infer<typeof ZLegOutcomeSchema>;
export const ZEventStatusSchema = z.enum(EVENT_STATUSES);
export type TEventStatus = z.infer<typeof ZEventStatusSchema>;
export const ZMarketStatusSchema = z.enum(MARKET_STATUSES);
export type TMarketStatus = z.infer<typeof ZMarketStatusSchema>;
export const ZTicketStatusSchema = z.enum(TICKET_STATUSES);
export type TTicketStatus = z.infer<typeof ZTicketStatusSchema>;

export const ZOdds1000Schema = z.number().int().min(ODDS_MIN).max(ODDS_MAX);
/** Quarter lines: −0.25 → −1; at most ±100 goals/points (±400 quarters), totals up to 400 points. */
export const ZLineQSchema = z.number().int().min(-400).max(1600);
const ZSportsIdSchema = z.string().min(1).max(64);
const ZMinorSchema = z.number().int().min(0);

// ---------------------------------------------------------------- results
const ZSideSchema = z.enum(SIDES);
export const ZSportsResultSchema = z.object({
  home: z.number().int().min(0),
  away: z.number().int().min(0),
  cancelled: z.boolean().optional(),
  maps: z.array(ZSideSchema).optional(),
  rounds: z.array(ZSideSchema).optional(),
  fight: z.enum(FIGHT_RESULTS).optional(),
  winnerId: z.string().optional(),
}) satisfies z.ZodType<TEngineSportsResult>;
export type TSportsResult = z.infer<typeof ZSportsResultSchema>;

// ---------------------------------------------------------------- events and markets
export const ZScoreSchema = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
export type TScore = z.infer<typeof ZScoreSchema>;

export const ZEventSummarySchema = z.object({
  id: ZSportsIdSchema,
  sport: ZSportSchema,
  vertical: ZSportsVerticalSchema,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.iso.datetime(),
  /** when betting closes (a cockfight's window; null: open while a market is open) */
  closesAt: z.iso.datetime().nullable(),
  status: ZEventStatusSchema,
  score: ZScoreSchema.nullable(),
  /** period text key: `h1`, `ht`, `h2`, `q1`…`q4`, `ot`, `set1`…, `map1`…, `fight`; null before the start */
  period: z.string().nullable(),
  /** the clock shown beside the period ("67'", "08:12"), null when the sport has none */
  clock: z.string().nullable(),
  /** cockfight fight number of the day */
  fightNo: z.number().int().min(1).nullable(),
  /** open markets of the event, for the "+N" badge */
  marketCount: z.number().int().min(0),
  /**
   * a competition's winner (its market `kind` is `outright`): `home` names the competition, `away`
   * is empty, it has no score and is never in play (decision 057)
   */
  outright: z.boolean().default(false),
});
export type TEventSummary = z.infer<typeof ZEventSummarySchema>;

export const ZSelectionSchema = z.object({
  id: ZSportsIdSchema,
  key: z.string().min(1).max(64),
  /** what an outright competitor is called; null for the fixed keys (the web translates those) */
  label: z.string().nullable().optional(),
  odds1000: ZOdds1000Schema,
  result: ZLegOutcomeSchema.optional(),
});
export type TSelection = z.infer<typeof ZSelectionSchema>;

export const ZMarketSchema = z.object({
  id: ZSportsIdSchema,
  eventId: ZSportsIdSchema,
  kind: ZMarketKindSchema,
  lineQ: ZLineQSchema.nullable(),
  /** map/round number, correct-score cap; null otherwise */
  param: z.number().int().min(0).nullable(),
  status: ZMarketStatusSchema,
  selections: z.array(ZSelectionSchema),
});
export type TMarket = z.infer<typeof ZMarketSchema>;

/**
 * The kinds of an event's main market, shown on its row in the lists (decision 057): the first of
 * these the event has, an open one before a closed one.
 */
export const MAIN_MARKET_KINDS = ['1x2', 'moneyline', 'cockfight'] as const satisfies readonly TMarketKind[];

/** A row of the event lists: the summary with its main market's prices (null: none, e.g. an outright). */
export const ZEventListItemSchema = ZEventSummarySchema.extend({ mainMarket: ZMarketSchema.nullable() });
export type TEventListItem = z.infer<typeof ZEventListItemSchema>;

/** GET /api/sports/events?vertical=&sport= : live and upcoming events. */
export const ZEventsQuerySchema = z.object({
  vertical: ZSportsVerticalSchema.optional(),
  sport: ZSportSchema.optional(),
  league: z.string().max(64).optional(),
});
export type TEventsQuery = z.infer<typeof ZEventsQuerySchema>;
export const ZEventsReplySchema = z.object({
  events: z.array(ZEventListItemSchema),
  serverTime: z.iso.datetime(),
});
export type TEventsReply = z.infer<typeof ZEventsReplySchema>;

/** GET /api/sports/events/:id : one event with its markets. */
export const ZEventDetailSchema = ZEventSummarySchema.extend({
  markets: z.array(ZMarketSchema),
  result: ZSportsResultSchema.nullable(),
});
export type TEventDetail = z.infer<typeof ZEventDetailSchema>;

// ---------------------------------------------------------------- bet slip and tickets
export const ZBetLegRequestSchema = z.object({
  selectionId: ZSportsIdSchema,
  /** the odds the member saw; a change is handled by `acceptOdds` */
  odds1000: ZOdds1000Schema,
});

/** POST /api/sports/bets (login). Leg counts and same-event legs are checked by the server (INVALID_COMBINATION). */
export const ZPlaceBetRequestSchema = z.object({
  requestId: z.uuid(),
  betType: ZBetTypeSchema,
  systemKind: ZSystemKindSchema.optional(),
  legs: z.array(ZBetLegRequestSchema).min(1).max(MAX_LEGS_ACCUMULATOR),
  stakePerLine: z.number().int().min(1).max(1_000_000_000_000),
  acceptOdds: ZAcceptOddsSchema,
});
export type TPlaceBetRequest = z.infer<typeof ZPlaceBetRequestSchema>;

export const ZTicketLegSchema = z.object({
  selectionId: ZSportsIdSchema,
  marketId: ZSportsIdSchema,
  eventId: ZSportsIdSchema,
  sport: ZSportSchema,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.iso.datetime(),
  kind: ZMarketKindSchema,
  lineQ: ZLineQSchema.nullable(),
  param: z.number().int().min(0).nullable(),
  selectionKey: z.string(),
  label: z.string().nullable().optional(),
  /** the odds the leg was accepted at */
  odds1000: ZOdds1000Schema,
  /** null while the market is not settled */
  outcome: ZLegOutcomeSchema.nullable(),
});
export type TTicketLeg = z.infer<typeof ZTicketLegSchema>;

export const ZTicketSchema = z.object({
  id: ZSportsIdSchema,
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  status: ZTicketStatusSchema,
  betType: ZBetTypeSchema,
  systemKind: ZSystemKindSchema.nullable(),
  lines: z.number().int().min(1),
  stakePerLine: ZMinorSchema,
  stakeTotal: ZMinorSchema,
  /** what the ticket returns if every leg wins */
  potentialReturn: ZMinorSchema,
  /** null while open; the cash-out amount when cashed out */
  payout: ZMinorSchema.nullable(),
  legs: z.array(ZTicketLegSchema),
});
export type TTicket = z.infer<typeof ZTicketSchema>;

export const ZPlaceBetReplySchema = z.object({
  ticket: ZTicketSchema,
  /** wallet balance after the stake */
  balance: z.number().int(),
});
export type TPlaceBetReply = z.infer<typeof ZPlaceBetReplySchema>;

/** GET /api/sports/tickets?state=open|settled (login): my tickets, newest first. */
export const ZTicketsQuerySchema = z.object({
  state: z.enum(['open', 'settled']).default('open'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SPORTS_PAGE_SIZE),
});
export type TTicketsQuery = z.infer<typeof ZTicketsQuerySchema>;
export const ZTicketsReplySchema = z.object({ tickets: z.array(ZTicketSchema), total: z.number().int() });
export type TTicketsReply = z.infer<typeof ZTicketsReplySchema>;

// ---------------------------------------------------------------- cash-out
/** GET /api/sports/tickets/:id/cash-out (login): null value when cash-out is not offered now. */
export const ZCashOutQuoteSchema = z.object({
  ticketId: ZSportsIdSchema,
  value: ZMinorSchema.nullable(),
  quotedAt: z.iso.datetime(),
});
export type TCashOutQuote = z.infer<typeof ZCashOutQuoteSchema>;
/** POST /api/sports/tickets/:id/cash-out (login): refused with CASHOUT_UNAVAILABLE when the value moved below `minValue`. */
export const ZCashOutRequestSchema = z.object({ requestId: z.uuid(), minValue: ZMinorSchema });
export type TCashOutRequest = z.infer<typeof ZCashOutRequestSchema>;
export const ZCashOutReplySchema = z.object({ ticket: ZTicketSchema, balance: z.number().int() });
export type TCashOutReply = z.infer<typeof ZCashOutReplySchema>;

// ---------------------------------------------------------------- results
/** GET /api/sports/results?sport=&date=yyyy-mm-dd : ended events of a day with their final result. */
export const ZResultsQuerySchema = z.object({
  sport: ZSportSchema.optional(),
  date: z.iso.date().optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SPORTS_PAGE_SIZE),
});
export type TResultsQuery = z.infer<typeof ZResultsQuerySchema>;
export const ZResultItemSchema = z.object({
  event: ZEventSummarySchema,
  result: ZSportsResultSchema,
  /** an outright's winner as the feed names it (`result.winnerId` is the feed's key); null otherwise */
  winnerName: z.string().nullable().optional(),
});
export type TResultItem = z.infer<typeof ZResultItemSchema>;
export const ZResultsReplySchema = z.object({ results: z.array(ZResultItemSchema), total: z.number().int() });
export type TResultsReply = z.infer<typeof ZResultsReplySchema>;

// ---------------------------------------------------------------- error data
/** ODDS_CHANGED: the selections whose odds moved against the member's `acceptOdds`, with their odds now. */
export const ZOddsChangedDataSchema = z.object({
  selections: z.array(z.object({ selectionId: ZSportsIdSchema, odds1000: ZOdds1000Schema })),
});
export type TOddsChangedData = z.infer<typeof ZOddsChangedDataSchema>;
/** STAKE_LIMIT: the stake per line allowed for this slip. */
export const ZStakeLimitDataSchema = z.object({ min: ZMinorSchema, max: ZMinorSchema });
export type TStakeLimitData = z.infer<typeof ZStakeLimitDataSchema>;

/**
 * One message of an event's live stream (`GET /api/sportsbook/events/:id/stream`, SSE event `change`):
 * what a batch of feed steps changed, as absolute values (repeating one is harmless).
 */
export const ZSportsLiveChangeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('odds'),
    marketId: z.string(),
    selections: z.array(z.object({ id: z.string(), odds1000: z.number().int() })),
  }),
  z.object({ type: z.literal('market'), marketId: z.string(), status: ZMarketStatusSchema }),
  z.object({
    type: z.literal('event'),
    status: ZEventStatusSchema,
    score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
    period: z.string().nullable(),
    clock: z.string().nullable(),
  }),
  z.object({ type: z.literal('result'), version: z.number().int() }),
]);
export type TSportsLiveChange = z.infer<typeof ZSportsLiveChangeSchema>;
export const ZSportsLiveMessageSchema = z.object({
  eventId: z.string(),
  changes: z.array(ZSportsLiveChangeSchema),
});
export type TSportsLiveMessage = z.infer<typeof ZSportsLiveMessageSchema>;

/**
 * GET /api/sportsbook/stream?ids=1,2,3 : one SSE stream for the events a list shows (decision 057):
 * `ready` with their rows (`ZEventsReplySchema`), then every `change` of any of them
 * (`ZSportsLiveMessageSchema`). At most `LIST_STREAM_MAX_IDS` events.
 */
export const LIST_STREAM_MAX_IDS = 300;
export const ZListStreamQuerySchema = z.object({
  ids: z
    .string()
    .max(LIST_STREAM_MAX_IDS * 17)
    .regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/)
    .transform((s) => [...new Set(s.split(','))])
    .pipe(z.array(z.string()).min(1).max(LIST_STREAM_MAX_IDS)),
});
export type TListStreamQuery = z.infer<typeof ZListStreamQuerySchema>;
