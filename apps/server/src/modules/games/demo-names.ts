// Word lists (English, Chinese) the demo catalogue composes game names from, e.g.
// "Golden Dragon Fortune" / "金龙财富", and fixed names for tables, fishing, cards and lotteries.
import type { TGameSubType } from '@pavilion/contracts/games';

type TWord = readonly [en: string, zh: string];

export const ADJECTIVES: readonly TWord[] = [
  ['Golden', '金'], ['Lucky', '幸运'], ['Mighty', '威武'], ['Wild', '狂野'], ['Sacred', '神圣'], ['Royal', '皇家'],
  ['Jade', '翡翠'], ['Crimson', '赤红'], ['Mystic', '神秘'], ['Great', '大'], ['Imperial', '御'], ['Dancing', '舞动'],
  ['Blazing', '烈焰'], ['Thunder', '雷霆'], ['Silver', '银'], ['Emerald', '碧玉'], ['Ancient', '远古'], ['Magic', '魔法'],
  ['Hidden', '隐秘'], ['Eternal', '永恒'], ['Shining', '闪耀'], ['Frozen', '冰封'], ['Fiery', '火焰'], ['Celestial', '天界'],
  ['Lunar', '月光'], ['Solar', '太阳'], ['Crystal', '水晶'], ['Diamond', '钻石'], ['Ruby', '红宝石'], ['Sapphire', '蓝宝石'],
  ['Storm', '风暴'], ['Happy', '欢乐'], ['Prosperous', '兴旺'], ['Twin', '双'], ['Triple', '三重'], ['Super', '超级'],
  ['Mega', '巨型'], ['Little', '小'], ['Brave', '勇敢'], ['Secret', '秘密'], ['Neon', '霓虹'], ['Cosmic', '宇宙'],
];

export const NOUNS: readonly TWord[] = [
  ['Dragon', '龙'], ['Tiger', '虎'], ['Phoenix', '凤凰'], ['Panda', '熊猫'], ['Koi', '锦鲤'], ['Lion', '狮'],
  ['Pearl', '珍珠'], ['Temple', '神殿'], ['Empire', '帝国'], ['Treasure', '宝藏'], ['Lotus', '莲花'], ['Crane', '仙鹤'],
  ['Monkey', '猴王'], ['Buffalo', '水牛'], ['Wolf', '狼'], ['Pharaoh', '法老'], ['Pirate', '海盗'], ['Gems', '宝石'],
  ['Fruits', '水果'], ['Stars', '星辰'], ['Bells', '铃铛'], ['Horse', '骏马'], ['Eagle', '雄鹰'], ['Queen', '女王'],
  ['King', '国王'], ['Samurai', '武士'], ['Ninja', '忍者'], ['Viking', '维京'], ['Goddess', '女神'], ['Wizard', '巫师'],
  ['Mermaid', '美人鱼'], ['Jungle', '丛林'], ['Ocean', '海洋'], ['Volcano', '火山'], ['Castle', '城堡'], ['Carnival', '嘉年华'],
  ['Candy', '糖果'], ['Rooster', '金鸡'], ['Rabbit', '玉兔'], ['Ox', '金牛'], ['Snake', '灵蛇'], ['Goat', '吉羊'],
  ['Fox', '狐仙'], ['Bear', '熊'], ['Shark', '鲨鱼'], ['Cherry', '樱桃'], ['Moon', '明月'], ['Sun', '旭日'],
  ['Mountain', '山'], ['River', '江河'], ['Bamboo', '竹林'], ['Zodiac', '生肖'],
];

export const SLOT_SUFFIXES: readonly TWord[] = [
  ['Fortune', '财富'], ['Riches', '富贵'], ['Gold', '黄金'], ['Megaways', '万线'], ['Deluxe', '豪华版'], ['Rising', '崛起'],
  ['Legends', '传奇'], ['Jackpot', '大奖'], ['Quest', '探险'], ['Blitz', '闪电'], ['Party', '派对'], ['Link', '连线'],
  ['Reels', '转轴'], ['Spins', '旋转'], ['Hold and Win', '旋转赢'], ['Kingdom', '王国'], ['Wins', '大赢家'], ['Bonanza', '富矿'],
  ['Frenzy', '狂热'], ['Dreams', '梦境'], ['Power', '之力'], ['Rush', '冲刺'], ['Nights', '之夜'], ['Luck', '好运'],
  ['Festival', '庆典'], ['Palace', '宫殿'], ['Blessings', '祝福'], ['Hunter', '猎人'], ['Adventure', '历险'], ['Magic', '魔力'],
];

