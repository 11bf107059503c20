// Generated artwork for game tiles and vendor logos: deterministic SVG from the game's name,
// vendor colour and the engine that plays it (its sub type when not open), so ~10,000 games have
// icons without storing images.
import type { TGameCategory, TGameSubType } from '@pavilion/contracts/games';
import type { TEngineId } from '@pavilion/games/engine-meta';
import { houseEngineOf } from './house-engines.ts';

export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
} as const;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small stable hash (FNV-1a) for picking shapes and hues. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h;
}

/** Darkens (negative) or lightens (positive) a #rrggbb colour by `amount` in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(v).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const CARD =
  '<path d="M0-34 C18-14 34-4 34 10 C34 24 18 30 6 20 L10 34 H-10 L-6 20 C-18 30-34 24-34 10 C-34-4-18-14 0-34Z"/>';
const GLYPHS: Record<TGameSubType, string> = {
  slot: '<rect x="-42" y="-24" width="24" height="48" rx="5"/><rect x="-12" y="-24" width="24" height="48" rx="5"/><rect x="18" y="-24" width="24" height="48" rx="5"/>',
  scratch:
    '<path d="M-40-24 H40 V24 H-40Z M-30-8 L-20 4 L-10-8 L0 4 L10-8 L20 4 L30-8" fill-rule="evenodd"/>',
  video_poker:
    '<rect x="-40" y="-28" width="80" height="50" rx="6"/><rect x="-10" y="22" width="20" height="10"/>',
  table: '<ellipse cx="0" cy="0" rx="44" ry="26"/>',
  arcade:
    '<rect x="-30" y="6" width="60" height="22" rx="6"/><rect x="-4" y="-24" width="8" height="32"/><circle cx="0" cy="-28" r="12"/>',
  jackpot: '<path d="M-40 24 L-34-18 L-16 2 L0-30 L16 2 L34-18 L40 24Z"/>',
  bingo: '<circle r="32"/><circle r="18" fill="#fff" fill-opacity=".5"/>',
  fishing: '<path d="M-40 0 C-20-28 20-28 32 0 C20 28-20 28-40 0Z M32 0 L48-16 V16Z"/>',
  baccarat: CARD,
  sicbo: '<rect x="-30" y="-30" width="60" height="60" rx="10"/>',
  roulette: '<circle r="34"/><circle r="14" fill="#fff" fill-opacity=".5"/>',
  dragon_tiger: '<path d="M-36 30 L-20-30 L0 10 L20-30 L36 30Z"/>',
  blackjack: CARD,
  niuniu: '<path d="M-40-30 C-30 0-20 8 0 8 C20 8 30 0 40-30 C30 30-30 30-40-30Z"/>',
  poker: CARD,
  lottery: '<circle cx="-18" r="20"/><circle cx="18" r="20"/>',
  lobby: '<path d="M-30-30 H30 V-6 C30 16 12 26 0 26 C-12 26-30 16-30-6Z M-12 26 H12 V36 H-12Z"/>',
  originals: '<path d="M0-36 L36 0 L0 36 L-36 0Z"/>',
};

/** The originals' own art (decision 077): a die, a rising arrow, a mine, a peg board, a ball grid. */
const ORIGINAL_GLYPHS = {
  dice: '<rect x="-32" y="-32" width="64" height="64" rx="12"/><circle cx="-14" cy="-14" r="6" fill="#fff" fill-opacity=".6"/><circle r="6" fill="#fff" fill-opacity=".6"/><circle cx="14" cy="14" r="6" fill="#fff" fill-opacity=".6"/>',
  limbo: '<path d="M-40 30 L-10 0 L6 14 L30-14 L20-24 H42 V-2 L32-12 L6 24 L-10 10 L-30 30Z"/>',
  mines:
    '<circle r="22"/><path d="M-3-38 H3 V38 H-3Z M-38-3 H38 V3 H-38Z M-28-24 L24 28 L28 24 L-24-28Z M24-28 L-28 24 L-24 28 L28-24Z"/>',
  plinko:
    '<circle cy="-24" r="5"/><circle cx="-12" cy="-6" r="5"/><circle cx="12" cy="-6" r="5"/><circle cx="-24" cy="12" r="5"/><circle cy="12" r="5"/><circle cx="24" cy="12" r="5"/><rect x="-40" y="26" width="80" height="10" rx="3"/>',
  keno: '<circle cx="-20" cy="-20" r="13"/><circle cx="20" cy="-20" r="13"/><circle cx="-20" cy="20" r="13"/><circle cx="20" cy="20" r="13" fill-opacity=".5"/>',
};

