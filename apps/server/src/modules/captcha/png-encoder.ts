// A minimal PNG encoder (8-bit RGB, no interlace) on node:zlib, so captcha images need no
// image library: signature, IHDR, one IDAT of deflated scanlines (filter 0), IEND.
import { crc32, deflateSync } from 'node:zlib';

export type TRgb = readonly [number, number, number];

/** An RGB raster; pixels outside the bounds are ignored so drawing code needs no clipping. */
export class RgbImage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;

  constructor(width: number, height: number, background: TRgb) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      this.pixels.set(background, i * 3);
    }
  }

  set(x: number, y: number, color: TRgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) {
      return;
    }
    this.pixels.set(color, (py * this.width + px) * 3);
  }

  get(x: number, y: number): TRgb {
    const i = (y * this.width + x) * 3;
    return [this.pixels[i] ?? 0, this.pixels[i + 1] ?? 0, this.pixels[i + 2] ?? 0];
  }
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function encodePng(image: RgbImage): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(image.width, 0);
  ihdr.writeUInt32BE(image.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  const rowBytes = image.width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * image.height);
  for (let y = 0; y < image.height; y++) {
    raw[y * (rowBytes + 1)] = 0; // filter type "none" for every scanline
    raw.set(image.pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
