// Secrets at rest (decision 064): envelope encryption with AES-256-GCM. Each value gets its own
// random data key, which is wrapped by the master key (SECRETS_KEY). A stored value describes
// itself: sbx1:<master key id>:<wrapped data key>:<iv>:<tag>:<ciphertext> (base64url parts), so a
// rotation re-wraps data keys without touching ciphertexts, and the previous master key
// (SECRETS_KEY_PREVIOUS) still opens what it wrapped until then. A value that is not sealed is an
// error here: legacy plaintext is read only by the start-up step (sealed-secrets.service.ts).
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export const SEALED_PREFIX = 'sbx1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** opened values kept in memory (vendor HMAC checks are a hot path: no unwrap per request) */
const CACHE_MAX = 5_000;

export class SecretBoxError extends Error {}

const b64 = (b: Buffer) => b.toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url');

/** A short, non-secret id of a master key: which key wrapped a value. */
export function masterKeyId(key: Buffer): string {
  return createHash('sha256')
    .update('pavilion-secret-box-key-id')
    .update(key)
    .digest('base64url')
    .slice(0, 10);
}

/** Parses SECRETS_KEY's form (base64 of 32 bytes); throws on anything else. */
export function parseMasterKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== base64.trim()) {
    throw new SecretBoxError('a master key is the base64 of exactly 32 bytes');
  }
  return key;
}

function gcmSeal(key: Buffer, plain: Buffer, aad: string): { iv: Buffer; tag: Buffer; ct: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ct };
}

function gcmOpen(key: Buffer, iv: Buffer, tag: Buffer, ct: Buffer, aad: string): Buffer {
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new SecretBoxError('malformed sealed value');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ct), decipher.final()]);
  } catch {
    throw new SecretBoxError('a sealed value failed its integrity check (tampered, or another key)');
  }
}

type TParts = { kid: string; wrapped: Buffer; iv: Buffer; tag: Buffer; ct: Buffer };

function parse(stored: string): TParts {
  const parts = stored.split(':');
  if (parts.length !== 6 || `${parts[0]}:` !== SEALED_PREFIX) {
    throw new SecretBoxError('not a sealed value');
  }
  const [, kid, wrapped, iv, tag, ct] = parts as [string, string, string, string, string, string];
  return { kid, wrapped: unb64(wrapped), iv: unb64(iv), tag: unb64(tag), ct: unb64(ct) };
}

export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX);
}

export class SecretBox {
  readonly keyId: string;
  private readonly keys = new Map<string, Buffer>();
  private readonly opened = new Map<string, string>();

  constructor(
    private readonly current: Buffer,
    previous: Buffer | null = null,
  ) {
    this.keyId = masterKeyId(current);
    if (previous) {
      this.keys.set(masterKeyId(previous), previous);
    }
    this.keys.set(this.keyId, current);
  }

  seal(plain: string): string {
    const dataKey = randomBytes(KEY_BYTES);
    const v = gcmSeal(dataKey, Buffer.from(plain, 'utf8'), SEALED_PREFIX);
    return this.format(dataKey, v.iv, v.tag, v.ct);
  }

  open(stored: string): string {
    const hit = this.opened.get(stored);
    if (hit !== undefined) {
      return hit;
    }
    const p = parse(stored);
    const plain = gcmOpen(this.unwrap(p), p.iv, p.tag, p.ct, SEALED_PREFIX).toString('utf8');
    if (this.opened.size >= CACHE_MAX) {
      this.opened.delete(this.opened.keys().next().value as string);
    }
    this.opened.set(stored, plain);
    return plain;
  }

  /** The same value with its data key wrapped by the current master key (a rotation). */
  rewrap(stored: string): string {
    const p = parse(stored);
    if (p.kid === this.keyId) {
      return stored;
    }
    const dataKey = this.unwrap(p);
    gcmOpen(dataKey, p.iv, p.tag, p.ct, SEALED_PREFIX); // never carry a damaged value forward
    return this.format(dataKey, p.iv, p.tag, p.ct);
  }

  /** Whether a sealed value's data key is wrapped by the current master key. */
  isCurrent(stored: string): boolean {
    return parse(stored).kid === this.keyId;
  }

  /** A key for keyed hashes (captcha answers), derived from the master key, never the key itself. */
  derivedKey(purpose: string): Buffer {
    return createHmac('sha256', this.current).update(`pavilion-derived:${purpose}`).digest();
  }

  /** The stored form: the data key wrapped by the current master key (bound to its id), then the value. */
  private format(dataKey: Buffer, iv: Buffer, tag: Buffer, ct: Buffer): string {
    const w = gcmSeal(this.current, dataKey, `${SEALED_PREFIX}${this.keyId}`);
    const wrapped = Buffer.concat([w.iv, w.tag, w.ct]);
    return [SEALED_PREFIX + this.keyId, b64(wrapped), b64(iv), b64(tag), b64(ct)].join(':');
  }

  private unwrap(p: TParts): Buffer {
    const master = this.keys.get(p.kid);
    if (!master) {
      throw new SecretBoxError(
        `a sealed value was wrapped by master key ${p.kid}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS`,
      );
    }
    if (p.wrapped.length !== IV_BYTES + TAG_BYTES + KEY_BYTES) {
      throw new SecretBoxError('malformed sealed value');
    }
    return gcmOpen(
      master,
      p.wrapped.subarray(0, IV_BYTES),
      p.wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES),
      p.wrapped.subarray(IV_BYTES + TAG_BYTES),
      `${SEALED_PREFIX}${p.kid}`,
    );
  }
}

let active: SecretBox | null = null;

/** Installs the process's box (start-up, the test harness); the repos seal and open through it. */
export function installSecretBox(box: SecretBox): void {
  active = box;
}

export function secretBox(): SecretBox {
  if (!active) {
    throw new Error('the secret box is not installed (installSecretBox runs at start-up)');
  }
  return active;
}

export const seal = (plain: string): string => secretBox().seal(plain);
export const open = (stored: string): string => secretBox().open(stored);
export const sealOrNull = (plain: string | null): string | null => (plain === null ? null : seal(plain));
export const openOrNull = (stored: string | null): string | null => (stored === null ? null : open(stored));
