// A .ico file holding PNG images (read by every current browser and by Windows since Vista): the
// 6-byte header, one 16-byte directory entry per image, then the images. Plain, erasable
// TypeScript: scripts/make-icons.mjs runs it under Node as it is.

export type TIcoImage = { size: number; png: Uint8Array };

export function icoFromPngs(images: readonly TIcoImage[]): Uint8Array {
  const headerSize = 6 + 16 * images.length;
  const out = new Uint8Array(headerSize + images.reduce((sum, i) => sum + i.png.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((image, n) => {
    const entry = 6 + 16 * n;
    out[entry] = image.size >= 256 ? 0 : image.size; // 0 stands for 256
    out[entry + 1] = image.size >= 256 ? 0 : image.size;
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.length;
  });
  return out;
}
