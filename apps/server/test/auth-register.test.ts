import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  createMember,
  errorCode,
  lastCode,
  loginOk,
  nextIp,
  solvedCaptcha,
  withFlags,
} from './helpers/auth-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type TOk = Extract<TLoginResult, { status: 'ok' }>;
let n = 0;
const freshName = () => `reg${process.pid % 1000}n${++n}`;
const freshMobile = () => `7${String(++n).padStart(7, '0')}`;

function body(overrides: Record<string, unknown> = {}) {
  return {
    username: freshName(),
    password: t.encrypt('Secret123'),
    confirmPassword: t.encrypt('Secret123'),
    acceptTerms: true,
    ...overrides,
  };
}
const register = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.call({ method: 'PUT', url: '/api/auth/register', ip, payload });
const registerMobile = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.call({ method: 'PUT', url: '/api/auth/register-mobile', ip, payload });
const noSms = { REGMOBVERF3: false } as const;

async function setField(field: string, patch: Record<string, unknown>) {
  const res = await t.call({
    method: 'PUT',
    url: `/api/admin/registration-fields/${field}`,
    token: await t.adminToken(),
    payload: patch,
  });
  expect(res.statusCode).toBe(200);
}

describe('[AUTH] registration by username', () => {
  it('creates a member with an empty wallet, stores the profile and logs them in', async () => {
    await withFlags(t, noSms, async () => {
      const ip = nextIp();
      const username = freshName();
      const res = await register(
        body({ username, email: 'new@example.com', payeeName: 'New Player', domain: 'play.example.com' }),
        ip,
      );
      expect(res.statusCode).toBe(200);
      const result = res.json() as TOk;
      expect(result).toMatchObject({
        status: 'ok',
        firstTimeLogin: true,
        mustChangePassword: false,
        member: { account: username, type: 0, balance: 0, isTrial: false },
      });
      const me = await t.call({ method: 'GET', url: '/api/members/me', token: result.token });
      expect(me.json()).toMatchObject({ account: username, email: 'new@example.com' });
      const row = await t.db
        .selectFrom('members')
        .selectAll()
        .where('account', '=', username)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        payee_name: 'New Player',
        register_ip: ip,
        register_domain: 'play.example.com',
        upline_id: null,
      });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      await loginOk(t, username, 'Secret123');
    });
  });

  it('does not log in when login is false', async () => {
    await withFlags(t, noSms, async () => {
      const username = freshName();
      const res = await register(body({ username, login: false }));
      expect(res.json()).toEqual({ status: 'registered', account: username });
      const sessions = await t.db
        .selectFrom('sessions')
        .innerJoin('members', 'members.id', 'sessions.member_id')
        .select('sessions.id')
        .where('members.account', '=', username)
        .execute();
      expect(sessions).toHaveLength(0);
    });
  });

  it('answers field errors by field', async () => {
    await withFlags(t, noSms, async () => {
      const res = await register(
        body({ username: '1ab', email: 'not-an-email', confirmPassword: t.encrypt('Other123') }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          fields: {
            username: 'pattern.LETTER_THEN_ALNUM',
            email: 'pattern.EMAIL',
            confirmPassword: 'PASSWORD_MISMATCH',
          },
        },
      });
      const empty = await register(
        body({ username: '', password: t.encrypt(''), confirmPassword: t.encrypt('') }),
      );
      expect(empty.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          fields: { username: 'REQUIRED', password: 'REQUIRED', confirmPassword: 'REQUIRED' },
        },
      });
      const short = await register(body({ password: t.encrypt('abc'), confirmPassword: t.encrypt('abc') }));
      expect(short.json()).toMatchObject({ error: { fields: { password: 'pattern.ALNUM_NO_CJK' } } });
    });
  });

  it('refuses unticked terms', async () => {
    await withFlags(t, noSms, async () => {
      const res = await register(body({ acceptTerms: false }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'TERMS_NOT_ACCEPTED', fields: { acceptTerms: 'TERMS_NOT_ACCEPTED' } },
      });
      const both = await register(body({ acceptTerms: false, username: '' }));
      expect(both.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          fields: { acceptTerms: 'TERMS_NOT_ACCEPTED', username: 'REQUIRED' },
        },
      });
    });
  });

  it('refuses a taken username, case-insensitively', async () => {
    await withFlags(t, noSms, async () => {
      const res = await register(body({ username: 'PLAYER01' }));
      expect(res.statusCode).toBe(409);
      expect(errorCode(res)).toBe('USERNAME_TAKEN');
    });
  });

  it('rejects unknown fields, plaintext passwords and wrong types without a 500', async () => {
    expect(errorCode(await register(body({ isAdmin: true })))).toBe('VALIDATION_FAILED');
    expect(errorCode(await register(body({ password: 'Secret123' })))).toBe('VALIDATION_FAILED');
    expect(errorCode(await register(body({ acceptTerms: 'yes' })))).toBe('VALIDATION_FAILED');
    const bad = await t.call({
      method: 'PUT',
      url: '/api/auth/register',
      ip: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('requires a mobile number and its code in username mode when REGMOBVERF3 is on', async () => {
    await withFlags(t, { REGMOBVERF3: true }, async () => {
      expect((await register(body())).json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { mobileNum: 'REQUIRED', verificationCode: 'REQUIRED' } },
      });
      const mobile = freshMobile();
      const sent = await t.call({
        method: 'POST',
        url: '/api/auth/register-code/username',
        ip: nextIp(),
        payload: { mobileNum: mobile, countryDialingCode: '+855' },
      });
      expect(sent.statusCode).toBe(200);
      const code = await lastCode(t, `+855 ${mobile}`);
      const wrong = await register(
        body({
          mobileNum: mobile,
          countryDialingCode: '+855',
          verificationCode: code === '000000' ? '111111' : '000000',
        }),
      );
      expect(errorCode(wrong)).toBe('auth/invalid-verification-code');
      const res = await register(
        body({ mobileNum: mobile, countryDialingCode: '+855', verificationCode: code }),
      );
      expect(res.statusCode).toBe(200);
      expect((res.json() as TOk).member).toMatchObject({ mobileNum: mobile, countryDialingCode: '+855' });
    });
  });

  it('is refused when registration or username registration is off', async () => {
    await withFlags(t, { REG3: false }, async () => {
      expect(errorCode(await register(body()))).toBe('FEATURE_DISABLED');
      expect(errorCode(await registerMobile(body()))).toBe('FEATURE_DISABLED');
    });
    await withFlags(t, { USERNAMEREG3: false, REGMOBVERF3: false }, async () => {
      expect(errorCode(await register(body()))).toBe('FEATURE_DISABLED');
    });
  });

  it('checks the captcha when the captcha field is enabled', async () => {
    await withFlags(t, noSms, async () => {
      await setField('captcha', { enabled: true });
      try {
        expect(errorCode(await register(body()))).toBe('CAPTCHA_REQUIRED');
        const wrong = await solvedCaptcha(t);
        expect(
          errorCode(
            await register(
              body({ captchaId: wrong.captchaId, captcha: wrong.captcha === '0000' ? '1111' : '0000' }),
            ),
          ),
        ).toBe('auth/captcha-check-failed');
        expect((await register(body(await solvedCaptcha(t)))).statusCode).toBe(200);
      } finally {
        await setField('captcha', { enabled: false });
      }
    });
  });

  it('hashes the payment password when the field is shown, and requires it', async () => {
    await withFlags(t, noSms, async () => {
      await setField('paymentPassword', { enabled: true });
      try {
        expect((await register(body())).json()).toMatchObject({
          error: { fields: { paymentPassword: 'REQUIRED' } },
        });
        const username = freshName();
        expect((await register(body({ username, paymentPassword: t.encrypt('123456') }))).statusCode).toBe(
          200,
        );
        const row = await t.db
          .selectFrom('members')
          .select('fund_password_hash')
          .where('account', '=', username)
          .executeTakeFirstOrThrow();
        expect(row.fund_password_hash).toMatch(/^\$argon2id\$/);
      } finally {
        await setField('paymentPassword', { enabled: false });
      }
    });
  });

  it('limits registrations to 10 a minute per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      await register(body({ acceptTerms: false }), ip);
    }
    const res = await register(body(), ip);
    expect(res.statusCode).toBe(429);
    expect(errorCode(res)).toBe('RATE_LIMITED');
  });
});

