// A document photo or scan chosen by the member: png, jpg or webp, at most 5 MB, checked in the
// browser before the upload (the server checks and re-encodes it again) and read as the
// `data:image/...;base64,` text the upload carries. Browser only (File, FileReader).
import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_MIME_TYPES } from '@pavilion/contracts/kyc';

/** the `accept` attribute of the file input */
export const KYC_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

export type TKycFileError = 'required' | 'type' | 'tooLarge';

export function kycFileError(file: { type: string; size: number } | null | undefined): TKycFileError | null {
  if (!file) {
    return 'required';
  }
  if (!(KYC_IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()) || file.size === 0) {
    return 'type';
  }
  return file.size > KYC_IMAGE_MAX_BYTES ? 'tooLarge' : null;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
