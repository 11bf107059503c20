// Generates the demo catalogue reproducibly from a fixed seed: ~10,000 games over the demo
// vendors with sub types for every filter, ~5% hot, jackpots, containers with children, games
// under maintenance, and demo winners. Pure: the seed inserts what this returns.
// Honest by construction (decision 021): a playable title is named after the engine and slot
// theme that play it, with that engine's minimum bet and lines; titles of verticals that are not
// open yet keep their own names and are never hot, under maintenance or a winner. Fishing, bingo and
// card-room titles open the shared seas, rooms and tables of their kind (decision 056); card titles
// no table of ours deals are not listed.
import type { Insertable } from 'kysely';
import type { TGameCategory, TGameSubType } from '@pavilion/contracts/games';
import { SLOT_FILTER_SUB_TYPES } from '@pavilion/contracts/games';
import { ENGINES } from '@pavilion/games/registry';
import { PAYLINES } from '@pavilion/games/engines/slot-paytables';
import type { TGamesTable, TWinnersTable } from '@/db/tables-catalogue.ts';
import {
  ADJECTIVES,
  BINGO_NAMES,
  BOARD_NAMES,
  CARD_NAMES,
  CONTAINERS,
  ENGINE_NOUNS,
  FISH_NAMES,
  LIVE_TABLES,
  LOTTERY_GAMES,
  SLOT_SUFFIXES,
  SUB_TYPE_NOUNS,
  SUB_TYPE_SUFFIXES,
  THEME_NOUNS,
} from './demo-names.ts';
import { DEMO_VENDORS, type TDemoVendor } from './demo-vendors.ts';
import { houseEngineOf } from './house-engines.ts';

export const DEMO_SEED = 20_250_101;
const FIRST_NODE_ID = 100_001;
const HOT_SHARE = 0.05;
const BASE_TIME = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

export type TDemoGame = Insertable<TGamesTable> & {
  node_id: number;
  game_type: TGameCategory;
  sub_type: TGameSubType;
};
export type TDemoCatalogue = {
  games: TDemoGame[];
  jackpots: { node_id: number; amount: number }[];
  winners: (Omit<Insertable<TWinnersTable>, 'created_at'> & { minutesAgo: number })[];
};

