// Provider client secrets are stored the way sensitive fields travel (decision 003): RSA-OAEP
// with the server's key pair, "rsa:<base64>", decrypted only when a token request needs them.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { ENCRYPTED_PREFIX } from '@pavilion/contracts/auth';
import type { TKeyRing } from '@/modules/crypto/rsa-keys.service.ts';

export function encryptSecret(keys: TKeyRing, plain: string): string {
  const key = createPublicKey({ key: Buffer.from(keys.spkiBase64, 'base64'), format: 'der', type: 'spki' });
  const sealed = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain),
  );
  return ENCRYPTED_PREFIX + sealed.toString('base64');
}
