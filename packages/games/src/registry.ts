// The engines by id, and the map from a catalogue game to the engine (and slot theme) that plays
// it. Every game maps to something playable: the sub type decides first, then the category for
// sub types that name no engine of ours. Choices among several engines or themes are a fixed hash
// of the game's nodeId, so a game always opens the same engine and theme, and neighbouring games
// differ. Sub types and categories arrive as plain strings: the package imports nothing of ours.
import { ENGINE_IDS, type TEngineId, type TEngineMeta } from './engine-meta.ts';
import { baccaratMeta } from './engines/baccarat.ts';
import { blackjackMeta } from './engines/blackjack.ts';
import { dragonTigerMeta } from './engines/dragon-tiger.ts';
import { niuniuMeta } from './engines/niuniu.ts';
import { rouletteMeta } from './engines/roulette.ts';
import { scratchMeta } from './engines/scratch.ts';
import { sicBoMeta } from './engines/sic-bo.ts';
import { slotMeta } from './engines/slot.ts';
import { SLOT_THEME_IDS, type TSlotThemeId } from './engines/slot-paytables.ts';
import { videoPokerMeta } from './engines/video-poker.ts';
import { diceMeta } from './engines/dice.ts';
import { kenoMeta } from './engines/keno.ts';
import { limboMeta } from './engines/limbo.ts';
import { minesMeta } from './engines/mines.ts';
import { plinkoMeta } from './engines/plinko.ts';

export const ENGINES: Readonly<Record<TEngineId, TEngineMeta>> = {
  slot: slotMeta,
  scratch: scratchMeta,
  'video-poker': videoPokerMeta,
  baccarat: baccaratMeta,
  roulette: rouletteMeta,
  'sic-bo': sicBoMeta,
  'dragon-tiger': dragonTigerMeta,
  blackjack: blackjackMeta,
  niuniu: niuniuMeta,
  dice: diceMeta,
  limbo: limboMeta,
  mines: minesMeta,
  plinko: plinkoMeta,
  keno: kenoMeta,
};

export function isEngineId(value: unknown): value is TEngineId {
  return typeof value === 'string' && (ENGINE_IDS as readonly string[]).includes(value);
}

export type TGameRef = { subType: string; gameType: string; nodeId: number };
/** theme is set for the slot engine only */
export type TEngineChoice = { engine: TEngineId; theme: TSlotThemeId | null };

type TPick = readonly TEngineId[] | { slot: readonly TSlotThemeId[] };

const ALL_THEMES = { slot: SLOT_THEME_IDS };
/** The originals (decision 077), in the order an "originals" title's nodeId hash picks them. */
export const ORIGINAL_ENGINES = [
  'dice',
  'limbo',
  'mines',
  'plinko',
  'keno',
] as const satisfies readonly TEngineId[];
export type TOriginalEngine = (typeof ORIGINAL_ENGINES)[number];

const LIVE_TABLES: readonly TEngineId[] = ['baccarat', 'roulette', 'blackjack', 'dragon-tiger', 'sic-bo'];

/** Sub types that decide the engine on their own. */
const BY_SUB_TYPE: Readonly<Record<string, TPick>> = {
  slot: ALL_THEMES,
  arcade: ALL_THEMES,
  jackpot: { slot: ['dragon', 'pharaoh', 'galaxy'] },
  fishing: { slot: ['ocean'] },
  scratch: ['scratch'],
  bingo: ['scratch'],
  lottery: ['scratch'],
  video_poker: ['video-poker'],
  poker: ['video-poker'],
  baccarat: ['baccarat'],
  sicbo: ['sic-bo'],
  roulette: ['roulette'],
  dragon_tiger: ['dragon-tiger'],
  blackjack: ['blackjack'],
  niuniu: ['niuniu'],
  table: ['roulette', 'baccarat', 'blackjack'],
  originals: ORIGINAL_ENGINES,
};

/** Categories, for sub types such as "lobby" or any we do not know. */
const BY_GAME_TYPE: Readonly<Record<string, TPick>> = {
  LIVE: LIVE_TABLES,
  FISH: { slot: ['ocean'] },
  PVP: ['niuniu', 'dragon-tiger', 'video-poker'],
  BGS: ['niuniu', 'sic-bo', 'dragon-tiger'],
  BINGO: ['scratch'],
  LOTT: ['scratch'],
  ELOTT: ['scratch'],
};

export function engineForGame(game: TGameRef): TEngineChoice {
  const pick = own(BY_SUB_TYPE, game.subType) ?? own(BY_GAME_TYPE, game.gameType) ?? ALL_THEMES;
  const h = hashNodeId(game.nodeId);
  if ('slot' in pick) {
    return { engine: 'slot', theme: pick.slot[h % pick.slot.length] as TSlotThemeId };
  }
  return { engine: pick[h % pick.length] as TEngineId, theme: null };
}

function own(table: Readonly<Record<string, TPick>>, key: unknown): TPick | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The first node id from `from` on whose hash an "originals" title opens `engine` (the seed's ids). */
export function originalNodeId(engine: TOriginalEngine, from: number): number {
  let nodeId = from;
  while (ORIGINAL_ENGINES[hashNodeId(nodeId) % ORIGINAL_ENGINES.length] !== engine) {
    nodeId += 1;
  }
  return nodeId;
}

/** A 32-bit integer mix (murmur3's finaliser) so consecutive ids spread over the choices. */
function hashNodeId(nodeId: number): number {
  let h = Math.trunc(Number.isFinite(nodeId) ? nodeId : 0) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
