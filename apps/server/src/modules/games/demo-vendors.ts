// The demo catalogue's categories and vendors: the provider codes of spec §3 per category, the
// lottery codes, the game-centre vendors and our in-house vendor, with the spec §9 regrouping
// (e-sports and cockfight arrive as sports vendors; WD is shown as in-house) as configuration.
import type { TGameCategory, TMenuCode, TRegrouping } from '@pavilion/contracts/games';
import { CATEGORY_PATHS, INHOUSE_VENDOR, NAV_ORDER } from '@pavilion/contracts/games';

export type TDemoVendor = {
  code: string;
  gameType: TGameCategory;
  name: string;
  classify: string;
  color: string;
  prizeMode?: string;
  /** how many games the generator makes for this vendor */
  games: number;
};

const MENU_PATHS: Record<TMenuCode, string> = {
  HOME: '/',
  HOT: '/hot',
  PROMOTIONS: '/promotions',
  FAVORITE: '/favorite',
};

export const DEMO_CATEGORIES = NAV_ORDER.map((code, sort) => {
  const isMenu = code in MENU_PATHS;
  return {
    code,
    kind: isMenu ? ('menu' as const) : ('game' as const),
    path: isMenu ? MENU_PATHS[code as TMenuCode] : CATEGORY_PATHS[code as TGameCategory],
    login_required: code === 'FAVORITE',
    sort,
  };
});

/** Categories whose vendor tile launches the vendor (game centres of spec §2.1). */
export const VENDOR_LAUNCH_TYPES: readonly TGameCategory[] = [
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
];

const v = (
  code: string,
  gameType: TGameCategory,
  name: string,
  classify: string,
  color: string,
  games: number,
  prizeMode?: string,
): TDemoVendor => ({
  code,
  gameType,
  name,
  classify,
  color,
  games,
  ...(prizeMode ? { prizeMode } : {}),
});

