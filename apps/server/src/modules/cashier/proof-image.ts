// Proof images of "not received" / "partially received": base64 (an optional data-URL prefix is
// accepted), png or jpg recognised by magic bytes (the declared type is never trusted), at most 5 MB,
// then decoded and re-encoded without metadata (shared/image-reencode.ts): what is stored is pixels only.
import { PROOF_MAX_BYTES, PROOF_MIME_TYPES } from '@pavilion/contracts/cashier';
import { AppError } from '@/shared/app-error.ts';
import { reencodeImage, type TReencodedImage } from '@/shared/image-reencode.ts';

export type TProofImage = TReencodedImage<(typeof PROOF_MIME_TYPES)[number]>;

export async function decodeProofImage(input: string): Promise<TProofImage> {
  const invalid = () => new AppError('PROOF_INVALID', { fields: { proofImage: 'PROOF_INVALID' } });
  const base64 = input.replace(/^data:[a-z/+.-]{1,40};base64,/i, '').replace(/\s+/g, '');
  if (base64.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw invalid();
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > PROOF_MAX_BYTES) {
    throw invalid();
  }
  return reencodeImage(bytes, { allowed: PROOF_MIME_TYPES, invalid });
}
