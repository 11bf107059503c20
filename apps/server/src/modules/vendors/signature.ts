// HMAC-SHA256 request signatures of the seamless API: hex(HMAC(secret, raw body bytes)).
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time comparison; a signature that is not 64 hex characters never matches. */
export function isValidSignature(secret: string, body: Buffer, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