export const DEMO_VENDORS: TDemoVendor[] = [
  v('AE', 'RNG', 'AE Gaming', 'SLOTS', '#e4572e', 620),
  v('AG', 'RNG', 'Asia Gaming', 'SLOTS', '#c9a227', 540),
  v('CQ9', 'RNG', 'CQ9 Gaming', 'SLOTS', '#f28c28', 760),
  v('GG', 'RNG', 'GG Gaming', 'SLOTS', '#2e86ab', 480),
  v('ISB', 'RNG', 'iSoftBet', 'SLOTS', '#6a4c93', 820),
  v('MG', 'RNG', 'Microgaming', 'SLOTS', '#1b998b', 1400),
  v('MGS', 'RNG', 'MG Slots', 'SLOTS', '#3d5a80', 940),
  v('PNG', 'RNG', "Play'n GO", 'SLOTS', '#0b6e4f', 900),
  v('PT', 'RNG', 'Playtech', 'SLOTS', '#1f4e79', 1300),
  v('RTG', 'RNG', 'Realtime Gaming', 'SLOTS', '#9b2226', 640),
  v('TTG', 'RNG', 'Top Trend Gaming', 'SLOTS', '#ee6c4d', 700),
  v('WD', 'RNG', 'WD Gaming', 'SLOTS', '#5f0f40', 420),
  v(INHOUSE_VENDOR, 'RNG', 'Pavilion Originals', 'ORIGINALS', '#d4af37', 60),
  v('AG', 'LIVE', 'AG Live', 'CASINO', '#c9a227', 24),
  v('BBIN', 'LIVE', 'BBIN Live', 'CASINO', '#b5179e', 20),
  v('BG', 'LIVE', 'Big Gaming', 'CASINO', '#7209b7', 18),
  v('DG', 'LIVE', 'Dream Gaming', 'CASINO', '#560bad', 18),
  v('EA', 'LIVE', 'EA Live', 'CASINO', '#3a0ca3', 16),
  v('LOTUS', 'LIVE', 'Lotus Casino', 'CASINO', '#f72585', 14),
  v('OG', 'LIVE', 'Oriental Game', 'CASINO', '#4361ee', 16),
  v('PT', 'LIVE', 'Playtech Live', 'CASINO', '#1f4e79', 20),
  v('TGP', 'LIVE', 'TG Premium', 'CASINO', '#4cc9f0', 14),
  v('AG', 'FISH', 'AG Fishing', 'FISHING', '#c9a227', 8),
  v('BBIN', 'FISH', 'BBIN Fishing', 'FISHING', '#b5179e', 8),
  v('CQ9', 'FISH', 'CQ9 Fishing', 'FISHING', '#f28c28', 10),
  v('GG', 'FISH', 'GG Fishing', 'FISHING', '#2e86ab', 9),
  v('PT', 'FISH', 'Playtech Fishing', 'FISHING', '#1f4e79', 6),
  v('RTG', 'FISH', 'RTG Fishing', 'FISHING', '#9b2226', 6),
  v('KX', 'PVP', 'KX Poker', 'CARD', '#2a9d8f', 12),
  v('KY', 'PVP', 'Kaiyuan Poker', 'CARD', '#e76f51', 14),
  v('TH', 'PVP', 'Tianhao Poker', 'CARD', '#264653', 10),
  v('WS', 'PVP', 'WS Poker', 'CARD', '#f4a261', 10),
  v('XY', 'PVP', 'Xingyun Poker', 'CARD', '#8ab17d', 12),
  v('KM', 'BGS', 'Kingmaker', 'BOARD', '#bc4749', 14),
  v('V8', 'BGS', 'V8 Board Games', 'BOARD', '#386641', 12),
  v('JL', 'BINGO', 'JILI Bingo', 'BINGO', '#ff006e', 10),
  v('KB', 'BINGO', 'KB Bingo', 'BINGO', '#8338ec', 8),
  v('IBC', 'SPORTS', 'IBC Sports', 'SPORTSBOOK', '#006d77', 1),
  v('SBT', 'SPORTS', 'SBTech', 'SPORTSBOOK', '#83c5be', 1),
  v('UG', 'SPORTS', 'UG Sports', 'SPORTSBOOK', '#e29578', 1),
  v('TFG', 'SPORTS', 'TF Gaming', 'ESPORTS', '#3a86ff', 1),
  v('IMES', 'SPORTS', 'IM eSports', 'ESPORTS', '#fb5607', 1),
  v('SV388', 'SPORTS', 'SV388 Cockfight', 'COCKFIGHT', '#9d0208', 1),
  v('11X5', 'LOTT', '11 Choose 5', 'LOTTERY', '#d62828', 5, 'LOTT'),
  v('LF', 'LOTT', 'Lucky Fast 3', 'LOTTERY', '#f77f00', 3, 'LOTT'),
  v('LHC', 'LOTT', 'Mark Six', 'LOTTERY', '#fcbf49', 2, 'LOTT'),
  v('PK10', 'LOTT', 'PK10 Racing', 'LOTTERY', '#003049', 3, 'LOTT'),
  v('SSC', 'LOTT', 'Time Lottery', 'LOTTERY', '#6a040f', 5, 'LOTT'),
  v('TCG_LOTTO_VN', 'LOTT', 'Vietnam Lottery', 'LOTTERY', '#da2c38', 6, 'SEA'),
  v('TCG_SEA', 'LOTT', 'SEA Lottery', 'LOTTERY', '#226f54', 5, 'SEA'),
  v('VR', 'ELOTT', 'VR Lottery', 'ELOTTERY', '#5a189a', 6, 'ELOTT'),
  v('KENO', 'ELOTT', 'Keno World', 'ELOTTERY', '#ff7b00', 4, 'ELOTT'),
];

/** Spec §9 regrouping: e-sports and cockfight out of sports, WD shown as in-house. */
export const DEMO_REGROUPING: TRegrouping = {
  moves: [
    { vendor: 'TFG', from: 'SPORTS', to: 'ESPORTS' },
    { vendor: 'IMES', from: 'SPORTS', to: 'ESPORTS' },
    { vendor: 'SV388', from: 'SPORTS', to: 'COCKFIGHT' },
  ],
  inhouse: ['WD'],
};
