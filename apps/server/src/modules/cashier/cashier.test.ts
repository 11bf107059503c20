// Pure helpers of the cashier: proof image sniffing and decoding, account masking, callback signing
// and the cashier settings read from the environment.
import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@pavilion/contracts/cashier';
import { loadConfig } from '@/config.ts';
import { signCallback } from './payment-gateway.ts';
import { sniffImageType } from '@/shared/image-type.ts';
import { decodeProofImage } from './proof-image.ts';
import { maskAccountNumber } from './security.service.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0x43]);

describe('proof images', () => {
  it('recognises png and jpeg by their magic bytes only', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPG)).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it('decodes base64 with or without a data-URL prefix and refuses anything else', () => {
    expect(decodeProofImage(PNG.toString('base64')).mime).toBe('image/png');
    expect(decodeProofImage(`data:image/jpeg;base64,${JPG.toString('base64')}`).bytes.equals(JPG)).toBe(true);
    for (const bad of ['', 'data:image/png;base64,', '!!!!', Buffer.from('plain text').toString('base64')]) {
      expect(() => decodeProofImage(bad), bad).toThrow(expect.objectContaining({ code: 'PROOF_INVALID' }));
    }
    const tooBig = Buffer.concat([PNG, Buffer.alloc(PROOF_MAX_BYTES)]).toString('base64');
    expect(() => decodeProofImage(tooBig)).toThrow(expect.objectContaining({ code: 'PROOF_INVALID' }));
  });
});

describe('helpers', () => {
  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('6222000011112222')).toBe('************2222');
    expect(maskAccountNumber('123456')).toBe('**3456');
  });

  it('signs callbacks over every field, so changing one changes the signature', () => {
    const base = { paymentId: 'sbx_1', status: 'paid', amount: 100, timestamp: 1 };
    const sig = signCallback('secret', base);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(signCallback('secret', { ...base, amount: 101 })).not.toBe(sig);
    expect(signCallback('secret', { ...base, status: 'failed' })).not.toBe(sig);
    expect(signCallback('other', base)).not.toBe(sig);
  });

  it('reads its settings from config.ts with defaults; the sandbox is off in production unless enabled', () => {
    expect(loadConfig({})).toMatchObject({
      WITHDRAWAL_AUTO_RECEIVE_MINUTES: 1440,
      SANDBOX_GATEWAY_ENABLED: true,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).SANDBOX_GATEWAY_ENABLED).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SANDBOX_GATEWAY_ENABLED: 'true' }).SANDBOX_GATEWAY_ENABLED,
    ).toBe(true);
    expect(() => loadConfig({ WITHDRAWAL_AUTO_RECEIVE_MINUTES: '0' })).toThrow(
      /WITHDRAWAL_AUTO_RECEIVE_MINUTES/,
    );
    expect(() => loadConfig({ WITHDRAWAL_MIN_AMOUNT: '500', WITHDRAWAL_MAX_AMOUNT: '100' })).toThrow();
  });
});
