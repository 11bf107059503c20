import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMemberInfo } from '@pavilion/contracts/auth';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { createMember, errorCode, loginOk } from './helpers/auth-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('[MEMBER] member info', () => {
  it('shows the wallet balance in minor units and the upline', async () => {
    const agent = await t.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'agent01')
      .executeTakeFirstOrThrow();
    const m = await createMember(t, {
      upline_id: agent.id,
      balance: 1_234_567,
      mobile: '99887766',
      dialing_code: '+855',
      email: 'rich@example.com',
    });
    const { token } = await loginOk(t, m.account, m.password, '10.55.0.9');
    const res = await t.call({ method: 'GET', url: '/api/members/me', token });
    expect(res.statusCode).toBe(200);
    const info = res.json() as TMemberInfo;
    expect(info).toEqual({
      id: m.id,
      account: m.account,
      nickname: m.account,
      type: 0,
      isAgent: false,
      isTrial: false,
      balance: 1_234_567,
      currency: 'USD',
      mobileNum: '99887766',
      countryDialingCode: '+855',
      email: 'rich@example.com',
      uplineAccount: 'agent01',
      affiliateCode: null,
      lastLoginAt: expect.any(String),
      lastLoginIp: '10.55.0.9',
    });
    expect(Date.now() - Date.parse(info.lastLoginAt!)).toBeLessThan(60_000);
  });

  it('marks agents', async () => {
    const { token } = await loginOk(t, 'agent01', 'Agent123');
    const info = (await t.call({ method: 'GET', url: '/api/members/me', token })).json() as TMemberInfo;
    expect(info).toMatchObject({
      account: 'agent01',
      type: 1,
      isAgent: true,
      isTrial: false,
      affiliateCode: 'AGENT01',
      uplineAccount: null,
    });
  });

  it('needs a live token', async () => {
    const none = await t.call({ method: 'GET', url: '/api/members/me' });
    expect(none.statusCode).toBe(401);
    expect(errorCode(none)).toBe('NOT_LOGGED_IN');
    const bogus = await t.call({ method: 'GET', url: '/api/members/me', token: 'x'.repeat(43) });
    expect(bogus.statusCode).toBe(401);
    expect(errorCode(bogus)).toBe('SESSION_EXPIRED');
    const wrongScheme = await t.call({
      method: 'GET',
      url: '/api/members/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(errorCode(wrongScheme)).toBe('NOT_LOGGED_IN');
  });

  it('is described in the OpenAPI document with the identity routes', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/members/me',
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/register-mobile',
      '/api/auth/captcha',
      '/api/auth/change-password',
      '/api/dev/outbox',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
