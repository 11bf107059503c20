// The SMS code paths' phone verification adapter (issue 18): our own codes (sent through the SMS
// adapter, the outbox in the demo; the default) or a third-party phone service that verifies the
// number itself and hands the browser a signed token (spec §3 firebaseIdToken), checked here with
// `jose` against the service's published keys (JWKS): signature, issuer, audience, expiry,
// freshness and the phone number it vouches for.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { TConfig } from '@/config.ts';
import type { TDb } from '@/db/database.ts';
import { checkVerificationCode } from '@/modules/messaging/verification-code.service.ts';
import type { TMobile } from '@/modules/messaging/mobile.ts';
import { AppError } from '@/shared/app-error.ts';

export type TPhonePurpose = 'login' | 'register' | 'reset';
export type TPhoneProof = {
  purpose: TPhonePurpose;
  phone: TMobile;
  /** our SMS code */
  code?: string | undefined;
  /** the third-party service's verified-phone token */
  token?: string | undefined;
};

export type TPhoneVerifier = {
  readonly kind: 'outbox' | 'provider-token';
  /** Spec §4, §9: 60 s × the code's expiry minutes for our codes, 1 minute with the third party. */
  resendSeconds(expiredMinutes: number): number;
  verify(proof: TPhoneProof): Promise<void>;
};

/** A token must come from a sign-in at most this old (its iat): no replay of an old one. */
const MAX_TOKEN_AGE_SECONDS = 300;

export function outboxPhoneVerifier(db: TDb): TPhoneVerifier {
  return {
    kind: 'outbox',
    resendSeconds: (expiredMinutes) => 60 * expiredMinutes,
    verify: (proof) =>
      checkVerificationCode(db, { purpose: proof.purpose, phone: proof.phone, code: proof.code }),
  };
}

/** "+855" and "12345678" as the E.164 number a phone service puts in `phone_number`. */
export function e164(phone: TMobile): string {
  return `+${phone.dialingCode.replace(/\D/g, '')}${phone.mobile.replace(/\D/g, '').replace(/^0+/, '')}`;
}

export function providerTokenPhoneVerifier(opts: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}): TPhoneVerifier {
  const field = (code: 'auth/missing-verification-code' | 'auth/code-expired' | 'PHONE_TOKEN_INVALID') =>
    new AppError(code, { fields: { verificationCode: code } });
  return {
    kind: 'provider-token',
    resendSeconds: () => 60,
    async verify(proof) {
      const token = proof.token?.trim();
      if (!token) {
        throw field('auth/missing-verification-code');
      }
      let payload;
      try {
        ({ payload } = await jwtVerify(token, opts.keys, {
          issuer: opts.issuer,
          audience: opts.audience,
          algorithms: ['RS256', 'ES256'],
          maxTokenAge: MAX_TOKEN_AGE_SECONDS,
          requiredClaims: ['sub', 'iat', 'exp'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw field('auth/code-expired');
        }
        throw field('PHONE_TOKEN_INVALID');
      }
      if (payload.phone_number !== e164(proof.phone)) {
        throw field('PHONE_TOKEN_INVALID');
      }
    },
  };
}

const remoteKeys = new Map<string, JWTVerifyGetKey>();

export function createPhoneVerifier(db: TDb, config: TConfig): TPhoneVerifier {
  switch (config.PHONE_VERIFICATION) {
    case 'outbox':
      return outboxPhoneVerifier(db);
    case 'provider-token': {
      const url = config.PHONE_TOKEN_JWKS_URL ?? '';
      let keys = remoteKeys.get(url);
      if (!keys) {
        // fetched once, cached and refreshed by jose when a token names a key it has not seen
        keys = createRemoteJWKSet(new URL(url));
        remoteKeys.set(url, keys);
      }
      return providerTokenPhoneVerifier({
        issuer: config.PHONE_TOKEN_ISSUER ?? '',
        audience: config.PHONE_TOKEN_AUDIENCE ?? '',
        keys,
      });
    }
  }
}
