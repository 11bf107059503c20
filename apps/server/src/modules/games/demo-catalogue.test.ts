// Every title of the demo catalogue is honest (decision 021): a playable title is named after the
// engine (and slot theme) that opens it, carries that engine's limits and art, and sits in a
// category the house plays; sports, e-sports, cockfight and lottery never reach an engine, and a LIVE
// title opens the shared table of its own game or says "Coming soon" (decision 050).
import { describe, expect, it } from 'vitest';
import {
  HOUSE_CATEGORIES,
  LIVE_TABLE_GAMES,
  notOpenVerticalOf,
  type TGameCategory,
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

  it('never gives a sports, e-sports, cockfight, lottery, fishing, PVP or bingo title a house engine', () => {
    const closedCategories: TGameCategory[] = [
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
      'FISH',
      'PVP',
      'BINGO',
    ];
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
    expect(seen).toBeGreaterThan(150);
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
