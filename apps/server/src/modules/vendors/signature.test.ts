import { describe, expect, it } from 'vitest';
import { isValidSignature, signBody } from './signature.ts';

describe('seamless signatures', () => {
  const secret = 'a-vendor-secret-of-at-least-32-bytes!';
  const body = Buffer.from('{"requestId":"r1","amount":100}');

  it('accepts hex HMAC-SHA256 of the exact body, in either case', () => {
    const signature = signBody(secret, body);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidSignature(secret, body, signature)).toBe(true);
    expect(isValidSignature(secret, body, signature.toUpperCase())).toBe(true);
  });

  it('refuses another body, another secret, and malformed signatures without throwing', () => {
    const signature = signBody(secret, body);
    expect(isValidSignature(secret, Buffer.from('{"requestId":"r1","amount":101}'), signature)).toBe(false);
    expect(isValidSignature(`${secret}x`, body, signature)).toBe(false);
    for (const bad of [undefined, '', 'zz', signature.slice(0, 63), `${signature}00`, 'g'.repeat(64)]) {
      expect(isValidSignature(secret, body, bad)).toBe(false);
    }
  });
});
