// The browser's side of a third-party phone service (issue 18, decisions 028 and 033). When the
// server verifies phones with the service's tokens (permission register.thirdPartyPhone), the code
// is sent and confirmed by the service's browser SDK, not by us: `sendCode` asks it to text the
// number, `confirm` trades the code the user typed for the service's signed verified-phone token,
// which the forms send as `firebaseIdToken` (spec §3). The site's integration of such an SDK
// installs an adapter with `installPhoneService`; failures are the spec's auth/* codes (§8), which
// the forms show in the user's language. Without an adapter the send button answers
// auth/operation-not-allowed.
export type TPhoneService = {
  /** texts a code to the number (E.164, "+85512345678") */
  sendCode(phoneNumber: string): Promise<void>;
  /** the service's signed token for the number, once the code the user typed is right */
  confirm(phoneNumber: string, code: string): Promise<string>;
};

/** An error of the service, carrying one of the spec's auth/* codes. */
export class PhoneServiceError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

let installed: TPhoneService | null = null;

export function installPhoneService(service: TPhoneService | null): void {
  installed = service;
}

const KNOWN_CODES = new Set([
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/too-many-requests',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/captcha-check-failed',
  'auth/quota-exceeded',
  'auth/operation-not-allowed',
  'auth/code-expired',
  'auth/popup-closed-by-user',
]);

/** Whatever an SDK throws, as one of the spec's codes (auth/unknown when it is none of them). */
export function phoneServiceError(error: unknown): PhoneServiceError {
  const code = (error as { code?: unknown } | null)?.code;
  return new PhoneServiceError(typeof code === 'string' && KNOWN_CODES.has(code) ? code : 'auth/unknown');
}

function service(): TPhoneService {
  if (!installed) {
    throw new PhoneServiceError('auth/operation-not-allowed');
  }
  return installed;
}

/** "+855" and "012 345 678" as E.164, as the server compares them (identity/phone-verification.ts). */
export function e164(dialingCode: string, mobile: string): string {
  return `+${dialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '').replace(/^0+/, '')}`;
}

export async function sendPhoneCode(phoneNumber: string): Promise<void> {
  try {
    await service().sendCode(phoneNumber);
  } catch (error) {
    throw phoneServiceError(error);
  }
}

export async function confirmPhoneCode(phoneNumber: string, code: string): Promise<string> {
  if (!code.trim()) {
    throw new PhoneServiceError('auth/missing-verification-code');
  }
  try {
    return await service().confirm(phoneNumber, code.trim());
  } catch (error) {
    throw phoneServiceError(error);
  }
}
