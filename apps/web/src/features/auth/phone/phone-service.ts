// The browser's side of a third-party phone service (issue 18, decisions 028 and 033). When the
// server verifies phones with the service's tokens (permission register.thirdPartyPhone), the code
// is sent and confirmed by the service's browser SDK, not by us: `sendCode` asks it to text the
// number, `confirm` trades the code the user typed for the service's signed verified-phone token,
// which the forms send as `firebaseIdToken` (spec §3). The site's integration of such an SDK
// installs an adapter with `installPhoneService`; failures are the spec's auth/* codes (§8), which
// the forms show in the user's language. Without an adapter the send button answers
// auth/operation-not-allowed.
import type { TSendCodeResult } from '@pavilion/contracts/auth';
import { THIRD_PARTY_PHONE_RESEND_SECONDS } from '@pavilion/contracts/constants';
import { ApiError } from '@/shared/api/http';

export type TPhoneService = {
  /** texts a code to the number (E.164, "+85512345678") */
  sendCode(phoneNumber: string): Promise<void>;
  /** the service's signed token for the number, once the code the user typed is right */
  confirm(phoneNumber: string, code: string): Promise<string>;
};

/**
 * An error of the service as the forms handle the server's: one of the spec's auth/* codes, on
 * the field it concerns (status 0: no call to our server failed).
 */
export function phoneServiceFailure(code: string): ApiError {
  const field = code.includes('phone-number')
    ? 'mobileNum'
    : code.includes('code')
      ? 'verificationCode'
      : null;
  return new ApiError(0, { code, message: '', ...(field ? { fields: { [field]: code } } : {}) });
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
export function phoneServiceError(error: unknown): ApiError {
  const code = (error as { code?: unknown } | null)?.code;
  return phoneServiceFailure(typeof code === 'string' && KNOWN_CODES.has(code) ? code : 'auth/unknown');
}

function service(): TPhoneService {
  if (!installed) {
    throw phoneServiceFailure('auth/operation-not-allowed');
  }
  return installed;
}

/** "+855" and "012 345 678" as E.164, as the server compares them (identity/phone-verification.ts). */
export function e164(dialingCode: string, mobile: string): string {
  return `+${dialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '').replace(/^0+/, '')}`;
}

export async function sendPhoneCode(phoneNumber: string): Promise<void> {
  const sdk = service();
  try {
    await sdk.sendCode(phoneNumber);
  } catch (error) {
    throw phoneServiceError(error);
  }
}

export async function confirmPhoneCode(phoneNumber: string, code: string): Promise<string> {
  if (!code.trim()) {
    throw phoneServiceFailure('auth/missing-verification-code');
  }
  const sdk = service();
  try {
    return await sdk.confirm(phoneNumber, code.trim());
  } catch (error) {
    throw phoneServiceError(error);
  }
}

export type TPhoneNumber = { mobileNum: string; countryDialingCode: string };

/**
 * The send of an SMS code path: ours (`ours`, the server sends the code) or, with the third-party
 * phone service, the service's (1-minute countdown, spec §4, §9).
 */
export function phoneCodeSender(
  thirdParty: boolean,
  phone: TPhoneNumber,
  ours: () => Promise<TSendCodeResult>,
): () => Promise<TSendCodeResult> {
  if (!thirdParty) {
    return ours;
  }
  return async () => {
    await sendPhoneCode(e164(phone.countryDialingCode, phone.mobileNum));
    return { expiredMinutes: 1, resendSeconds: THIRD_PARTY_PHONE_RESEND_SECONDS };
  };
}

/** What a request carries as the proof of the phone: our code, or the phone service's token. */
export async function phoneProof(
  thirdParty: boolean,
  phone: TPhoneNumber,
  code: string,
): Promise<{ code: string } | { firebaseChannel: 'sms'; firebaseIdToken: string }> {
  if (!thirdParty) {
    return { code };
  }
  const token = await confirmPhoneCode(e164(phone.countryDialingCode, phone.mobileNum), code);
  return { firebaseChannel: 'sms', firebaseIdToken: token };
}
