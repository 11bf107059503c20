// The server's RSA-OAEP key pair for the spec's "encrypted" calls. Generated once and kept in
// site_settings so every instance shares it; the browser encrypts sensitive fields with the
// public key (WebCrypto, SHA-256), the server decrypts them here. The private key is stored sealed
// by the secret box (decision 064); the public half is not a secret.
import {
  constants,
  createPrivateKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { ENCRYPTED_PREFIX } from '@pavilion/contracts/auth';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { sha256Hex } from '@/shared/tokens.ts';
import { readSetting, writeSettingIfAbsent } from '@/modules/site/site.repo.ts';
import { open, seal } from './secret-box.ts';

export type TKeyRing = { keyId: string; spkiBase64: string; privateKey: KeyObject };

/** `pkcs8Pem` is sealed (sbx1:…) */
export type TStoredKeys = { spkiBase64: string; pkcs8Pem: string };

export const RSA_KEYS_SETTING = 'rsa_keys';

export async function loadKeyRing(db: TDb): Promise<TKeyRing> {
  let stored = (await readSetting(db, RSA_KEYS_SETTING)) as TStoredKeys | undefined;
  if (!stored) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const candidate: TStoredKeys = {
      spkiBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      pkcs8Pem: seal(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    };
    await writeSettingIfAbsent(db, RSA_KEYS_SETTING, candidate);
    stored = (await readSetting(db, RSA_KEYS_SETTING)) as TStoredKeys;
  }
  return keyRingOf(stored.spkiBase64, open(stored.pkcs8Pem));
}

export function keyRingOf(spkiBase64: string, pkcs8Pem: string): TKeyRing {
  return {
    keyId: sha256Hex(spkiBase64).slice(0, 16),
    spkiBase64,
    privateKey: createPrivateKey(pkcs8Pem),
  };
}

/** Decrypts an "rsa:<base64>" field; anything else is DECRYPTION_FAILED. */
export function decryptField(keys: TKeyRing, value: string, field: string): string {
  if (!value.startsWith(ENCRYPTED_PREFIX)) {
    throw new AppError('DECRYPTION_FAILED', { fields: { [field]: 'DECRYPTION_FAILED' } });
  }
  try {
    const plain = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(value.slice(ENCRYPTED_PREFIX.length), 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    throw new AppError('DECRYPTION_FAILED', { fields: { [field]: 'DECRYPTION_FAILED' } });
  }
}
