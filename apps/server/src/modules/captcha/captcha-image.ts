// Draws a captcha: digits from a 5x7 bitmap font, scaled, jittered and coloured, crossed by
// noise lines and speckles so the answer is not a trivial template match.
import { randomInt } from 'node:crypto';
import { encodePng, RgbImage, type TRgb } from './png-encoder.ts';

/** 5x7 digit glyphs, one string of five bits per row. */
export const DIGIT_FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 4;
const CELL = 28;
const BACKGROUND: TRgb = [245, 246, 250];

function darkColour(): TRgb {
  return [randomInt(20, 110), randomInt(20, 110), randomInt(20, 110)];
}

function lightColour(): TRgb {
  return [randomInt(120, 210), randomInt(120, 210), randomInt(120, 210)];
}

function drawLine(img: RgbImage, x0: number, y0: number, x1: number, y1: number, color: TRgb): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let i = 0; i <= steps; i++) {
    img.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, color);
  }
}

function drawDigit(img: RgbImage, digit: string, left: number, top: number, color: TRgb): void {
  const glyph = DIGIT_FONT[digit];
  if (!glyph) {
    throw new Error(`no glyph for ${digit}`);
  }
  glyph.forEach((row, gy) => {
    [...row].forEach((bit, gx) => {
      if (bit !== '1') {
        return;
      }
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) {
          img.set(left + gx * SCALE + dx, top + gy * SCALE + dy, color);
        }
      }
    });
  });
}

/** Renders `text` (digits only) as a PNG. */
export function renderCaptchaPng(text: string, opts: { noise?: boolean } = {}): Buffer {
  const noise = opts.noise ?? true;
  const img = new RgbImage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, BACKGROUND);
  if (noise) {
    for (let i = 0; i < 60; i++) {
      img.set(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), lightColour());
    }
  }
  const glyphHeight = 7 * SCALE;
  [...text].forEach((digit, i) => {
    const jitterX = noise ? randomInt(-2, 3) : 0;
    const jitterY = noise ? randomInt(-3, 4) : 0;
    const left = 6 + i * CELL + jitterX;
    const top = Math.floor((CAPTCHA_HEIGHT - glyphHeight) / 2) + jitterY;
    drawDigit(img, digit, left, top, noise ? darkColour() : [0, 0, 0]);
  });
  if (noise) {
    for (let i = 0; i < 4; i++) {
      drawLine(
        img,
        randomInt(0, 20),
        randomInt(0, CAPTCHA_HEIGHT),
        randomInt(100, CAPTCHA_WIDTH),
        randomInt(0, CAPTCHA_HEIGHT),
        lightColour(),
      );
    }
  }
  return encodePng(img);
}