describe('[AUTH] invitation codes', () => {
  it('makes the inviting agent the upline, whatever the case of the code', async () => {
    await withFlags(t, noSms, async () => {
      const username = freshName();
      const res = await register(body({ username, affiliateCode: 'agent01' }));
      expect(res.statusCode).toBe(200);
      expect((res.json() as TOk).member.uplineAccount).toBe('agent01');
      const viaReferral = await register(body({ referralCode: 'AGENT01' }));
      expect((viaReferral.json() as TOk).member.uplineAccount).toBe('agent01');
    });
  });

  it('refuses a wrong code, a non-agent code and any code with AFFMAN3 off', async () => {
    await withFlags(t, noSms, async () => {
      const wrong = await register(body({ affiliateCode: 'NOPE1234' }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        error: { code: 'INVALID_INVITATION_CODE', fields: { affiliateCode: 'INVALID_INVITATION_CODE' } },
      });
      await createMember(t, { affiliate_code: 'PLAYERX1' });
      expect(errorCode(await register(body({ affiliateCode: 'PLAYERX1' })))).toBe('INVALID_INVITATION_CODE');
      await withFlags(t, { AFFMAN3: false }, async () => {
        expect(errorCode(await register(body({ affiliateCode: 'AGENT01' })))).toBe('INVALID_INVITATION_CODE');
      });
    });
  });

  it('answers the affiliate check', async () => {
    const ok = await t.call({
      method: 'GET',
      url: '/api/auth/affiliate?code=AGENT01&domain=localhost',
      ip: nextIp(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ valid: true, agentNickname: 'Demo Agent' });
    const bad = await t.call({ method: 'GET', url: '/api/auth/affiliate?code=NOPE', ip: nextIp() });
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad)).toBe('INVALID_INVITATION_CODE');
    expect(errorCode(await t.call({ method: 'GET', url: '/api/auth/affiliate?code=', ip: nextIp() }))).toBe(
      'INVALID_INVITATION_CODE',
    );
  });
});

