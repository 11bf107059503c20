// Encrypts sensitive fields with the server's RSA-OAEP (SHA-256) public key via WebCrypto, as the
// spec's "encrypted" calls require. The key is fetched once per page load.
import { ENCRYPTED_PREFIX } from '@pavilion/contracts/auth';
import type { TPublicKey } from '@pavilion/contracts/site';
import { api } from '@/shared/api/http';

let keyPromise: Promise<CryptoKey> | null = null;

function loadKey(): Promise<CryptoKey> {
  keyPromise ??= api<TPublicKey>('/site/public-key').then((k) => {
    const der = Uint8Array.from(atob(k.spki), (c) => c.charCodeAt(0));
    return crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  });
  keyPromise.catch(() => {
    keyPromise = null;
  });
  return keyPromise;
}

export async function encryptField(plain: string): Promise<string> {
  const key = await loadKey();
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  let binary = '';
  for (const byte of new Uint8Array(cipher)) {
    binary += String.fromCharCode(byte);
  }
  return ENCRYPTED_PREFIX + btoa(binary);
}
