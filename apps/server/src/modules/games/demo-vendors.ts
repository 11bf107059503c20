// The demo catalogue's categories and vendors: the provider codes of spec §3 per category, the
// lottery codes, the game-centre vendors and our in-house vendor, with the spec §9 regrouping
// (e-sports and cockfight arrive as sports vendors; WD is shown as in-house) as configuration.
// Every demo game is played by one of our own engines, so every demo vendor is named as ours:
// the spec's provider code stays as the lane an operator's real studio contract fills later,
// the name says who made the games (decision 073). No real studio's brand appears as a maker.
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
  v('AE', 'RNG', 'Pavilion Slots · AE', 'SLOTS', '#e4572e', 620),
  v('AG', 'RNG', 'Pavilion Slots · AG', 'SLOTS', '#c9a227', 540),
  v('CQ9', 'RNG', 'Pavilion Slots · CQ9', 'SLOTS', '#f28c28', 760),
  v('GG', 'RNG', 'Pavilion Slots · GG', 'SLOTS', '#2e86ab', 480),
  v('ISB', 'RNG', 'Pavilion Slots · ISB', 'SLOTS', '#6a4c93', 820),
  v('MG', 'RNG', 'Pavilion Slots · MG', 'SLOTS', '#1b998b', 1400),
  v('MGS', 'RNG', 'Pavilion Slots · MGS', 'SLOTS', '#3d5a80', 940),
  v('PNG', 'RNG', 'Pavilion Slots · PNG', 'SLOTS', '#0b6e4f', 900),
  v('PT', 'RNG', 'Pavilion Slots · PT', 'SLOTS', '#1f4e79', 1300),
  v('RTG', 'RNG', 'Pavilion Slots · RTG', 'SLOTS', '#9b2226', 640),
  v('TTG', 'RNG', 'Pavilion Slots · TTG', 'SLOTS', '#ee6c4d', 700),
  v('WD', 'RNG', 'Pavilion Slots · WD', 'SLOTS', '#5f0f40', 420),
  v(INHOUSE_VENDOR, 'RNG', 'Pavilion Originals', 'ORIGINALS', '#d4af37', 60),
  v('AG', 'LIVE', 'Pavilion Live · AG', 'CASINO', '#c9a227', 24),
  v('BBIN', 'LIVE', 'Pavilion Live · BBIN', 'CASINO', '#b5179e', 20),
  v('BG', 'LIVE', 'Pavilion Live · BG', 'CASINO', '#7209b7', 18),
  v('DG', 'LIVE', 'Pavilion Live · DG', 'CASINO', '#560bad', 18),
  v('EA', 'LIVE', 'Pavilion Live · EA', 'CASINO', '#3a0ca3', 16),
  v('LOTUS', 'LIVE', 'Pavilion Live · LOTUS', 'CASINO', '#f72585', 14),
  v('OG', 'LIVE', 'Pavilion Live · OG', 'CASINO', '#4361ee', 16),
  v('PT', 'LIVE', 'Pavilion Live · PT', 'CASINO', '#1f4e79', 20),
  v('TGP', 'LIVE', 'Pavilion Live · TGP', 'CASINO', '#4cc9f0', 14),
  v('AG', 'FISH', 'Pavilion Fishing · AG', 'FISHING', '#c9a227', 8),
  v('BBIN', 'FISH', 'Pavilion Fishing · BBIN', 'FISHING', '#b5179e', 8),
  v('CQ9', 'FISH', 'Pavilion Fishing · CQ9', 'FISHING', '#f28c28', 10),
  v('GG', 'FISH', 'Pavilion Fishing · GG', 'FISHING', '#2e86ab', 9),
  v('PT', 'FISH', 'Pavilion Fishing · PT', 'FISHING', '#1f4e79', 6),
  v('RTG', 'FISH', 'Pavilion Fishing · RTG', 'FISHING', '#9b2226', 6),
  v('KX', 'PVP', 'Pavilion Cards · KX', 'CARD', '#2a9d8f', 12),
  v('KY', 'PVP', 'Pavilion Cards · KY', 'CARD', '#e76f51', 14),
  v('TH', 'PVP', 'Pavilion Cards · TH', 'CARD', '#264653', 10),
  v('WS', 'PVP', 'Pavilion Cards · WS', 'CARD', '#f4a261', 10),
  v('XY', 'PVP', 'Pavilion Cards · XY', 'CARD', '#8ab17d', 12),
  v('KM', 'BGS', 'Pavilion Board · KM', 'BOARD', '#bc4749', 14),
  v('V8', 'BGS', 'Pavilion Board · V8', 'BOARD', '#386641', 12),
  v('JL', 'BINGO', 'Pavilion Bingo · JL', 'BINGO', '#ff006e', 10),
  v('KB', 'BINGO', 'Pavilion Bingo · KB', 'BINGO', '#8338ec', 8),
  v('IBC', 'SPORTS', 'Pavilion Sportsbook · IBC', 'SPORTSBOOK', '#006d77', 1),
  v('SBT', 'SPORTS', 'Pavilion Sportsbook · SBT', 'SPORTSBOOK', '#83c5be', 1),
  v('UG', 'SPORTS', 'Pavilion Sportsbook · UG', 'SPORTSBOOK', '#e29578', 1),
  v('TFG', 'SPORTS', 'Pavilion eSports · TFG', 'ESPORTS', '#3a86ff', 1),
  v('IMES', 'SPORTS', 'Pavilion eSports · IMES', 'ESPORTS', '#fb5607', 1),
  v('SV388', 'SPORTS', 'Pavilion Cockfight · SV388', 'COCKFIGHT', '#9d0208', 1),
  v('11X5', 'LOTT', '11 Choose 5', 'LOTTERY', '#d62828', 5, 'LOTT'),
  v('LF', 'LOTT', 'Lucky Fast 3', 'LOTTERY', '#f77f00', 3, 'LOTT'),
  v('LHC', 'LOTT', 'Mark Six', 'LOTTERY', '#fcbf49', 2, 'LOTT'),
  v('PK10', 'LOTT', 'PK10 Racing', 'LOTTERY', '#003049', 3, 'LOTT'),
  v('SSC', 'LOTT', 'Time Lottery', 'LOTTERY', '#6a040f', 5, 'LOTT'),
  v('TCG_LOTTO_VN', 'LOTT', 'Vietnam Lottery', 'LOTTERY', '#da2c38', 6, 'SEA'),
  v('TCG_SEA', 'LOTT', 'SEA Lottery', 'LOTTERY', '#226f54', 5, 'SEA'),
  v('VR', 'ELOTT', 'Virtual Lottery', 'ELOTTERY', '#5a189a', 6, 'ELOTT'),
  v('KENO', 'ELOTT', 'Keno World', 'ELOTTERY', '#ff7b00', 4, 'ELOTT'),
];

