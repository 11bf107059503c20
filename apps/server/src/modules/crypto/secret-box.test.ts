import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, masterKeyId, parseMasterKey, SecretBox, SecretBoxError } from './secret-box.ts';

const keyA = randomBytes(32);
const keyB = randomBytes(32);

/** Flips one character of the `index`-th part of a sealed value (base64url stays valid). */
function tamper(stored: string, index: number): string {
  const parts = stored.split(':');
  const part = parts[index] ?? '';
  const swap = part[2] === 'A' ? 'B' : 'A';
  parts[index] = `${part.slice(0, 2)}${swap}${part.slice(3)}`;
  return parts.join(':');
}

describe('secret box', () => {
  it('round-trips values, each sealed differently, in the self-describing format', () => {
    const box = new SecretBox(keyA);
    for (const plain of ['', 'a-vendor-secret', 'JBSWY3DPEHPK3PXP', 'ü € 中文 ✓', 'x'.repeat(5000)]) {
      const one = box.seal(plain);
      const two = box.seal(plain);
      expect(one).not.toBe(two);
      expect(isSealed(one)).toBe(true);
      expect(one.split(':')).toHaveLength(6);
      expect(one.startsWith(`sbx1:${masterKeyId(keyA)}:`)).toBe(true);
      if (plain.length > 3) {
        expect(one).not.toContain(plain);
      }
      expect(box.open(one)).toBe(plain);
      // a second box with the same key (another instance, no cache) opens it too
      expect(new SecretBox(keyA).open(two)).toBe(plain);
    }
  });

  it('refuses a tampered value in any part', () => {
    const box = new SecretBox(keyA);
    const stored = box.seal('the HMAC secret of a vendor');
    for (const index of [2, 3, 4, 5]) {
      expect(() => new SecretBox(keyA).open(tamper(stored, index))).toThrow(SecretBoxError);
    }
    expect(() => box.open(stored.replace(/^sbx1:[^:]+/, `sbx1:${masterKeyId(keyB)}`))).toThrow(
      SecretBoxError,
    );
  });

  it('refuses a value sealed under another master key, and plain text', () => {
    const stored = new SecretBox(keyA).seal('s3cret');
    expect(() => new SecretBox(keyB).open(stored)).toThrow(/neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS/);
    expect(() => new SecretBox(keyA).open('s3cret')).toThrow(/not a sealed value/);
    expect(() => new SecretBox(keyA).open('rsa:AAAA')).toThrow(SecretBoxError);
  });

  it('opens with the previous key during a rotation and re-wraps under the current one', () => {
    const old = new SecretBox(keyA);
    const stored = old.seal('totp-secret');
    const rotating = new SecretBox(keyB, keyA);
    expect(rotating.open(stored)).toBe('totp-secret');
    expect(rotating.isCurrent(stored)).toBe(false);
    const rewrapped = rotating.rewrap(stored);
    expect(rotating.isCurrent(rewrapped)).toBe(true);
    // only the wrapped data key changes: iv, tag and ciphertext are the same
    expect(rewrapped.split(':').slice(3)).toEqual(stored.split(':').slice(3));
    expect(rewrapped.split(':')[2]).not.toBe(stored.split(':')[2]);
    expect(rotating.rewrap(rewrapped)).toBe(rewrapped);
    // after the rotation the old key is no longer needed, and no longer enough
    expect(new SecretBox(keyB).open(rewrapped)).toBe('totp-secret');
    expect(() => new SecretBox(keyA).open(rewrapped)).toThrow(SecretBoxError);
    expect(() => new SecretBox(keyB).rewrap(stored)).toThrow(SecretBoxError);
  });

  it('derives purpose keys that are neither the master key nor each other', () => {
    const box = new SecretBox(keyA);
    const captcha = box.derivedKey('captcha-answer');
    expect(captcha).toHaveLength(32);
    expect(captcha.equals(keyA)).toBe(false);
    expect(captcha.equals(box.derivedKey('other'))).toBe(false);
    expect(captcha.equals(new SecretBox(keyA).derivedKey('captcha-answer'))).toBe(true);
  });

  it('takes a master key only as the base64 of 32 bytes', () => {
    expect(parseMasterKey(keyA.toString('base64')).equals(keyA)).toBe(true);
    expect(() => parseMasterKey(randomBytes(16).toString('base64'))).toThrow(SecretBoxError);
    expect(() => parseMasterKey('not a key')).toThrow(SecretBoxError);
  });
});
