import { describe, expect, it } from 'vitest';
import { hashToken, newNumericCode, newToken, safeEqual, sha256Hex } from './tokens.ts';

describe('tokens', () => {
  it('makes 256-bit base64url tokens, all different', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('hashes tokens with SHA-256', () => {
    expect(hashToken('abc')).toHaveLength(32);
    expect(hashToken('abc').equals(hashToken('abc'))).toBe(true);
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes numeric codes of the asked length, zero-padded, covering every digit', () => {
    const codes = Array.from({ length: 500 }, () => newNumericCode(6));
    expect(codes.every((c) => /^[0-9]{6}$/.test(c))).toBe(true);
    expect(new Set(codes.join('')).size).toBe(10);
    expect(newNumericCode(4)).toMatch(/^[0-9]{4}$/);
  });

  it('compares strings without leaking length mismatches as exceptions', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
