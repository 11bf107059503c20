// A document image as the member sends it: base64 (an optional data-URL prefix is accepted), png,
// jpg or webp recognised by its bytes (the declared type is never trusted), at most 5 MB, then decoded
// and re-encoded without metadata (shared/image-reencode.ts), as withdrawal proofs are: what is
// stored is pixels only, without the phone's EXIF position.
import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_MIME_TYPES } from '@pavilion/contracts/kyc';
import { AppError } from '@/shared/app-error.ts';
import { reencodeImage, type TReencodedImage } from '@/shared/image-reencode.ts';

export type TKycImage = TReencodedImage<(typeof KYC_IMAGE_MIME_TYPES)[number]>;

/** The longest side kept: enough to read a document, a quarter of the proof's pixels to store. */
export const KYC_IMAGE_MAX_DIMENSION = 2400;

export async function decodeKycImage(input: string): Promise<TKycImage> {
  const invalid = () => new AppError('KYC_IMAGE_INVALID', { fields: { image: 'KYC_IMAGE_INVALID' } });
  const base64 = input.replace(/^data:[a-z/+.-]{1,40};base64,/i, '').replace(/\s+/g, '');
  if (base64.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw invalid();
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > KYC_IMAGE_MAX_BYTES) {
    throw new AppError('KYC_IMAGE_TOO_LARGE', {
      fields: { image: 'KYC_IMAGE_TOO_LARGE' },
      data: { maxBytes: KYC_IMAGE_MAX_BYTES },
    });
  }
  if (bytes.length === 0) {
    throw invalid();
  }
  return reencodeImage(bytes, {
    allowed: KYC_IMAGE_MIME_TYPES,
    invalid,
    maxDimension: KYC_IMAGE_MAX_DIMENSION,
  });
}
