// Word lists (English, Chinese) the demo catalogue composes game names from, e.g.
// "Golden Dragon Fortune" / "金龙财富", and fixed names for tables, fishing, cards and lotteries.
// A playable title's words come from the engine (and slot theme) that plays it (decision 021).
import type { TGameSubType } from '@pavilion/contracts/games';
import type { TEngineId } from '@pavilion/games/engine-meta';
import type { TSlotThemeId } from '@pavilion/games/engines/slot-paytables';

type TWord = readonly [en: string, zh: string];

export const ADJECTIVES: readonly TWord[] = [
  ['Golden', '金'],
  ['Lucky', '幸运'],
  ['Mighty', '威武'],
  ['Wild', '狂野'],
  ['Sacred', '神圣'],
  ['Royal', '皇家'],
  ['Jade', '翡翠'],
  ['Crimson', '赤红'],
  ['Mystic', '神秘'],
  ['Great', '大'],
  ['Imperial', '御'],
  ['Dancing', '舞动'],
  ['Blazing', '烈焰'],
  ['Thunder', '雷霆'],
  ['Silver', '银'],
  ['Emerald', '碧玉'],
  ['Ancient', '远古'],
  ['Magic', '魔法'],
  ['Hidden', '隐秘'],
  ['Eternal', '永恒'],
  ['Shining', '闪耀'],
  ['Frozen', '冰封'],
  ['Fiery', '火焰'],
  ['Celestial', '天界'],
  ['Lunar', '月光'],
  ['Solar', '太阳'],
  ['Crystal', '水晶'],
  ['Diamond', '钻石'],
  ['Ruby', '红宝石'],
  ['Sapphire', '蓝宝石'],
  ['Storm', '风暴'],
  ['Happy', '欢乐'],
  ['Prosperous', '兴旺'],
  ['Twin', '双'],
  ['Triple', '三重'],
  ['Super', '超级'],
  ['Mega', '巨型'],
  ['Little', '小'],
  ['Brave', '勇敢'],
  ['Secret', '秘密'],
  ['Neon', '霓虹'],
  ['Cosmic', '宇宙'],
];

/** Slot nouns per theme of the slot engine, so a title names what its reels show. */
export const THEME_NOUNS: Record<TSlotThemeId, readonly TWord[]> = {
  classic: [
    ['Sevens', '七'],
    ['Fruits', '水果'],
    ['Cherry', '樱桃'],
    ['Bells', '铃铛'],
    ['Bars', '金条'],
    ['Lemons', '柠檬'],
    ['Watermelon', '西瓜'],
  ],
  jungle: [
    ['Jungle', '丛林'],
    ['Tiger', '虎'],
    ['Gorilla', '猩猩'],
    ['Panther', '黑豹'],
    ['Parrot', '鹦鹉'],
    ['Toucan', '巨嘴鸟'],
    ['Safari', '狩猎'],
  ],
  ocean: [
    ['Ocean', '海洋'],
    ['Pearl', '珍珠'],
    ['Shark', '鲨鱼'],
    ['Dolphin', '海豚'],
    ['Turtle', '海龟'],
    ['Seahorse', '海马'],
    ['Reef', '珊瑚礁'],
  ],
  dragon: [
    ['Dragon', '龙'],
    ['Koi', '锦鲤'],
    ['Lantern', '灯笼'],
    ['Ingot', '元宝'],
    ['Jade Fan', '玉扇'],
    ['Dragon Gate', '龙门'],
    ['Red Lantern', '红灯笼'],
  ],
  pharaoh: [
    ['Pharaoh', '法老'],
    ['Scarab', '圣甲虫'],
    ['Ankh', '生命之符'],
    ['Horus', '荷鲁斯'],
    ['Tomb', '古墓'],
    ['Pyramid', '金字塔'],
    ['Nile', '尼罗河'],
  ],
  galaxy: [
    ['Galaxy', '银河'],
    ['Astronaut', '宇航员'],
    ['Rocket', '火箭'],
    ['Planet', '星球'],
    ['Satellite', '卫星'],
    ['Comet', '彗星'],
    ['Nebula', '星云'],
  ],
};