/**
 * The names earlier builds seeded for the demo vendors (real studios' brands over games our
 * engines play). A database still showing one of them is renamed once by the catalogue seed;
 * a name an operator changed is left alone.
 */
export const BRANDED_DEMO_VENDOR_NAMES: readonly (readonly [
  code: string,
  gameType: TGameCategory,
  name: string,
])[] = [
  ['AE', 'RNG', 'AE Gaming'],
  ['AG', 'RNG', 'Asia Gaming'],
  ['CQ9', 'RNG', 'CQ9 Gaming'],
  ['GG', 'RNG', 'GG Gaming'],
  ['ISB', 'RNG', 'iSoftBet'],
  ['MG', 'RNG', 'Microgaming'],
  ['MGS', 'RNG', 'MG Slots'],
  ['PNG', 'RNG', "Play'n GO"],
  ['PT', 'RNG', 'Playtech'],
  ['RTG', 'RNG', 'Realtime Gaming'],
  ['TTG', 'RNG', 'Top Trend Gaming'],
  ['WD', 'RNG', 'WD Gaming'],
  ['AG', 'LIVE', 'AG Live'],
  ['BBIN', 'LIVE', 'BBIN Live'],
  ['BG', 'LIVE', 'Big Gaming'],
  ['DG', 'LIVE', 'Dream Gaming'],
  ['EA', 'LIVE', 'EA Live'],
  ['LOTUS', 'LIVE', 'Lotus Casino'],
  ['OG', 'LIVE', 'Oriental Game'],
  ['PT', 'LIVE', 'Playtech Live'],
  ['TGP', 'LIVE', 'TG Premium'],
  ['AG', 'FISH', 'AG Fishing'],
  ['BBIN', 'FISH', 'BBIN Fishing'],
  ['CQ9', 'FISH', 'CQ9 Fishing'],
  ['GG', 'FISH', 'GG Fishing'],
  ['PT', 'FISH', 'Playtech Fishing'],
  ['RTG', 'FISH', 'RTG Fishing'],
  ['KX', 'PVP', 'KX Poker'],
  ['KY', 'PVP', 'Kaiyuan Poker'],
  ['TH', 'PVP', 'Tianhao Poker'],
  ['WS', 'PVP', 'WS Poker'],
  ['XY', 'PVP', 'Xingyun Poker'],
  ['KM', 'BGS', 'Kingmaker'],
  ['V8', 'BGS', 'V8 Board Games'],
  ['JL', 'BINGO', 'JILI Bingo'],
  ['KB', 'BINGO', 'KB Bingo'],
  ['IBC', 'SPORTS', 'IBC Sports'],
  ['SBT', 'SPORTS', 'SBTech'],
  ['UG', 'SPORTS', 'UG Sports'],
  ['TFG', 'SPORTS', 'TF Gaming'],
  ['IMES', 'SPORTS', 'IM eSports'],
  ['SV388', 'SPORTS', 'SV388 Cockfight'],
  ['VR', 'ELOTT', 'VR Lottery'],
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
