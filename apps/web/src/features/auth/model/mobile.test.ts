import { describe, expect, it } from 'vitest';
import type { TCountry } from '@pavilion/contracts/site';
import { findCountry, mobileError } from './mobile';

const kh: TCountry = {
  countryCode: 'KH',
  countryDialingCode: '+855',
  name: 'Cambodia',
  mobileMinDigits: 8,
  mobileMaxDigits: 9,
};

describe('mobileError', () => {
  it('asks for a number when empty', () => {
    expect(mobileError('  ', kh)).toBe('auth/missing-phone-number');
  });
  it('checks digits and the region length', () => {
    expect(mobileError('1234567', kh)).toBe('auth/invalid-phone-number');
    expect(mobileError('12345678', kh)).toBeNull();
    expect(mobileError('123 456 789', kh)).toBeNull();
    expect(mobileError('1234567890', kh)).toBe('auth/invalid-phone-number');
    expect(mobileError('12ab5678', kh)).toBe('auth/invalid-phone-number');
  });
  it('falls back to 6-15 digits without a known region', () => {
    expect(mobileError('123456', undefined)).toBeNull();
    expect(mobileError('12345', undefined)).toBe('auth/invalid-phone-number');
  });
  it('finds the region by dialing code', () => {
    expect(findCountry([kh], '+855')).toBe(kh);
    expect(findCountry([kh], '+86')).toBeUndefined();
  });
});
