// Image type by content (magic bytes), never by file name or declared type. Only a first filter:
// every upload is then decoded and re-encoded (image-reencode.ts).
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'ascii');
const WEBP = Buffer.from('WEBP', 'ascii');

export type TImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

export function sniffImageType(bytes: Buffer): TImageMime | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    return 'image/png';
  }
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) {
    return 'image/jpeg';
  }
  if (bytes.subarray(0, 4).equals(RIFF) && bytes.subarray(8, 12).equals(WEBP)) {
    return 'image/webp';
  }
  return null;
}