/** A playable game's art is its engine's; a game that is not open keeps its sub type's (decision 021). */
const ENGINE_GLYPHS: Record<TEngineId, string> = {
  slot: GLYPHS.slot,
  scratch: GLYPHS.scratch,
  'video-poker': GLYPHS.video_poker,
  baccarat: GLYPHS.baccarat,
  roulette: GLYPHS.roulette,
  'sic-bo': GLYPHS.sicbo,
  'dragon-tiger': GLYPHS.dragon_tiger,
  blackjack: GLYPHS.blackjack,
  niuniu: GLYPHS.niuniu,
  ...ORIGINAL_GLYPHS,
};

export type TGlyphKey = `engine:${TEngineId}` | `subType:${TGameSubType}`;

/** Which glyph a game's tile shows: `gameType` is the category the member sees it in. */
export function glyphOf(game: { nodeId: number; gameType: TGameCategory; subType: TGameSubType }): TGlyphKey {
  const house = houseEngineOf(game);
  return house.open && house.choice ? `engine:${house.choice.engine}` : `subType:${game.subType}`;
}

function glyphSvg(key: TGlyphKey): string {
  const [kind, id] = key.split(':') as ['engine' | 'subType', string];
  return kind === 'engine' ? ENGINE_GLYPHS[id as TEngineId] : GLYPHS[id as TGameSubType];
}

/** Up to two initials from a display name: "Golden Dragon Fortune" → "GD", "金龙财富" → "金龙". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('');
  }
  return [...name.replace(/\s+/g, '')].slice(0, 2).join('');
}

export function gameIconSvg(game: {
  nodeId: number;
  name: string;
  vendorCode: string;
  gameType: TGameCategory;
  subType: TGameSubType;
  color: string;
}): string {
  const h = hashOf(`${game.nodeId}:${game.name}`);
  const base = game.color;
  const from = shade(base, 0.15 + (h % 20) / 100);
  const to = shade(base, -0.45);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (h >>> (i * 3)) % 300;
    const y = (h >>> (i * 4 + 2)) % 300;
    const r = 20 + ((h >>> i) % 50);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.04 + i * 0.015).toFixed(3)}"/>`;
  }).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img">',
    `<title>${escapeXml(game.name)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="300" height="300" rx="28" fill="url(#g)"/>',
    circles,
    `<g transform="translate(150 92)" fill="#fff" fill-opacity=".85">${glyphSvg(glyphOf(game))}</g>`,
    `<text x="150" y="200" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="800" fill="#fff">${escapeXml(initialsOf(game.name))}</text>`,
    `<rect x="0" y="246" width="300" height="54" fill="#000" fill-opacity=".28"/>`,
    `<text x="150" y="281" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#fff" letter-spacing="2">${escapeXml(game.vendorCode)}</text>`,
    '</svg>',
  ].join('');
}

export function vendorIconSvg(vendor: { code: string; name: string; color: string }): string {
  const size = vendor.code.length > 6 ? 30 : 44;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img">',
    `<title>${escapeXml(vendor.name)}</title>`,
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(vendor.color, 0.2)}"/><stop offset="1" stop-color="${shade(vendor.color, -0.35)}"/></linearGradient></defs>`,
    '<rect width="240" height="120" rx="18" fill="url(#v)"/>',
    `<text x="120" y="68" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(vendor.code.replace(/_/g, ' '))}</text>`,
    `<text x="120" y="100" text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" fill="#fff" fill-opacity=".85">${escapeXml(vendor.name)}</text>`,
    '</svg>',
  ].join('');
}
