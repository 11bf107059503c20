import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/http';
import {
  e164,
  installPhoneService,
  phoneCodeSender,
  phoneProof,
  phoneServiceError,
  type TPhoneService,
} from './phone-service';

const phone = { mobileNum: '012 345 678', countryDialingCode: '+855' };

async function failure(promise: Promise<unknown>): Promise<{ code: string; fields: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    return { code: e.code, fields: e.fields };
  }
  throw new Error('expected a failure');
}

afterEach(() => installPhoneService(null));

describe('the third-party phone service adapter', () => {
  it('writes numbers in E.164 as the server compares them', () => {
    expect(e164('+855', '012 345 678')).toBe('+85512345678');
    expect(e164('86', '13800138000')).toBe('+8613800138000');
  });

  it('uses our own send and code when the site has no third-party service', async () => {
    const ours = async () => ({ expiredMinutes: 5, resendSeconds: 300 });
    expect(phoneCodeSender(false, phone, ours)).toBe(ours);
    expect(await phoneProof(false, phone, '123456')).toEqual({ code: '123456' });
  });

  it('sends through the service with a 1-minute countdown and trades the code for its token', async () => {
    const sent: string[] = [];
    const service: TPhoneService = {
      sendCode: async (number) => {
        sent.push(number);
      },
      confirm: async (number, code) => `token-for-${number}-${code}`,
    };
    installPhoneService(service);
    const result = await phoneCodeSender(true, phone, () => Promise.reject(new Error('not ours')))();
    expect(result).toEqual({ expiredMinutes: 1, resendSeconds: 60 });
    expect(sent).toEqual(['+85512345678']);
    expect(await phoneProof(true, phone, ' 654321 ')).toEqual({
      firebaseChannel: 'sms',
      firebaseIdToken: 'token-for-+85512345678-654321',
    });
  });

  it("maps the service's failures to the spec's auth/* codes on their fields", async () => {
    installPhoneService({
      sendCode: () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/too-many-requests' })),
      confirm: () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/code-expired' })),
    });
    expect((await failure(phoneCodeSender(true, phone, () => Promise.reject(new Error()))())).code).toBe(
      'auth/too-many-requests',
    );
    expect(await failure(phoneProof(true, phone, '123456'))).toEqual({
      code: 'auth/code-expired',
      fields: { verificationCode: 'auth/code-expired' },
    });
    expect((await failure(phoneProof(true, phone, ''))).code).toBe('auth/missing-verification-code');
    expect(phoneServiceError(new Error('boom')).code).toBe('auth/unknown');
    expect(phoneServiceError({ code: 'auth/invalid-phone-number' }).fields).toEqual({
      mobileNum: 'auth/invalid-phone-number',
    });
  });

  it('answers operation-not-allowed when no service is installed', async () => {
    expect((await failure(phoneProof(true, phone, '123456'))).code).toBe('auth/operation-not-allowed');
  });
});
