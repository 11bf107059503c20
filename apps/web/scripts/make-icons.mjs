// Writes the installable app's icons and manifest into public/ from one source, the mark in
// public/favicon.svg (its #tile background and #glyph drawing), and the theme tokens of
// src/app/global.css. Run it after changing either (`npm run icons -w @pavilion/web`); its output
// is committed, so a build never needs sharp.
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import sharp from 'sharp';
import { icoFromPngs } from '../src/shared/pwa/ico.ts';
import { buildManifest, FAVICON_SIZES, ICON_FILES, MANIFEST_FILE } from '../src/shared/pwa/web-manifest.ts';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const source = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

function part(pattern, what) {
  const found = pattern.exec(source)?.[0];
  if (!found) {
    throw new Error(`favicon.svg has no ${what}`);
  }
  return found;
}
const defs = part(/<defs>[\s\S]*?<\/defs>/, '<defs>');
const glyph = part(/<g id="glyph"[\s\S]*?<\/g>/, '<g id="glyph">');
const tileColour = /<rect id="tile"[^>]*fill="([^"]+)"/.exec(source)?.[1];
if (!tileColour) {
  throw new Error('favicon.svg has no #tile fill');
}

/**
 * The mark full-bleed on its background, scaled about the centre: a maskable icon keeps the drawing
 * inside the central circle of 80 % that every launcher shape leaves visible (the base's corners are
 * the farthest points, 31.8 units from the centre at scale 1, against a safe radius of 25.6); iOS
 * rounds the apple-touch icon's corners only, so that drawing may be larger.
 */
function fullBleed(scale) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}` +
    `<rect width="64" height="64" fill="${tileColour}"/>` +
    `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph}</g></svg>`
  );
}
const SVG_OF = { tile: source, maskable: fullBleed(0.76), apple: fullBleed(0.84) };

function png(svg, size) {
  // the viewBox is 64 units: render at the density that makes it `size` pixels, then fix the size
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

for (const icon of ICON_FILES) {
  writeFileSync(path.join(publicDir, icon.file), await png(SVG_OF[icon.kind], icon.size));
}
const favicons = await Promise.all(
  FAVICON_SIZES.map(async (size) => ({ size, png: await png(source, size) })),
);
writeFileSync(path.join(publicDir, 'favicon.ico'), icoFromPngs(favicons));

const css = readFileSync(path.join(root, 'src/app/global.css'), 'utf8');
const manifestPath = path.join(publicDir, MANIFEST_FILE);
const manifest = JSON.stringify(buildManifest(css));
writeFileSync(manifestPath, await prettier.format(manifest, { filepath: manifestPath }));
console.log(`icons and ${MANIFEST_FILE} written to ${publicDir}`);
