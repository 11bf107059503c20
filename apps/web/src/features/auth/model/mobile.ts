// Mobile number checks done before a code is sent (spec §5: the digit count depends on the
// region of the dialing code). Mirrors the server's normalisation: spaces and dashes are dropped.
import type { TCountry } from '@pavilion/contracts/site';

export function mobileDigits(mobile: string): string {
  return mobile.trim().replace(/[\s-]/g, '');
}

/** Null when valid, else the spec §8 code to show. */
export function mobileError(
  mobile: string,
  country: TCountry | undefined,
): 'auth/missing-phone-number' | 'auth/invalid-phone-number' | null {
  const digits = mobileDigits(mobile);
  if (!digits) {
    return 'auth/missing-phone-number';
  }
  if (!/^[0-9]+$/.test(digits)) {
    return 'auth/invalid-phone-number';
  }
  const min = country?.mobileMinDigits ?? 6;
  const max = country?.mobileMaxDigits ?? 15;
  return digits.length < min || digits.length > max ? 'auth/invalid-phone-number' : null;
}

export function findCountry(countries: TCountry[] | undefined, dialingCode: string): TCountry | undefined {
  return countries?.find((c) => c.countryDialingCode === dialingCode);
}