/** Sub types other than slot carry their own noun: "Lucky Baccarat" / "幸运百家乐". */
export const SUB_TYPE_NOUNS: Partial<Record<TGameSubType, TWord>> = {
  scratch: ['Scratch', '刮刮乐'], video_poker: ['Video Poker', '视频扑克'], table: ['Table Poker', '桌面扑克'],
  arcade: ['Arcade', '街机'], jackpot: ['Jackpot', '奖池'], bingo: ['Bingo', '宾果'], fishing: ['Fishing', '捕鱼'],
  baccarat: ['Baccarat', '百家乐'], sicbo: ['Sic Bo', '骰宝'], roulette: ['Roulette', '轮盘'], dragon_tiger: ['Dragon Tiger', '龙虎斗'],
  blackjack: ['Blackjack', '二十一点'], niuniu: ['Niu Niu', '牛牛'], poker: ["Texas Hold'em", '德州扑克'],
};

export const SUB_TYPE_SUFFIXES: readonly TWord[] = [
  ['', ''], ['Deluxe', '豪华版'], ['Pro', '专业版'], ['Gold', '黄金版'], ['Express', '极速'], ['Classic', '经典'],
  ['Multi-Hand', '多手'], ['Max', '至尊'], ['Plus', '加强版'], ['Royale', '皇家版'], ['Mini', '迷你'], ['VIP', '贵宾'],
];

export const LIVE_TABLES: readonly (readonly [TGameSubType, string, string])[] = [
  ['baccarat', 'Baccarat', '百家乐'], ['baccarat', 'Speed Baccarat', '极速百家乐'], ['baccarat', 'Squeeze Baccarat', '咪牌百家乐'],
  ['dragon_tiger', 'Dragon Tiger', '龙虎'], ['sicbo', 'Sic Bo', '骰宝'], ['roulette', 'Roulette', '轮盘'],
  ['blackjack', 'Blackjack', '二十一点'], ['niuniu', 'Bull Bull', '牛牛'],
];

export const FISH_NAMES: readonly TWord[] = [
  ['Ocean King', '海洋之王'], ['Fishing War', '捕鱼大战'], ['Dragon Fishing', '龙王捕鱼'], ['Golden Toad', '金蟾捕鱼'],
  ['Shark Hunter', '鲨鱼猎人'], ['Mermaid Treasure', '美人鱼宝藏'], ['Deep Sea Fortune', '深海财富'], ['Jackpot Fishing', '奖池捕鱼'],
  ['Crab King', '蟹王'], ['Lucky Fishing', '幸运捕鱼'], ['Monster Awaken', '海怪觉醒'], ['Fishing Frenzy', '捕鱼狂欢'],
];

export const CARD_NAMES: readonly (readonly [TGameSubType, string, string])[] = [
  ['niuniu', 'Bull Bull', '抢庄牛牛'], ['poker', "Texas Hold'em", '德州扑克'], ['poker', 'Zha Jin Hua', '炸金花'],
  ['poker', 'Dou Di Zhu', '斗地主'], ['table', 'Pai Gow', '牌九'], ['poker', 'Rummy', '拉米'], ['blackjack', 'Blackjack', '二十一点'],
  ['table', 'Mahjong', '二人麻将'], ['poker', 'Teen Patti', '印度扑克'], ['niuniu', 'Sam Gong', '三公'], ['baccarat', 'Baccarat', '百人百家乐'],
  ['dragon_tiger', 'Dragon Tiger', '百人龙虎'], ['poker', 'Run Fast', '跑得快'], ['table', 'Thirteen Cards', '十三水'],
];

export const BOARD_NAMES: readonly (readonly [TGameSubType, string, string])[] = [
  ['sicbo', 'Sic Bo', '骰宝'], ['table', 'Fan Tan', '番摊'], ['sicbo', 'Thai Hi-Lo', '泰式骰宝'], ['table', 'Xoc Dia', '色碟'],
  ['arcade', 'Cards Hi Lo', '猜大小'], ['table', 'Belangkai', '鱼虾蟹'], ['arcade', 'Bola Tangkas', '博拉坦卡斯'],
  ['dragon_tiger', 'Dragon Tiger', '龙虎'], ['table', 'Pok Deng', '博丁'], ['table', 'Ludo', '飞行棋'], ['arcade', 'Plinko', '弹珠台'],
  ['table', 'Chinese Chess', '象棋'], ['table', 'Go Fish', '钓鱼'], ['roulette', 'Mini Roulette', '迷你轮盘'],
];

