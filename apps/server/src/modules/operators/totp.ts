// TOTP of RFC 6238 as authenticator apps expect it (SHA-1, 6 digits, 30 s step), through the
// `otpauth` library, and the recovery codes (`xxxx-xxxx`, lowercase letters and digits).
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@pavilion/contracts/console-access';

const ISSUER = 'Pavilion';
const PERIOD = 30;

function totpOf(secretBase32: string, label = 'operator'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (base32) and its otpauth:// URL for the QR code. */
export function newTotpSecret(username: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, username).toString() };
}

/** The time step a code matches (±1 step of `at`), or null. */
export function matchingStep(secretBase32: string, code: string, at = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: at }) + delta;
}

/** The code of a secret at `at` (tests and the e2e fixture compute what the app would show). */
export function totpCode(secretBase32: string, at = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: at });
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 4)}-${code.slice(4)}`;
  });
}