/** mulberry32: a small, fast, seedable PRNG; the same seed gives the same catalogue. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function generateDemoCatalogue(seed = DEMO_SEED): TDemoCatalogue {
  const rand = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const usedNames = new Set<string>();
  const games: TDemoGame[] = [];
  const score = new Map<number, number>();
  let nodeId = FIRST_NODE_ID;

  const uniqueName = (make: () => readonly [string, string]): readonly [string, string] => {
    for (;;) {
      const name = make();
      if (!usedNames.has(name[0])) {
        usedNames.add(name[0]);
        return name;
      }
    }
  };
  /** The engine the next game (nodeId) of this category and sub type opens, or null when not open. */
  const engineOfNext = (gameType: TGameCategory, subType: TGameSubType) => {
    const house = houseEngineOf({ nodeId, gameType, subType });
    return house.open ? house.choice : null;
  };
  const slotName = (gameType: TGameCategory) => {
    const theme = engineOfNext(gameType, 'slot')?.theme ?? 'classic';
    return uniqueName(() => {
      const [a, n, s] = [pick(ADJECTIVES), pick(THEME_NOUNS[theme]), pick(SLOT_SUFFIXES)];
      return [`${a[0]} ${n[0]} ${s[0]}`, `${a[1]}${n[1]}${s[1]}`];
    });
  };
  const typedName = (gameType: TGameCategory, subType: TGameSubType) => {
    const choice = engineOfNext(gameType, subType);
    const noun =
      choice && choice.engine !== 'slot'
        ? ENGINE_NOUNS[choice.engine]
        : (SUB_TYPE_NOUNS[subType] ?? ['Game', '游戏']);
    const [table, tableZh] = subType === 'table' ? [' Table', '桌'] : ['', ''];
    return uniqueName(() => {
      const [a, s] = [pick(ADJECTIVES), pick(SUB_TYPE_SUFFIXES)];
      return [`${a[0]} ${noun[0]}${table}${s[0] ? ` ${s[0]}` : ''}`, `${a[1]}${noun[1]}${tableZh}${s[1]}`];
    });
  };
  /** Minimum bet and lines: the engine's own for a playable game, the vendor's figures otherwise. */
  const limits = (vendor: TDemoVendor, subType: TGameSubType) => {
    const choice = engineOfNext(vendor.gameType, subType);
    if (choice) {
      return {
        min_bet: ENGINES[choice.engine].minBet,
        lines: choice.engine === 'slot' ? PAYLINES.length : 0,
      };
    }
    const isSlot = subType === 'slot' || subType === 'jackpot';
    return {
      min_bet: isSlot
        ? pick([10, 20, 25, 50, 100, 200, 500])
        : vendor.gameType === 'LIVE'
          ? pick([1000, 2000, 5000])
          : pick([50, 100, 200, 500, 1000]),
      lines: isSlot ? pick([5, 9, 10, 15, 20, 25, 30, 40, 50]) : 0,
    };
  };

  const add = (
    vendor: TDemoVendor,
    seq: number,
    subType: TGameSubType,
    name: readonly [string, string],
    extra: Partial<TDemoGame> = {},
  ) => {
    const limit = limits(vendor, subType);
    const row: TDemoGame = {
      node_id: nodeId++,
      game_code: extra.game_code ?? `${slug(name[0])}`,
      game_id: String(10_000 + seq),
      vendor_code: vendor.code,
      game_type: vendor.gameType,
      sub_type: subType,
      display_name_en: name[0],
      display_name_zh: name[1],
      display_name_km: name[0],
      ...limit,
      // only a jackpot title carries a pool, and no in-house engine pays one: not open (decision 021)
      has_jackpot: subType === 'jackpot',
      updated_at: new Date(BASE_TIME + Math.floor(rand() * 400) * DAY_MS + Math.floor(rand() * DAY_MS)),
      parent_node_id: null,
      ...extra,
    };
    games.push(row);
    score.set(row.node_id, rand());
    return row;
  };

  const nonSlotTypes = SLOT_FILTER_SUB_TYPES;
  // card titles no table of ours deals: made (node ids and draws stay as before) and then left out
  const unlisted = new Set<number>();
  for (const vendor of DEMO_VENDORS) {
    for (let i = 0; i < vendor.games; i++) {
      switch (vendor.gameType) {
        case 'RNG': {
          const subType: TGameSubType = rand() < 0.7 ? 'slot' : pick(nonSlotTypes);
          add(
            vendor,
            i,
            subType,
            subType === 'slot' ? slotName(vendor.gameType) : typedName(vendor.gameType, subType),
          );
          break;
        }
        case 'LIVE': {
          const [subType, en, zh] = LIVE_TABLES[i % LIVE_TABLES.length]!;
          const table = `${String.fromCharCode(65 + Math.floor(i / LIVE_TABLES.length))}${(i % 9) + 1}`;
          add(vendor, i, subType, [`${en} ${table}`, `${zh} ${table}`]);
          break;
        }
        case 'FISH':
          add(vendor, i, 'fishing', FISH_NAMES[i % FISH_NAMES.length]!);
          break;
        case 'PVP': {
          const [subType, en, zh, listed] = CARD_NAMES[i % CARD_NAMES.length]!;
          const row = add(vendor, i, subType, [en, zh]);
          if (!listed) {
            unlisted.add(row.node_id);
          }
          break;
        }
        case 'BGS': {
          const [subType, en, zh] = BOARD_NAMES[i % BOARD_NAMES.length]!;
          add(vendor, i, subType, [en, zh]);
          break;
        }
        case 'BINGO':
          add(vendor, i, 'bingo', BINGO_NAMES[i % BINGO_NAMES.length]!);
          break;
        case 'SPORTS':
        case 'ESPORTS':
        case 'COCKFIGHT':
          add(vendor, i, 'lobby', [`${vendor.name} Lobby`, `${vendor.name}大厅`], { game_code: 'lobby' });
          break;
        case 'LOTT':
        case 'ELOTT': {
          const [code, en, zh] = LOTTERY_GAMES[vendor.code]![i]!;
          add(vendor, i, 'lottery', [en, zh], { game_code: code });
          break;
        }
      }
    }
  }

  for (const c of CONTAINERS) {
    const vendor = DEMO_VENDORS.find((v) => v.code === c.vendor && v.gameType === c.gameType)!;
    const subType: TGameSubType = c.gameType === 'LIVE' ? 'baccarat' : 'slot';
    const parent = add(vendor, 9000, subType, [c.en, c.zh], { is_game: 'VASSALAGE' });
    for (let i = 0; i < c.children; i++) {
      const name =
        c.gameType === 'LIVE'
          ? ([`Hall Baccarat ${i + 1}`, `大厅百家乐 ${i + 1}`] as const)
          : slotName(vendor.gameType);
      add(vendor, 9001 + i, subType, name, { parent_node_id: parent.node_id });
    }
  }

  // hot games, maintenance and winners stay among the house engines' titles: a shared live table is
  // one table for everyone, not a title of its own to feature
  const isOpen = (g: TDemoGame) => {
    const house = houseEngineOf({ nodeId: g.node_id, gameType: g.game_type, subType: g.sub_type });
    return house.open && house.choice !== null;
  };
  const listed = games.filter((g) => !unlisted.has(g.node_id));
  rankAndMarkHot(listed, score, isOpen);
  markMaintenance(listed, isOpen);
  const jackpots = listed
    .filter((g) => g.has_jackpot)
    .map((g) => ({ node_id: g.node_id, amount: 1_000_000 + Math.floor(rand() * 500_000_000) }));
  return { games: listed, jackpots, winners: demoWinners(listed.filter(isOpen), rand) };
}

