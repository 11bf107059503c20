import { describe, expect, it } from 'vitest';
import { kycFileError } from './kyc-file';

describe('kyc file check', () => {
  it('takes png, jpg and webp up to 5 MB and names what is wrong otherwise', () => {
    expect(kycFileError({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(kycFileError({ type: 'image/WEBP', size: 1000 })).toBeNull();
    expect(kycFileError(null)).toBe('required');
    expect(kycFileError({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(kycFileError({ type: 'image/png', size: 0 })).toBe('type');
    expect(kycFileError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});
