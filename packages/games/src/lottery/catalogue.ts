// The lottery vendor's fixed vocabulary, shared by the engine, the contracts, the server and the
// browser: game families (how a draw looks), play-type codes per family, and the games the vendor
// runs (one family on one schedule). Odds, stakes and exposure caps are data in the database;
// schedules live here because a draw's issue number and times derive from them.

export const LOTTERY_FAMILIES = ['SSC', 'PK10', '11X5', 'LHC', 'VN', 'SEA'] as const;
export type TLotteryFamily = (typeof LOTTERY_FAMILIES)[number];

/** Which page opens a game (spec §2.1): /lottery for LOTT and ELOTT, /vnLottery, /seaLottery. */
export const LOTTERY_ROUTES = ['/lottery', '/vnLottery', '/seaLottery'] as const;
export type TLotteryRoute = (typeof LOTTERY_ROUTES)[number];

/** Prize mode / catalogue vendor of a game (spec §3: LOTT regular, ELOTT fast electronic, SEA). */
export const LOTTERY_MODES = ['LOTT', 'ELOTT', 'SEA', 'VN'] as const;
export type TLotteryMode = (typeof LOTTERY_MODES)[number];

export const LOTTERY_PLAY_TYPES = {
  SSC: [
    'pos',
    'front3_direct',
    'back3_direct',
    'back2_direct',
    'back3_group3',
    'back3_group6',
    'sum_bsoe',
    'pos_bsoe',
    'dragon_tiger',
  ],
  PK10: [
    'pos',
    'first2_direct',
    'first3_direct',
    'sum_first2',
    'sum_first2_bsoe',
    'pos_bsoe',
    'dragon_tiger',
  ],
  '11X5': [
    'any1',
    'any2',
    'any3',
    'any4',
    'any5',
    'front2_direct',
    'front3_direct',
    'front2_group',
    'front3_group',
    'pos',
    'sum_bsoe',
  ],
  LHC: ['special', 'special_bsoe', 'normal', 'two_in', 'three_in'],
  VN: ['de', 'lo2', 'xiu3'],
  SEA: ['big', 'small', 'd2'],
} as const satisfies Record<TLotteryFamily, readonly string[]>;
export type TLotteryPlayType = (typeof LOTTERY_PLAY_TYPES)[TLotteryFamily][number];
export const ALL_PLAY_TYPES = [...new Set(Object.values(LOTTERY_PLAY_TYPES).flat())] as TLotteryPlayType[];

/**
 * A game's schedule: draws at UTC times t with (t − offset) mod interval = 0; bets on an issue close
 * `closeLeadSeconds` before its draw; an issue opens when the previous one closes.
 */
export type TLotterySchedule = { intervalSeconds: number; offsetSeconds: number; closeLeadSeconds: number };

export type TLotteryGameDef = {
  code: string;
  family: TLotteryFamily;
  mode: TLotteryMode;
  route: TLotteryRoute;
  schedule: TLotterySchedule;
  /** VN only: the northern draw (27 prizes, 5-digit special) or the southern/central one (18 prizes) */
  vnRegion?: 'north' | 'south';
};

const fast = (minutes: number): TLotterySchedule => ({
  intervalSeconds: minutes * 60,
  offsetSeconds: 0,
  closeLeadSeconds: minutes === 1 ? 10 : 30,
});
const regular: TLotterySchedule = { intervalSeconds: 20 * 60, offsetSeconds: 0, closeLeadSeconds: 60 };
const daily = (hour: number, minute: number): TLotterySchedule => ({
  intervalSeconds: 86_400,
  offsetSeconds: hour * 3600 + minute * 60,
  closeLeadSeconds: 15 * 60,
});

function variants(family: TLotteryFamily, route: TLotteryRoute, mode: TLotteryMode): TLotteryGameDef[] {
  return [1, 3, 5].map((m) => ({ code: `${family}_${m}M`, family, mode, route, schedule: fast(m) }));
}

/** Every game of the vendor: fast electronic variants (1, 3, 5 min) and a regular schedule each. */
export const LOTTERY_GAMES: readonly TLotteryGameDef[] = [
  ...variants('SSC', '/lottery', 'ELOTT'),
  { code: 'SSC', family: 'SSC', mode: 'LOTT', route: '/lottery', schedule: regular },
  ...variants('PK10', '/lottery', 'ELOTT'),
  { code: 'PK10', family: 'PK10', mode: 'LOTT', route: '/lottery', schedule: regular },
  ...variants('11X5', '/lottery', 'ELOTT'),
  { code: '11X5', family: '11X5', mode: 'LOTT', route: '/lottery', schedule: regular },
  ...variants('LHC', '/lottery', 'ELOTT'),
  // Mark Six style: one draw a day at 13:30 UTC (21:30 Hong Kong)
  { code: 'LHC', family: 'LHC', mode: 'LOTT', route: '/lottery', schedule: daily(13, 30) },
  ...variants('VN', '/vnLottery', 'VN'),
  // Vietnamese regional draws at 16:15 (south), 17:15 (central), 18:15 (north), Vietnam time (UTC+7)
  {
    code: 'VN_SOUTH',
    family: 'VN',
    mode: 'VN',
    route: '/vnLottery',
    schedule: daily(9, 15),
    vnRegion: 'south',
  },
  {
    code: 'VN_CENTRAL',
    family: 'VN',
    mode: 'VN',
    route: '/vnLottery',
    schedule: daily(10, 15),
    vnRegion: 'south',
  },
  {
    code: 'VN_NORTH',
    family: 'VN',
    mode: 'VN',
    route: '/vnLottery',
    schedule: daily(11, 15),
    vnRegion: 'north',
  },
  ...variants('SEA', '/seaLottery', 'SEA'),
  // 4D style: one draw a day at 11:00 UTC (19:00 Singapore / Kuala Lumpur)
  { code: 'SEA_4D', family: 'SEA', mode: 'SEA', route: '/seaLottery', schedule: daily(11, 0) },
];

export function lotteryGameDef(code: string): TLotteryGameDef | undefined {
  return LOTTERY_GAMES.find((g) => g.code === code);
}

/** Most issues one follow-up plan may cover (the first included). */
export const FOLLOW_UP_MAX_ISSUES = 50;
/** Most bets on one slip. */
export const SLIP_MAX_BETS = 20;
/** Largest multiplier of one bet. */
export const MULTIPLIER_MAX = 10_000;
