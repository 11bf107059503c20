import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@pavilion/contracts/cashier';
import { proofFileError, sniffImageType } from './proof-file';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('proof image validation', () => {
  it('accepts png and jpg up to 5 MB', () => {
    expect(proofFileError(file('slip.png', 'image/png', 1000))).toBeNull();
    expect(proofFileError(file('slip.JPG', 'image/jpeg', 1000))).toBeNull();
    expect(proofFileError(file('slip.jpeg', 'image/jpeg', PROOF_MAX_BYTES))).toBeNull();
  });
  it('refuses a file above 5 MB', () => {
    expect(proofFileError(file('slip.png', 'image/png', PROOF_MAX_BYTES + 1))).toBe('PROOF_TOO_LARGE');
  });
  it('refuses other types, whatever the name says', () => {
    expect(proofFileError(file('slip.gif', 'image/gif', 10))).toBe('PROOF_TYPE');
    expect(proofFileError(file('slip.pdf', 'application/pdf', 10))).toBe('PROOF_TYPE');
    expect(proofFileError(file('slip.png', 'image/webp', 10))).toBe('PROOF_TYPE');
    expect(proofFileError(file('slip.exe', 'image/png', 10))).toBe('PROOF_TYPE');
  });
  it('asks for a file when none is chosen and refuses an empty one', () => {
    expect(proofFileError(null)).toBe('PROOF_REQUIRED');
    expect(proofFileError(file('slip.png', 'image/png', 0))).toBe('PROOF_EMPTY');
  });
  it('recognises the formats by their first bytes', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});