/** Sort = popularity rank within the category, playable games first; the top 5% of each category's playable games are hot. */
function rankAndMarkHot(games: TDemoGame[], score: Map<number, number>, isOpen: (g: TDemoGame) => boolean) {
  const byType = new Map<string, TDemoGame[]>();
  for (const g of games) {
    const list = byType.get(g.game_type) ?? [];
    list.push(g);
    byType.set(g.game_type, list);
  }
  for (const list of byType.values()) {
    // playable games first, so a list opens on games a member can play
    list.sort(
      (a, b) => Number(isOpen(b)) - Number(isOpen(a)) || score.get(b.node_id)! - score.get(a.node_id)!,
    );
    const hotCount = Math.max(1, Math.round(list.length * HOT_SHARE));
    list.forEach((g, rank) => {
      g.sort = rank;
      g.is_hot = rank < hotCount && isOpen(g);
    });
  }
}

/** A few playable games under maintenance; half of them name recommended games, the rest rely on the fallback. */
function markMaintenance(games: TDemoGame[], isOpen: (g: TDemoGame) => boolean) {
  const candidates = games.filter((g) => g.parent_node_id === null && g.is_game !== 'VASSALAGE' && isOpen(g));
  const picks = [137, 1401, 2777, 4004, 5555, 7001, 8123, 9200].map(
    (i) => candidates[i % candidates.length]!,
  );
  picks.forEach((g, i) => {
    g.maintenance = true;
    g.is_hot = false;
    if (i % 2 === 0) {
      g.recommended_node_ids = candidates
        .filter((o) => o.game_type === g.game_type && o.is_hot && o.node_id !== g.node_id)
        .slice(0, 4)
        .map((o) => o.node_id);
    }
  });
}

/** Big wins on playable games only: no jackpot game is open, so nobody has won a pool (decision 021). */
function demoWinners(playable: TDemoGame[], rand: () => number): TDemoCatalogue['winners'] {
  const listed = playable.filter(
    (g) => g.parent_node_id === null && g.is_game !== 'VASSALAGE' && !g.maintenance,
  );
  const syllables = ['ka', 'lo', 'mi', 'so', 'ra', 'vi', 'ne', 'ta', 'ju', 'po'];
  const maskedName = () => {
    const name =
      Array.from({ length: 3 }, () => syllables[Math.floor(rand() * syllables.length)]).join('') +
      Math.floor(rand() * 90 + 10);
    return `${name.slice(0, 2)}***${name.slice(-2)}`;
  };
  const winners: TDemoCatalogue['winners'] = [];
  for (let i = 0; i < 30; i++) {
    const game = listed[Math.floor(rand() * listed.length)]!;
    winners.push({
      member_id: null,
      customer_name: maskedName(),
      node_id: game.node_id,
      win_amount: 50_000 + Math.floor(rand() * 5_000_000),
      win_type: 'BIG_WIN',
      minutesAgo: i * 37 + Math.floor(rand() * 30),
    });
  }
  return winners;
}