export const BINGO_NAMES: readonly TWord[] = [
  ['Bingo Carnival', '宾果嘉年华'], ['Pirate Bingo', '海盗宾果'], ['Calaca Bingo', '骷髅宾果'], ['Lucky Bingo', '幸运宾果'],
  ['Super Bingo', '超级宾果'], ['Jungle Bingo', '丛林宾果'], ['Halloween Bingo', '万圣宾果'], ['Bingo Adventure', '宾果历险'],
  ['Golden Bingo', '黄金宾果'], ['Fortune Bingo', '财富宾果'],
];

/** Lottery games per vendor: code, English, Chinese. */
export const LOTTERY_GAMES: Record<string, readonly (readonly [string, string, string])[]> = {
  '11X5': [['GD11X5', 'Guangdong 11x5', '广东11选5'], ['SD11X5', 'Shandong 11x5', '山东11选5'], ['JX11X5', 'Jiangxi 11x5', '江西11选5'], ['SH11X5', 'Shanghai 11x5', '上海11选5'], ['JS11X5', 'Jiangsu 11x5', '江苏11选5']],
  LF: [['JSK3', 'Jiangsu Fast 3', '江苏快3'], ['AHK3', 'Anhui Fast 3', '安徽快3'], ['JSFK3', 'Speed Fast 3', '极速快3']],
  LHC: [['HK6', 'Hong Kong Mark Six', '香港六合彩'], ['AM6', 'Macau Mark Six', '澳门六合彩']],
  PK10: [['BJPK10', 'Beijing PK10', '北京赛车'], ['XYFT', 'Lucky Airship', '幸运飞艇'], ['JSSC', 'Speed Racing', '极速赛车']],
  SSC: [['CQSSC', 'Chongqing SSC', '重庆时时彩'], ['TJSSC', 'Tianjin SSC', '天津时时彩'], ['XJSSC', 'Xinjiang SSC', '新疆时时彩'], ['JSSSC', 'Speed SSC', '极速时时彩'], ['TXFFC', 'Tencent 1-Minute', '腾讯分分彩']],
  TCG_LOTTO_VN: [['MB', 'Mien Bac', '越南北部彩'], ['MT', 'Mien Trung', '越南中部彩'], ['MN', 'Mien Nam', '越南南部彩'], ['HCM', 'Ho Chi Minh', '胡志明彩'], ['HNVIP', 'Ha Noi VIP', '河内VIP彩'], ['DN', 'Da Nang', '岘港彩']],
  TCG_SEA: [['TH', 'Thai Lottery', '泰国彩票'], ['LA', 'Lao Lottery', '老挝彩票'], ['MY4D', 'Malaysia 4D', '马来西亚4D'], ['SG4D', 'Singapore 4D', '新加坡4D'], ['KH4D', 'Cambodia 4D', '柬埔寨4D']],
  VR: [['VRK3', 'VR Fast 3', 'VR快3'], ['VRRACE', 'VR Racing', 'VR赛车'], ['VR10', 'VR Lucky 10', 'VR幸运10'], ['VR3D', 'VR 3D', 'VR3D'], ['VRKENO', 'VR Keno', 'VR基诺'], ['VR6', 'VR Mark Six', 'VR六合彩']],
  KENO: [['KW', 'Keno World', '基诺世界'], ['SK', 'Super Keno', '超级基诺'], ['KX', 'Keno Express', '极速基诺'], ['LK', 'Lucky Keno', '幸运基诺']],
};

/** Containers (isGame VASSALAGE): vendor, game type, name, and how many games they hold. */
export const CONTAINERS = [
  { vendor: 'PT', gameType: 'RNG', en: 'Age of the Gods Collection', zh: '众神时代合集', children: 6 },
  { vendor: 'MG', gameType: 'RNG', en: 'Mega Moolah Collection', zh: '百万富翁合集', children: 5 },
  { vendor: 'INHOUSE', gameType: 'RNG', en: 'Pavilion Classics', zh: '亭阁经典合集', children: 4 },
  { vendor: 'DG', gameType: 'LIVE', en: 'Baccarat Hall', zh: '百家乐大厅', children: 6 },
] as const;
