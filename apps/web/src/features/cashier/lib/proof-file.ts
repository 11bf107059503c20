// The proof image of a "not received" withdrawal confirmation (issue 5, spec §3): png or jpg, at
// most 5 MB. Checked in the browser before anything is uploaded; the server checks again.

import { PROOF_MAX_BYTES, PROOF_MIME_TYPES } from '@pavilion/contracts/cashier';

/** the `accept` attribute of the file input */
export const PROOF_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export type TProofError = 'PROOF_REQUIRED' | 'PROOF_TYPE' | 'PROOF_TOO_LARGE' | 'PROOF_EMPTY';

const EXTENSIONS = /\.(png|jpe?g)$/i;

/** Why a chosen file cannot be the proof, or null when it can. Type by MIME and extension both. */
export function proofFileError(
  file: { name: string; type: string; size: number } | null | undefined,
): TProofError | null {
  if (!file) {
    return 'PROOF_REQUIRED';
  }
  const typeOk = (PROOF_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!typeOk || !EXTENSIONS.test(file.name)) {
    return 'PROOF_TYPE';
  }
  if (file.size === 0) {
    return 'PROOF_EMPTY';
  }
  if (file.size > PROOF_MAX_BYTES) {
    return 'PROOF_TOO_LARGE';
  }
  return null;
}

/** Magic bytes of the two accepted formats: a renamed file is refused before upload too. */
export function sniffImageType(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => head[i] === b)) {
    return 'image/png';
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

/**
 * Checks a chosen file completely (name, type, size, then its first bytes) and reads it as the
 * `data:image/...;base64,` text the confirmation carries. Browser only (File, FileReader).
 */
export async function readProofFile(
  file: File,
): Promise<{ ok: true; dataUrl: string } | { ok: false; error: TProofError }> {
  const error = proofFileError(file);
  if (error) {
    return { ok: false, error };
  }
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (sniffImageType(head) === null) {
    return { ok: false, error: 'PROOF_TYPE' };
  }
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
  return { ok: true, dataUrl };
}
