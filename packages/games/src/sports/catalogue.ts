// The sportsbook's vocabulary shared by the maths here and the zod schemas of
// `@pavilion/contracts/sportsbook` (which re-exports these): sports and their verticals, market
// kinds, selection keys, odds formats, bet and system kinds, leg outcomes, and the shape of a
// final result. Odds are integer thousandths of decimal odds (`odds1000`, 1.950 → 1950, at least
// 1001); lines are integer quarters of a goal/point (`lineQ`, −0.25 → −1, 2.5 → 10), see
// decision 047.

export const SPORTS = ['football', 'basketball', 'tennis', 'moba', 'shooter', 'cockfight'] as const;
export type TSport = (typeof SPORTS)[number];

export const SPORTS_VERTICALS = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type TSportsVertical = (typeof SPORTS_VERTICALS)[number];

export const VERTICAL_OF_SPORT: Readonly<Record<TSport, TSportsVertical>> = {
  football: 'SPORTS',
  basketball: 'SPORTS',
  tennis: 'SPORTS',
  moba: 'ESPORTS',
  shooter: 'ESPORTS',
  cockfight: 'COCKFIGHT',
};

export const MARKET_KINDS = [
  '1x2',
  'moneyline',
  'ah',
  'ou',
  'btts',
  'correct_score',
  'outright',
  'map_winner',
  'round_winner',
  'cockfight',
] as const;
export type TMarketKind = (typeof MARKET_KINDS)[number];

/** The fixed selection keys of each kind; correct_score takes "h-a" and "other", outright competitor ids. */
export const SELECTION_KEYS = {
  '1x2': ['home', 'draw', 'away'],
  moneyline: ['home', 'away'],
  ah: ['home', 'away'],
  ou: ['over', 'under'],
  btts: ['yes', 'no'],
  map_winner: ['home', 'away'],
  round_winner: ['home', 'away'],
  cockfight: ['meron', 'wala', 'draw'],
} as const satisfies Partial<Record<TMarketKind, readonly string[]>>;

/** correct_score keys: "2-1" (home-away) up to the market's `param` goals a side, else "other". */
export const CORRECT_SCORE_KEY = /^(\d{1,2})-(\d{1,2})$/;
export const CORRECT_SCORE_OTHER = 'other';

export const ODDS_FORMATS = ['decimal', 'hk', 'malay', 'indo'] as const;
export type TOddsFormat = (typeof ODDS_FORMATS)[number];

export const ACCEPT_ODDS = ['any', 'higher', 'none'] as const;
export type TAcceptOdds = (typeof ACCEPT_ODDS)[number];

export const BET_TYPES = ['single', 'accumulator', 'system'] as const;
export type TBetType = (typeof BET_TYPES)[number];

/** Named systems; any other system is written "k/n" (every k-fold of n legs, 1 ≤ k < n). */
export const NAMED_SYSTEMS = ['trixie', 'patent', 'yankee', 'lucky15'] as const;
export type TNamedSystem = (typeof NAMED_SYSTEMS)[number];
export type TSystemKind = TNamedSystem | `${number}/${number}`;
export const SYSTEM_KIND_PATTERN = /^(trixie|patent|yankee|lucky15|[1-9]\d?\/[1-9]\d?)$/;

/** Legs of one ticket at most (accumulator and system); 2^8 − 1 lines bounds a system. */
export const MAX_LEGS_ACCUMULATOR = 12;
export const MAX_LEGS_SYSTEM = 8;

export const ODDS_MIN = 1001;
export const ODDS_MAX = 1_000_000;

export const LEG_OUTCOMES = ['win', 'lose', 'push', 'half_win', 'half_lose', 'void'] as const;
export type TLegOutcome = (typeof LEG_OUTCOMES)[number];

export const SIDES = ['home', 'away'] as const;
export type TSide = (typeof SIDES)[number];
export const FIGHT_RESULTS = ['meron', 'wala', 'draw'] as const;
export type TFightResult = (typeof FIGHT_RESULTS)[number];

/**
 * A final result. `home`/`away` is the score (goals, points, sets, maps won; meron/wala for a
 * fight); `maps`/`rounds` the winner of each map/round played, in order; `fight` the cockfight
 * result; `winnerId` the outright winner. `cancelled` voids every market of the event.
 */
export type TSportsResult = {
  home: number;
  away: number;
  cancelled?: boolean | undefined;
  maps?: TSide[] | undefined;
  rounds?: TSide[] | undefined;
  fight?: TFightResult | undefined;
  winnerId?: string | undefined;
};

/** What settlement needs to know about a market. */
export type TMarketRef = { kind: TMarketKind; lineQ: number | null; param: number | null };
