// Proof images of "not received" / "partially received": base64 (an optional data-URL prefix is
// accepted), png or jpg recognised by magic bytes (the declared type is never trusted), at most 5 MB.
import { PROOF_MAX_BYTES } from '@pavilion/contracts/cashier';
import { AppError } from '@/shared/app-error.ts';
import { sniffImageType, type TImageMime } from '@/shared/image-type.ts';

export type TProofImage = { mime: TImageMime; bytes: Buffer };

export function decodeProofImage(input: string): TProofImage {
  const invalid = () => new AppError('PROOF_INVALID', { fields: { proofImage: 'PROOF_INVALID' } });
  const base64 = input.replace(/^data:[a-z/+.-]{1,40};base64,/i, '').replace(/\s+/g, '');
  if (base64.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw invalid();
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > PROOF_MAX_BYTES) {
    throw invalid();
  }
  const mime = sniffImageType(bytes);
  if (!mime) {
    throw invalid();
  }
  return { mime, bytes };
}
