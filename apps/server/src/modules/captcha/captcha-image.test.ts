import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, DIGIT_FONT, renderCaptchaPng } from './captcha-image.ts';

function pixelsOf(png: Buffer): (x: number, y: number) => number[] {
  const idatLength = png.readUInt32BE(33);
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const stride = CAPTCHA_WIDTH * 3 + 1;
  return (x, y) => [...raw.subarray(y * stride + 1 + x * 3, y * stride + 1 + x * 3 + 3)];
}

describe('captcha image', () => {
  it('has a 5x7 glyph for every digit, all distinct', () => {
    const glyphs = Object.entries(DIGIT_FONT);
    expect(glyphs.map(([d]) => d).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const [, rows] of glyphs) {
      expect(rows).toHaveLength(7);
      expect(rows.every((r) => /^[01]{5}$/.test(r))).toBe(true);
    }
    expect(new Set(glyphs.map(([, rows]) => rows.join(''))).size).toBe(10);
  });

  it('draws the digits where the font says (no noise)', () => {
    const png = renderCaptchaPng('1', { noise: false });
    expect(png.readUInt32BE(16)).toBe(CAPTCHA_WIDTH);
    expect(png.readUInt32BE(20)).toBe(CAPTCHA_HEIGHT);
    const at = pixelsOf(png);
    const top = Math.floor((CAPTCHA_HEIGHT - 28) / 2);
    // Glyph "1": top row '00100' → column 2 is ink, column 0 is background; each cell is 4x4 pixels.
    expect(at(6 + 2 * 4 + 1, top + 1)).toEqual([0, 0, 0]);
    expect(at(6 + 1, top + 1)).not.toEqual([0, 0, 0]);
    expect(at(6 + 3 * 4 + 1, top + 6 * 4 + 1)).toEqual([0, 0, 0]); // bottom row "01110": column 3 is ink
    expect(at(6 + 4 * 4 + 1, top + 6 * 4 + 1)).not.toEqual([0, 0, 0]); // column 4 is not
  });

  it('differs between two renders of the same text (noise)', () => {
    expect(renderCaptchaPng('4242').equals(renderCaptchaPng('4242'))).toBe(false);
  });
});