/** Slot title endings that claim no mechanic the slot engine lacks (no ways, hold-and-win or pools). */
export const SLOT_SUFFIXES: readonly TWord[] = [
  ['Fortune', '财富'],
  ['Riches', '富贵'],
  ['Gold', '黄金'],
  ['Deluxe', '豪华版'],
  ['Rising', '崛起'],
  ['Legends', '传奇'],
  ['Quest', '探险'],
  ['Blitz', '闪电'],
  ['Party', '派对'],
  ['Reels', '转轴'],
  ['Spins', '旋转'],
  ['Kingdom', '王国'],
  ['Wins', '大赢家'],
  ['Bonanza', '富矿'],
  ['Frenzy', '狂热'],
  ['Dreams', '梦境'],
  ['Power', '之力'],
  ['Rush', '冲刺'],
  ['Nights', '之夜'],
  ['Luck', '好运'],
  ['Festival', '庆典'],
  ['Palace', '宫殿'],
  ['Blessings', '祝福'],
  ['Adventure', '历险'],
];

/** Titles of the not-open sub types keep their noun: "Lucky Fishing" / "幸运捕鱼". */
export const SUB_TYPE_NOUNS: Partial<Record<TGameSubType, TWord>> = {
  arcade: ['Arcade', '街机'],
  jackpot: ['Jackpot', '奖池'],
  bingo: ['Bingo', '宾果'],
  fishing: ['Fishing', '捕鱼'],
};

/** The noun of each in-house engine a non-slot title is named after: the title says what deals it. */
export const ENGINE_NOUNS: Record<Exclude<TEngineId, 'slot'>, TWord> = {
  scratch: ['Scratch Card', '刮刮乐'],
  'video-poker': ['Jacks or Better', '杰克高手扑克'],
  baccarat: ['Baccarat', '百家乐'],
  roulette: ['Roulette', '轮盘'],
  'sic-bo': ['Sic Bo', '骰宝'],
  'dragon-tiger': ['Dragon Tiger', '龙虎'],
  blackjack: ['Blackjack', '二十一点'],
  niuniu: ['Niu Niu', '牛牛'],
  dice: ['Dice', '骰子'],
  limbo: ['Limbo', '极限倍数'],
  mines: ['Mines', '扫雷'],
  plinko: ['Plinko', '弹珠台'],
  keno: ['Keno', '基诺'],
};

/** Endings that claim nothing about the rules (no multi-hand, mini wheel or speed variants). */
export const SUB_TYPE_SUFFIXES: readonly TWord[] = [
  ['', ''],
  ['Deluxe', '豪华版'],
  ['Gold', '黄金版'],
  ['Classic', '经典'],
  ['Plus', '加强版'],
  ['Royale', '皇家版'],
  ['VIP', '贵宾'],
  ['Prime', '精选'],
  ['Elite', '精英'],
  ['Grand', '盛大'],
  ['Premier', '首选'],
  ['Select', '臻选'],
  ['Star', '之星'],
];

export const LIVE_TABLES: readonly (readonly [TGameSubType, string, string])[] = [
  ['baccarat', 'Baccarat', '百家乐'],
  ['baccarat', 'Speed Baccarat', '极速百家乐'],
  ['baccarat', 'Squeeze Baccarat', '咪牌百家乐'],
  ['dragon_tiger', 'Dragon Tiger', '龙虎'],
  ['sicbo', 'Sic Bo', '骰宝'],
  ['roulette', 'Roulette', '轮盘'],
  ['blackjack', 'Blackjack', '二十一点'],
  ['niuniu', 'Bull Bull', '牛牛'],
];

