// Pure helpers of the cashier: proof image sniffing and decoding, account masking, callback signing
// and the cashier settings read from the environment.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@pavilion/contracts/cashier';
import { loadConfig } from '@/config.ts';
import { signCallback } from './payment-gateway.ts';
import { sniffImageType } from '@/shared/image-type.ts';
import { decodeProofImage } from './proof-image.ts';
import { maskAccountNumber } from './security.service.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0x43]);
const solid = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#369' } });

describe('proof images', () => {
  it('recognises png and jpeg by their magic bytes only', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPG)).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it('decodes base64 with or without a data-URL prefix, re-encodes, and refuses anything else', async () => {
    const png = await solid().png().toBuffer();
    const jpg = await solid().jpeg().toBuffer();
    expect((await decodeProofImage(png.toString('base64'))).mime).toBe('image/png');
    const decoded = await decodeProofImage(`data:image/jpeg;base64,${jpg.toString('base64')}`);
    expect(decoded.mime).toBe('image/jpeg');
    expect((await sharp(decoded.bytes).metadata()).width).toBe(4);
    const bads = ['', 'data:image/png;base64,', '!!!!', Buffer.from('plain text').toString('base64')];
    // magic bytes alone are no longer enough
    bads.push(
      PNG.toString('base64'),
      JPG.toString('base64'),
      (await solid().webp().toBuffer()).toString('base64'),
    );
    for (const bad of bads) {
      await expect(decodeProofImage(bad), bad).rejects.toMatchObject({ code: 'PROOF_INVALID' });
    }
    const tooBig = Buffer.concat([png, Buffer.alloc(PROOF_MAX_BYTES)]).toString('base64');
    await expect(decodeProofImage(tooBig)).rejects.toMatchObject({ code: 'PROOF_INVALID' });
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
