// Every title of the demo catalogue is honest (decision 021): a playable title is named after the
// engine (and slot theme) that opens it, carries that engine's limits and art, and sits in a
// category the house plays; sports, e-sports, cockfight and lottery never reach an engine, a LIVE
// title opens the shared table of its own game or says "Coming soon" (decision 050), and a FISH, PVP
// or BINGO title opens the shared sea, card table or bingo room of its own kind (decision 056).
import { describe, expect, it } from 'vitest';
import {
  HOUSE_CATEGORIES,
  LIVE_TABLE_GAMES,
  notOpenVerticalOf,
  SHARED_ROUND_CATEGORIES,
  type TGameCategory,
  type TSharedRoundKind,
} from '@pavilion/contracts/games';
import { engineForGame, ENGINES } from '@pavilion/games/registry';
import { PAYLINES } from '@pavilion/games/engines/slot-paytables';
import { generateDemoCatalogue } from './demo-catalogue.ts';
import { ENGINE_NOUNS, THEME_NOUNS } from './demo-names.ts';
import { DEMO_REGROUPING } from './demo-vendors.ts';
import { glyphOf } from './game-icons.ts';
import { houseEngineOf } from './house-engines.ts';

const catalogue = generateDemoCatalogue();
const moved = new Map(DEMO_REGROUPING.moves.map((m) => [`${m.vendor}:${m.from}`, m.to]));
/** The category a member sees the game in. */
const shownAs = (g: { vendor_code: string; game_type: TGameCategory }): TGameCategory =>
  moved.get(`${g.vendor_code}:${g.game_type}`) ?? g.game_type;
const refOf = (g: (typeof catalogue.games)[number]) => ({
  nodeId: g.node_id,
  gameType: shownAs(g),
  subType: g.sub_type,
});

/** Sub type → the engines a title of that sub type may honestly open. */
const ENGINES_OF_SUB_TYPE: Record<string, readonly string[]> = {
  slot: ['slot'],
  scratch: ['scratch'],
  video_poker: ['video-poker'],
  table: ['roulette', 'baccarat', 'blackjack'],
  baccarat: ['baccarat'],
  sicbo: ['sic-bo'],
  roulette: ['roulette'],
  dragon_tiger: ['dragon-tiger'],
  blackjack: ['blackjack'],
  niuniu: ['niuniu'],
};

