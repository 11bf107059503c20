import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, RgbImage } from './png-encoder.ts';

/** Splits a PNG into chunks, checking every CRC on the way. */
function readPng(png: Buffer): { width: number; height: number; colourType: number; rows: Buffer[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  const chunks: { type: string; data: Buffer }[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0);
    chunks.push({ type, data });
    offset += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = chunks[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const raw = inflateSync(chunks[1]!.data);
  const stride = width * 3 + 1;
  expect(raw.length).toBe(stride * height);
  const rows = Array.from({ length: height }, (_, y) => {
    expect(raw[y * stride]).toBe(0);
    return raw.subarray(y * stride + 1, (y + 1) * stride);
  });
  return { width, height, colourType: ihdr[9]!, rows };
}

describe('png encoder', () => {
  it('writes a valid 8-bit RGB PNG whose pixels read back', () => {
    const img = new RgbImage(3, 2, [255, 255, 255]);
    img.set(0, 0, [255, 0, 0]);
    img.set(2, 1, [0, 0, 255]);
    img.set(-1, 5, [1, 2, 3]); // outside: ignored
    const { width, height, colourType, rows } = readPng(encodePng(img));
    expect({ width, height, colourType }).toEqual({ width: 3, height: 2, colourType: 2 });
    expect([...rows[0]!]).toEqual([255, 0, 0, 255, 255, 255, 255, 255, 255]);
    expect([...rows[1]!]).toEqual([255, 255, 255, 255, 255, 255, 0, 0, 255]);
  });
});