export const FISH_NAMES: readonly TWord[] = [
  ['Ocean King', '海洋之王'],
  ['Fishing War', '捕鱼大战'],
  ['Dragon Fishing', '龙王捕鱼'],
  ['Golden Toad', '金蟾捕鱼'],
  ['Shark Hunter', '鲨鱼猎人'],
  ['Mermaid Treasure', '美人鱼宝藏'],
  ['Deep Sea Fortune', '深海财富'],
  // no fishing title promises a jackpot pool: the seas pay by fish value (decision 051)
  ['Treasure Fishing', '寻宝捕鱼'],
  ['Crab King', '蟹王'],
  ['Lucky Fishing', '幸运捕鱼'],
  ['Monster Awaken', '海怪觉醒'],
  ['Fishing Frenzy', '捕鱼狂欢'],
];

/**
 * Card-room titles: sub type, English, Chinese, and whether a card table of ours plays it (decision
 * 056): "Texas Hold'em" opens a Hold'em table and "Bull Bull" a niuniu table with a rotating banker;
 * the others name games no engine of ours deals and are generated (their node ids and draws keep the
 * catalogue reproducible) but not listed.
 */
export const CARD_NAMES: readonly (readonly [TGameSubType, string, string, boolean])[] = [
  ['niuniu', 'Bull Bull', '轮庄牛牛', true],
  ['poker', "Texas Hold'em", '德州扑克', true],
  ['poker', 'Zha Jin Hua', '炸金花', false],
  ['poker', 'Dou Di Zhu', '斗地主', false],
  ['table', 'Pai Gow', '牌九', false],
  ['poker', 'Rummy', '拉米', false],
  ['blackjack', 'Blackjack', '二十一点', false],
  ['table', 'Mahjong', '二人麻将', false],
  ['poker', 'Teen Patti', '印度扑克', false],
  ['niuniu', 'Sam Gong', '三公', false],
  ['baccarat', 'Baccarat', '百人百家乐', false],
  ['dragon_tiger', 'Dragon Tiger', '百人龙虎', false],
  ['poker', 'Run Fast', '跑得快', false],
  ['table', 'Thirteen Cards', '十三水', false],
];

/** Board-game centre titles: the table games the in-house engines deal, one per sub type and variant. */
export const BOARD_NAMES: readonly (readonly [TGameSubType, string, string])[] = [
  ['sicbo', 'Sic Bo', '骰宝'],
  ['dragon_tiger', 'Dragon Tiger', '龙虎'],
  ['roulette', 'Roulette', '轮盘'],
  ['niuniu', 'Niu Niu', '牛牛'],
  ['baccarat', 'Baccarat', '百家乐'],
  ['blackjack', 'Blackjack', '二十一点'],
  ['sicbo', 'Sic Bo Classic', '经典骰宝'],
  ['dragon_tiger', 'Dragon Tiger Classic', '经典龙虎'],
  ['roulette', 'Roulette Royale', '皇家轮盘'],
  ['niuniu', 'Niu Niu Classic', '经典牛牛'],
  ['baccarat', 'Baccarat Royale', '皇家百家乐'],
  ['blackjack', 'Blackjack Classic', '经典二十一点'],
  ['sicbo', 'Sic Bo Royale', '皇家骰宝'],
  ['dragon_tiger', 'Dragon Tiger Royale', '皇家龙虎'],
];

export const BINGO_NAMES: readonly TWord[] = [
  ['Bingo Carnival', '宾果嘉年华'],
  ['Pirate Bingo', '海盗宾果'],
  ['Calaca Bingo', '骷髅宾果'],
  ['Lucky Bingo', '幸运宾果'],
  ['Super Bingo', '超级宾果'],
  ['Jungle Bingo', '丛林宾果'],
  ['Halloween Bingo', '万圣宾果'],
  ['Bingo Adventure', '宾果历险'],
  ['Golden Bingo', '黄金宾果'],
  ['Fortune Bingo', '财富宾果'],
];