describe('demo catalogue honesty', () => {
  it('holds about ten thousand titles', () => {
    expect(catalogue.games.length).toBeGreaterThan(9_500);
  });

  it('opens for every LIVE title the shared table of its kind, or nothing', () => {
    const tableOfSubType: Record<string, string> = LIVE_TABLE_GAMES;
    let tables = 0;
    let soon = 0;
    for (const g of catalogue.games.filter((x) => shownAs(x) === 'LIVE')) {
      const house = houseEngineOf(refOf(g));
      const label = `${g.display_name_en} (${g.sub_type})`;
      if (g.sub_type in tableOfSubType) {
        tables++;
        expect(house, label).toEqual({ open: true, choice: null, liveTable: tableOfSubType[g.sub_type] });
      } else {
        soon++;
        expect(house, label).toEqual({ open: false, vertical: 'live' });
      }
      expect(Boolean(g.is_hot) || Boolean(g.maintenance), label).toBe(false);
    }
    expect(tables).toBeGreaterThan(50);
    expect(soon).toBeGreaterThan(5);
  });

  it('never gives a sports, e-sports, cockfight or lottery title a house engine', () => {
    const closedCategories: TGameCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];
    let seen = 0;
    for (const g of catalogue.games) {
      if (closedCategories.includes(shownAs(g))) {
        seen++;
        expect(houseEngineOf(refOf(g)), `${g.display_name_en} (${shownAs(g)})`).toEqual({
          open: false,
          vertical: expect.any(String),
        });
      }
    }
    expect(seen).toBeGreaterThan(30);
  });

  it('opens for every title of every category an engine of the kind its category and sub type name', () => {
    // the tile rule (issue 16): category + sub type → the kind of engine that must open the title
    const kindsOfCategory: Partial<Record<TGameCategory, readonly TSharedRoundKind[]>> = {
      FISH: ['fishing'],
      PVP: ['holdem', 'niuniu'],
      BINGO: ['bingo'],
    };
    const kindOfSubType: Record<string, TSharedRoundKind> = {
      fishing: 'fishing',
      bingo: 'bingo',
      poker: 'holdem',
      niuniu: 'niuniu',
    };
    const problems: string[] = [];
    const seen = new Map<TSharedRoundKind, number>();
    for (const g of catalogue.games) {
      const category = shownAs(g);
      const house = houseEngineOf(refOf(g));
      const label = `${g.node_id} ${g.display_name_en} (${category}/${g.sub_type})`;
      const kinds = kindsOfCategory[category];
      if (kinds) {
        const kind = house.open && house.shared ? house.shared : null;
        if (!kind || !kinds.includes(kind) || kindOfSubType[g.sub_type] !== kind) {
          problems.push(`${label}: opens ${JSON.stringify(house)}`);
          continue;
        }
        seen.set(kind, (seen.get(kind) ?? 0) + 1);
        if (g.is_hot || g.maintenance || g.has_jackpot) {
          problems.push(`${label}: a shared engine's title is hot, under maintenance or has a pool`);
        }
      } else if (house.open && house.shared) {
        // a fishing or bingo title elsewhere (a slot-list filter chip) opens the same sea or room
        if (kindOfSubType[g.sub_type] !== house.shared || house.shared === 'holdem') {
          problems.push(`${label}: opens the shared ${house.shared}`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(Object.fromEntries(seen)).toEqual({
      fishing: expect.any(Number),
      holdem: 5,
      niuniu: 5,
      bingo: expect.any(Number),
    });
    expect(SHARED_ROUND_CATEGORIES.every((c) => catalogue.games.some((g) => shownAs(g) === c))).toBe(true);
  });

  it('names each shared-round title after its game and lists no card game our tables do not deal', () => {
    const named: Record<TSharedRoundKind, RegExp> = {
      fishing: /^(?!.*(Jackpot|Slot|Bingo))/,
      holdem: /^Texas Hold'em$/,
      niuniu: /^Bull Bull$/,
      bingo: /Bingo/,
    };
    const namedZh: Record<TSharedRoundKind, RegExp> = {
      fishing: /^(?!.*(奖池|老虎机))/,
      holdem: /德州扑克/,
      niuniu: /轮庄牛牛/,
      bingo: /宾果/,
    };
    for (const g of catalogue.games) {
      const house = houseEngineOf(refOf(g));
      if (house.open && house.shared && g.game_type !== 'RNG') {
        expect(g.display_name_en, `${g.node_id} ${house.shared}`).toMatch(named[house.shared]);
        expect(g.display_name_zh, `${g.node_id} ${house.shared}`).toMatch(namedZh[house.shared]);
      }
    }
    const cards = catalogue.games.filter((g) => shownAs(g) === 'PVP').map((g) => g.display_name_en);
    expect(new Set(cards)).toEqual(new Set(["Texas Hold'em", 'Bull Bull']));
  });

  it('names, types, limits and art of every playable title match the engine that opens it', () => {
    // problems are collected, not asserted one by one: ten thousand expects would take seconds
    const problems: string[] = [];
    const check = (ok: boolean, label: string, what: string) => {
      if (!ok) {
        problems.push(`${label}: ${what}`);
      }
    };
    let playable = 0;
    for (const g of catalogue.games) {
      const house = houseEngineOf(refOf(g));
      if (!house.open || house.choice === null) {
        check(!g.is_hot, g.display_name_en, 'a title no house engine plays is hot');
        continue;
      }
      if (g.is_game === 'VASSALAGE') {
        continue; // a container opens the popup of its games, each checked here on its own
      }
      playable++;
      const { engine, theme } = house.choice;
      const label = `${g.node_id} ${g.display_name_en} / ${g.display_name_zh} (${g.sub_type} → ${engine}/${theme ?? '-'})`;
      const played = engineForGame({ subType: g.sub_type, gameType: g.game_type, nodeId: g.node_id });
      check(
        played.engine === engine && played.theme === theme,
        label,
        'the play page would open another engine',
      );
      check(
        (HOUSE_CATEGORIES as readonly string[]).includes(shownAs(g)),
        label,
        'category the house does not play',
      );
      check(
        ENGINES_OF_SUB_TYPE[g.sub_type]?.includes(engine) === true,
        label,
        'sub type names another engine',
      );
      check(!g.has_jackpot, label, 'a pool no engine pays');
      check(
        g.min_bet === ENGINES[engine].minBet,
        label,
        `min bet ${g.min_bet}, engine ${ENGINES[engine].minBet}`,
      );
      check(g.lines === (engine === 'slot' ? PAYLINES.length : 0), label, `lines ${g.lines}`);
      check(
        glyphOf({ nodeId: g.node_id, gameType: shownAs(g), subType: g.sub_type }) === `engine:${engine}`,
        label,
        'art of another engine',
      );
      if (engine === 'slot') {
        const nouns = THEME_NOUNS[theme!].map(([en]) => en);
        check(
          nouns.some((n) => g.display_name_en.includes(` ${n} `)),
          label,
          `name does not name the ${theme} theme`,
        );
      } else {
        check(
          g.display_name_en.includes(ENGINE_NOUNS[engine][0]),
          label,
          'English name does not name the engine',
        );
        check(
          g.display_name_zh.includes(ENGINE_NOUNS[engine][1]),
          label,
          'Chinese name does not name the engine',
        );
      }
      check(
        !/Hold'em|Fishing|Bingo|Jackpot|Megaways|Hold and Win|Lobby|Multi-Hand/.test(g.display_name_en),
        label,
        'name claims another game',
      );
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(playable).toBeGreaterThan(8_000);
  });

  it('shows a jackpot pool only on jackpot titles, which are not open', () => {
    const pools = new Set(catalogue.jackpots.map((j) => j.node_id));
    expect(pools.size).toBeGreaterThan(0);
    const wrong = catalogue.games.filter(
      (g) => pools.has(g.node_id) !== g.has_jackpot || g.has_jackpot !== (g.sub_type === 'jackpot'),
    );
    expect(wrong.map((g) => g.display_name_en)).toEqual([]);
    expect(
      catalogue.games.filter((g) => g.has_jackpot).every((g) => notOpenVerticalOf(refOf(g)) === 'jackpot'),
    ).toBe(true);
  });

  it('lists winners, hot games and games under maintenance only among playable titles', () => {
    const byId = new Map(catalogue.games.map((g) => [g.node_id, g]));
    for (const w of catalogue.winners) {
      expect(houseEngineOf(refOf(byId.get(w.node_id)!))).toMatchObject({
        open: true,
        choice: expect.anything(),
      });
      expect(w.win_type).toBe('BIG_WIN');
    }
    for (const g of catalogue.games.filter((x) => x.is_hot || x.maintenance)) {
      expect(houseEngineOf(refOf(g)), g.display_name_en).toMatchObject({
        open: true,
        choice: expect.anything(),
      });
    }
    expect(catalogue.games.some((g) => g.is_hot)).toBe(true);
  });

  it('names every playable title uniquely', () => {
    const names = catalogue.games.filter((g) => g.game_type === 'RNG').map((g) => g.display_name_en);
    expect(new Set(names).size).toBe(names.length);
  });
});
