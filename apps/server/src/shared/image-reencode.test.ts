// The re-encoding of uploads (issue 25): polyglots and undecodable bytes are refused with the
// caller's error, metadata (EXIF with GPS) is dropped, large images are scaled down, formats kept.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/app-error.ts';
import { reencodeImage } from './image-reencode.ts';

const invalid = () => new AppError('PROOF_INVALID');
const ALL = ['image/png', 'image/jpeg', 'image/webp'] as const;
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

/** A JPEG as a phone writes it: EXIF with camera, a GPS position and a comment. */
async function jpegWithGps(): Promise<Buffer> {
  return solid(40, 20)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1', ImageDescription: 'secret' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '11/1 33/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '104/1 55/1 0/1',
      },
    })
    .toBuffer();
}

describe('reencodeImage', () => {
  it('refuses a PNG header followed by HTML with the caller error', async () => {
    const polyglot = Buffer.concat([PNG_MAGIC, HTML]);
    await expect(reencodeImage(polyglot, { allowed: ALL, invalid })).rejects.toMatchObject({
      code: 'PROOF_INVALID',
      status: 400,
    });
  });

  it('refuses truncated pixels, plain text, a type not allowed and a format that differs from the magic', async () => {
    const png = await solid(64, 64).png().toBuffer();
    const webp = await solid(8, 8).webp().toBuffer();
    const fakes = [
      png.subarray(0, 60),
      HTML,
      Buffer.alloc(0),
      // JPEG magic, PNG body
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]),
    ];
    for (const bytes of fakes) {
      await expect(reencodeImage(bytes, { allowed: ALL, invalid })).rejects.toMatchObject({
        code: 'PROOF_INVALID',
      });
    }
    await expect(
      reencodeImage(webp, { allowed: ['image/png', 'image/jpeg'], invalid }),
    ).rejects.toMatchObject({
      code: 'PROOF_INVALID',
    });
  });

  it('drops what trails a real image (an appended HTML page)', async () => {
    const png = await solid(16, 16).png().toBuffer();
    const out = await reencodeImage(Buffer.concat([png, HTML]), { allowed: ALL, invalid });
    expect(out.mime).toBe('image/png');
    expect(out.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(out.bytes).metadata()).width).toBe(16);
  });

  it('strips EXIF including the GPS position from a JPEG', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    // the GPS IFD pointer tag 0x8825 is present in the input's EXIF
    expect(
      before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    const out = await reencodeImage(input, { allowed: ALL, invalid });
    expect(out.mime).toBe('image/jpeg');
    const after = await sharp(out.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(out.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(out.bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect([after.width, after.height]).toEqual([40, 20]);
  });

  it('applies the EXIF orientation to the pixels before dropping it', async () => {
    const rotated = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const after = await sharp((await reencodeImage(rotated, { allowed: ALL, invalid })).bytes).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([20, 40, undefined]);
  });

  it('keeps PNG and WebP as they are and caps the longest side', async () => {
    const big = await solid(900, 300).png().toBuffer();
    const out = await reencodeImage(big, { allowed: ALL, invalid, maxDimension: 450 });
    const meta = await sharp(out.bytes).metadata();
    expect([out.mime, meta.format, meta.width, meta.height]).toEqual(['image/png', 'png', 450, 150]);
    const webp = await reencodeImage(await solid(10, 10).webp().toBuffer(), { allowed: ALL, invalid });
    expect([webp.mime, (await sharp(webp.bytes).metadata()).format]).toEqual(['image/webp', 'webp']);
  });

  it('refuses a decompression bomb (more pixels than the limit) instead of decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expect(reencodeImage(bomb, { allowed: ALL, invalid })).rejects.toMatchObject({
      code: 'PROOF_INVALID',
    });
  });
});