/** Lottery games per vendor: code, English, Chinese. */
export const LOTTERY_GAMES: Record<string, readonly (readonly [string, string, string])[]> = {
  '11X5': [
    ['GD11X5', 'Guangdong 11x5', '广东11选5'],
    ['SD11X5', 'Shandong 11x5', '山东11选5'],
    ['JX11X5', 'Jiangxi 11x5', '江西11选5'],
    ['SH11X5', 'Shanghai 11x5', '上海11选5'],
    ['JS11X5', 'Jiangsu 11x5', '江苏11选5'],
  ],
  LF: [
    ['JSK3', 'Jiangsu Fast 3', '江苏快3'],
    ['AHK3', 'Anhui Fast 3', '安徽快3'],
    ['JSFK3', 'Speed Fast 3', '极速快3'],
  ],
  LHC: [
    ['HK6', 'Hong Kong Mark Six', '香港六合彩'],
    ['AM6', 'Macau Mark Six', '澳门六合彩'],
  ],
  PK10: [
    ['BJPK10', 'Beijing PK10', '北京赛车'],
    ['XYFT', 'Lucky Airship', '幸运飞艇'],
    ['JSSC', 'Speed Racing', '极速赛车'],
  ],
  SSC: [
    ['CQSSC', 'Chongqing SSC', '重庆时时彩'],
    ['TJSSC', 'Tianjin SSC', '天津时时彩'],
    ['XJSSC', 'Xinjiang SSC', '新疆时时彩'],
    ['JSSSC', 'Speed SSC', '极速时时彩'],
    ['TXFFC', 'Tencent 1-Minute', '腾讯分分彩'],
  ],
  TCG_LOTTO_VN: [
    ['MB', 'Mien Bac', '越南北部彩'],
    ['MT', 'Mien Trung', '越南中部彩'],
    ['MN', 'Mien Nam', '越南南部彩'],
    ['HCM', 'Ho Chi Minh', '胡志明彩'],
    ['HNVIP', 'Ha Noi VIP', '河内VIP彩'],
    ['DN', 'Da Nang', '岘港彩'],
  ],
  TCG_SEA: [
    ['TH', 'Thai Lottery', '泰国彩票'],
    ['LA', 'Lao Lottery', '老挝彩票'],
    ['MY4D', 'Malaysia 4D', '马来西亚4D'],
    ['SG4D', 'Singapore 4D', '新加坡4D'],
    ['KH4D', 'Cambodia 4D', '柬埔寨4D'],
  ],
  VR: [
    ['VRK3', 'VR Fast 3', 'VR快3'],
    ['VRRACE', 'VR Racing', 'VR赛车'],
    ['VR10', 'VR Lucky 10', 'VR幸运10'],
    ['VR3D', 'VR 3D', 'VR3D'],
    ['VRKENO', 'VR Keno', 'VR基诺'],
    ['VR6', 'VR Mark Six', 'VR六合彩'],
  ],
  KENO: [
    ['KW', 'Keno World', '基诺世界'],
    ['SK', 'Super Keno', '超级基诺'],
    ['KX', 'Keno Express', '极速基诺'],
    ['LK', 'Lucky Keno', '幸运基诺'],
  ],
};

/** Containers (isGame VASSALAGE): vendor, game type, name, and how many games they hold. */
export const CONTAINERS = [
  { vendor: 'PT', gameType: 'RNG', en: 'Pavilion Reels Collection', zh: '亭阁转轴合集', children: 6 },
  { vendor: 'MG', gameType: 'RNG', en: 'Pavilion Favourites', zh: '亭阁精选合集', children: 5 },
  { vendor: 'INHOUSE', gameType: 'RNG', en: 'Pavilion Classics', zh: '亭阁经典合集', children: 4 },
  { vendor: 'DG', gameType: 'LIVE', en: 'Baccarat Hall', zh: '百家乐大厅', children: 6 },
] as const;
