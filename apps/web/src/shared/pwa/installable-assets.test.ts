// The committed output of scripts/make-icons.mjs matches its sources: the manifest the theme
// tokens, each icon its declared size, favicon.ico its two sizes; and the inline logo draws the mark
// of public/favicon.svg.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { icoFromPngs } from './ico';
import { buildManifest, FAVICON_SIZES, ICON_FILES, MANIFEST_FILE, themeToken } from './web-manifest';

const web = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(web, file));
const css = read('src/app/global.css').toString();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array): [number, number] {
  const view = new DataView(png.buffer, png.byteOffset);
  expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
  return [view.getUint32(16), view.getUint32(20)];
}

describe('the web app manifest', () => {
  it('is the one built from the theme tokens (run `npm run icons -w @pavilion/web` after changing them)', () => {
    expect(JSON.parse(read(`public/${MANIFEST_FILE}`).toString())).toEqual(buildManifest(css));
  });

  it('takes the dark theme’s background and surface', () => {
    const manifest = buildManifest(css);
    expect(manifest.background_color).toBe(themeToken(css, 'dark', 'color-bg'));
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(() => themeToken(css, 'dark', 'no-such-token')).toThrow(/no --no-such-token/);
  });

  it('lists a 192 and a 512 icon and a maskable one', () => {
    const icons = buildManifest(css).icons;
    expect(icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });
});

describe('the icon files', () => {
  it('are PNGs of their declared sizes', () => {
    for (const icon of ICON_FILES) {
      expect([icon.file, ...pngSize(read(`public/${icon.file}`))]).toEqual([icon.file, icon.size, icon.size]);
    }
  });

  it('include a favicon.ico with a 16 and a 32 pixel image', () => {
    const ico = read('public/favicon.ico');
    const view = new DataView(ico.buffer, ico.byteOffset);
    expect([view.getUint16(2, true), view.getUint16(4, true)]).toEqual([1, FAVICON_SIZES.length]);
    FAVICON_SIZES.forEach((size, n) => {
      const entry = 6 + 16 * n;
      const png = ico.subarray(
        view.getUint32(entry + 12, true),
        view.getUint32(entry + 12, true) + view.getUint32(entry + 8, true),
      );
      expect([ico[entry], ...pngSize(png)]).toEqual([size, size, size]);
    });
  });
});

describe('icoFromPngs', () => {
  it('writes the directory and the images in order, 256 pixels as 0', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([4, 5]);
    const ico = icoFromPngs([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    const view = new DataView(ico.buffer);
    expect(ico.length).toBe(6 + 32 + 5);
    expect([ico[6], ico[22]]).toEqual([16, 0]);
    expect([view.getUint32(14, true), view.getUint32(18, true)]).toEqual([3, 38]);
    expect([...ico.subarray(38)]).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the inline logo', () => {
  it('draws the shapes of the favicon’s mark', () => {
    const shapes = (source: string) =>
      [...source.matchAll(/<(circle|path|rect)\s([^>]*?)\s?\/>/g)]
        .map((m) => `${m[1]} ${m[2]!.replace(/\s+/g, ' ').trim()}`)
        .filter((s) => !s.includes('id="tile"') && !s.startsWith('rect width="64"'));
    expect(shapes(read('src/shared/ui/logo.tsx').toString())).toEqual(
      shapes(read('public/favicon.svg').toString()),
    );
  });
});
