// Generated artwork (1200×360 SVG) for demo banners and promotion images: a gradient, soft
// shapes, the title and subtitle, and a call-to-action pill. Deterministic from the id. An SVG shown as
// an image cannot load the site's web fonts, so the stack names the system fonts with Chinese and
// Khmer glyphs of each platform (Android and Linux Noto, Windows, macOS and iOS): a device with none
// of them (a bare Linux) shows boxes in CN and KM titles.
import { escapeXml, hashOf, shade } from '@/modules/games/game-icons.ts';

const FONTS = [
  `'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'PingFang SC', 'Hiragino Sans GB'`,
  `'Microsoft YaHei', 'Noto Sans Khmer', 'Khmer OS', 'Khmer UI', 'Leelawadee UI', 'Khmer Sangam MN'`,
  `system-ui, sans-serif`,
].join(', ');

const PALETTES = [
  ['#1d2671', '#c33764'],
  ['#0f2027', '#2c5364'],
  ['#42275a', '#734b6d'],
  ['#134e5e', '#71b280'],
  ['#8e0e00', '#1f1c18'],
  ['#b79891', '#94716b'],
] as const;

export function bannerArtSvg(
  art: { key: string; title: string; subtitle: string; cta: string },
  words = true,
): string {
  const h = hashOf(art.key);
  // Long titles (Khmer ones often are) get a smaller size so they stay clear of the artwork.
  const titleSize = [...art.title].length > 24 ? 44 : 64;
  const [from, to] = PALETTES[h % PALETTES.length]!;
  const shapes = Array.from({ length: 7 }, (_, i) => {
    const x = 620 + ((h >>> (i * 2)) % 560);
    const y = (h >>> (i * 3 + 1)) % 360;
    const r = 30 + ((h >>> i) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.05 + i * 0.02).toFixed(2)}"/>`;
  }).join('');
  const coins = Array.from({ length: 4 }, (_, i) => {
    const x = 860 + i * 70 + ((h >>> (i + 5)) % 30);
    const y = 200 - i * 35;
    return `<g transform="translate(${x} ${y})"><circle r="34" fill="#f5c542"/><circle r="25" fill="none" stroke="#b8860b" stroke-width="4"/></g>`;
  }).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img">',
    `<title>${escapeXml(art.title)}</title>`,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${shade(to, -0.1)}"/></linearGradient></defs>`,
    '<rect width="1200" height="360" fill="url(#b)"/>',
    shapes,
    coins,
    ...(words
      ? [
          `<text x="72" y="150" font-family="${FONTS}" font-size="${titleSize}" font-weight="800" fill="#fff">${escapeXml(art.title)}</text>`,
          `<text x="72" y="205" font-family="${FONTS}" font-size="28" fill="#fff" fill-opacity=".85">${escapeXml(art.subtitle)}</text>`,
          '<rect x="72" y="244" width="220" height="60" rx="30" fill="#f5c542"/>',
          `<text x="182" y="283" text-anchor="middle" font-family="${FONTS}" font-size="24" font-weight="700" fill="#1a1a1a">${escapeXml(art.cta)}</text>`,
        ]
      : []),
    '</svg>',
  ].join('');
}