describe('[AUTH] registration by mobile', () => {
  async function codeFor(mobile: string) {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/register-code/mobile',
      ip: nextIp(),
      payload: { mobileNum: mobile, countryDialingCode: '+855' },
    });
    expect(res.statusCode).toBe(200);
    return lastCode(t, `+855 ${mobile}`);
  }
  const mobileBody = (mobile: string, code: string, extra: Record<string, unknown> = {}) =>
    body({
      username: undefined,
      mobileNum: mobile,
      countryDialingCode: '+855',
      verificationCode: code,
      ...extra,
    });

  it('names the account after the number, and the new member can log in by SMS', async () => {
    const mobile = freshMobile();
    const res = await registerMobile(mobileBody(mobile, await codeFor(mobile)));
    expect(res.statusCode).toBe(200);
    expect((res.json() as TOk).member).toMatchObject({ account: `m${mobile}`, mobileNum: mobile });
    await t.call({
      method: 'POST',
      url: '/api/auth/login-code',
      ip: nextIp(),
      payload: { mobileNum: mobile, countryDialingCode: '+855' },
    });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      payload: {
        type: 'sms',
        mobileNum: mobile,
        countryDialingCode: '+855',
        code: await lastCode(t, `+855 ${mobile}`),
      },
    });
    expect((login.json() as TOk).member.account).toBe(`m${mobile}`);
  });

  it('picks another name when m<number> is taken, and keeps a chosen username', async () => {
    const mobile = freshMobile();
    await createMember(t, { account: `m${mobile}` });
    const res = await registerMobile(mobileBody(mobile, await codeFor(mobile)));
    expect((res.json() as TOk).member.account).toMatch(new RegExp(`^m${mobile}[0-9]{2,3}$`));
    const other = freshMobile();
    const username = freshName();
    const chosen = await registerMobile(mobileBody(other, await codeFor(other), { username }));
    expect((chosen.json() as TOk).member.account).toBe(username);
  });

  it('refuses a registered mobile when sending the code and when registering', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/auth/register-code/mobile',
      ip: nextIp(),
      payload: { mobileNum: '12345678', countryDialingCode: '+855' },
    });
    expect(sent.statusCode).toBe(409);
    expect(errorCode(sent)).toBe('MOBILE_TAKEN');
    expect(errorCode(await registerMobile(mobileBody('12345678', '123456')))).toBe('MOBILE_TAKEN');
  });

  it('validates the mobile and the code', async () => {
    expect((await registerMobile(body({ username: undefined }))).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { mobileNum: 'REQUIRED', verificationCode: 'REQUIRED' } },
    });
    expect((await registerMobile(mobileBody('1234567', '123456'))).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { mobileNum: 'auth/invalid-phone-number' } },
    });
    const mobile = freshMobile();
    expect(errorCode(await registerMobile(mobileBody(mobile, '123456')))).toBe(
      'auth/invalid-verification-code',
    );
    const code = await codeFor(mobile);
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('mobile', '=', mobile)
      .execute();
    expect(errorCode(await registerMobile(mobileBody(mobile, code)))).toBe('auth/code-expired');
  });

  it('does not burn the code when another check fails', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    expect(errorCode(await registerMobile(mobileBody(mobile, code, { username: 'player01' })))).toBe(
      'USERNAME_TAKEN',
    );
    expect((await registerMobile(mobileBody(mobile, code))).statusCode).toBe(200);
  });

  it('needs no code with REGMOBVERF3 off, and is refused with MOBILENUMREG3 off', async () => {
    await withFlags(t, noSms, async () => {
      const mobile = freshMobile();
      expect(
        (await registerMobile(body({ username: undefined, mobileNum: mobile, countryDialingCode: '+855' })))
          .statusCode,
      ).toBe(200);
    });
    await withFlags(t, { MOBILENUMREG3: false }, async () => {
      expect(errorCode(await registerMobile(mobileBody(freshMobile(), '123456')))).toBe('FEATURE_DISABLED');
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/register-code/mobile',
        ip: nextIp(),
        payload: { mobileNum: freshMobile(), countryDialingCode: '+855' },
      });
      expect(errorCode(res)).toBe('FEATURE_DISABLED');
    });
  });
});
