import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMemberSessions, TProfile, TProfileUpdate } from '@pavilion/contracts/profile';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { createMember, errorCode, loginOk } from './helpers/auth-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const VALID: TProfileUpdate = {
  nickname: 'Lucky Star',
  fullName: 'Sok Dara',
  birthday: '1990-04-15',
  email: 'dara@example.com',
  telegram: '@dara_tg',
  line: 'dara.line',
  whatsapp: '85512345678',
  wechat: 'dara_wx',
  zalo: 'dara-zalo',
};

function birthdayYearsAgo(years: number, dayOffset: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return d.toISOString().slice(0, 10);
}

let mobileCounter = 0;
async function member() {
  mobileCounter += 1;
  const m = await createMember(t, {
    mobile: `9988${String(mobileCounter).padStart(4, '0')}`,
    dialing_code: '+855',
  });
  const { token } = await loginOk(t, m.account, m.password, '10.77.0.1');
  return { ...m, token };
}

describe('[PROFILE] my account', () => {
  it('reads, saves and clears the profile; mobile stays as it was', async () => {
    const m = await member();
    const before = (
      await t.call({ method: 'GET', url: '/api/members/profile', token: m.token })
    ).json() as TProfile;
    expect(before).toMatchObject({
      account: m.account,
      nickname: m.account,
      fullName: null,
      birthday: null,
      zalo: null,
      mobileNum: '99880001',
      previousLogin: null,
    });
    const saved = await t.call({
      method: 'PUT',
      url: '/api/members/profile',
      token: m.token,
      payload: { ...VALID, mobileNum: '11112222' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...VALID, mobileNum: '99880001', countryDialingCode: '+855' });
    const cleared = await t.call({
      method: 'PUT',
      url: '/api/members/profile',
      token: m.token,
      payload: { ...VALID, telegram: '', zalo: null },
    });
    expect(cleared.json()).toMatchObject({ telegram: null, zalo: null, fullName: 'Sok Dara' });
  });

  it.each([
    ['nickname', { nickname: 'x' }, 'NICKNAME_LENGTH'],
    ['nickname', { nickname: 'x'.repeat(21) }, 'NICKNAME_LENGTH'],
    ['nickname', { nickname: 'ab\u202Ecba' }, 'NICKNAME_CHARACTERS'],
    ['nickname', { nickname: 'a\u200Bb' }, 'NICKNAME_CHARACTERS'],
    ['nickname', { nickname: 'a\u2066b\u2069' }, 'NICKNAME_CHARACTERS'],
    ['nickname', { nickname: 'ab\uFEFFc' }, 'NICKNAME_CHARACTERS'],
    ['nickname', { nickname: 'a\u0007b' }, 'NICKNAME_CHARACTERS'],
    ['fullName', { fullName: 'Dara' }, 'REAL_NAME_FORMAT'],
    ['birthday', { birthday: '15-04-1990' }, 'BIRTHDAY_FORMAT'],
    ['birthday', { birthday: '2001-02-30' }, 'BIRTHDAY_FORMAT'],
    ['birthday', { birthday: birthdayYearsAgo(21, 1) }, 'UNDER_21'],
    ['email', { email: 'not-an-email' }, 'EMAIL_FORMAT'],
    ['telegram', { telegram: 'ab' }, 'MESSAGING_ID_LENGTH'],
    ['zalo', { zalo: 'z'.repeat(41) }, 'MESSAGING_ID_LENGTH'],
  ] as const)(
    'rejects a bad %s (%o) with 400 VALIDATION_FAILED and the field code',
    async (field, patch, fieldCode) => {
      const m = await member();
      const res = await t.call({
        method: 'PUT',
        url: '/api/members/profile',
        token: m.token,
        payload: { ...VALID, ...patch },
      });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_FAILED');
      expect((res.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        [field]: fieldCode,
      });
    },
  );

  it('accepts a member who turns 21 today', async () => {
    const m = await member();
    const res = await t.call({
      method: 'PUT',
      url: '/api/members/profile',
      token: m.token,
      payload: { ...VALID, birthday: birthdayYearsAgo(21, 0) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs a real member session', async () => {
    const res = await t.call({ method: 'GET', url: '/api/members/profile' });
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('NOT_LOGGED_IN');
  });
});

describe('[PROFILE] sessions', () => {
  it('lists live sessions, shows the previous login and signs out everywhere else', async () => {
    const m = await member();
    const second = await loginOk(t, m.account, m.password, '10.77.0.1');
    const third = await loginOk(t, m.account, m.password, '10.77.0.1');
    const profile = (
      await t.call({ method: 'GET', url: '/api/members/profile', token: third.token })
    ).json() as TProfile;
    expect(profile.previousLogin).toEqual({ at: expect.any(String), ip: '10.77.0.1' });

    const list = (
      await t.call({ method: 'GET', url: '/api/members/sessions', token: third.token })
    ).json() as TMemberSessions;
    expect(list.items).toHaveLength(3);
    expect(list.items.filter((s) => s.current)).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ current: true, ip: '10.77.0.1' });

    const revoke = await t.call({
      method: 'POST',
      url: '/api/members/sessions/revoke-others',
      token: third.token,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ revoked: 2 });
    for (const token of [m.token, second.token]) {
      const gone = await t.call({ method: 'GET', url: '/api/members/sessions', token });
      expect(gone.statusCode).toBe(401);
      expect(errorCode(gone)).toBe('SESSION_EXPIRED');
    }
    const after = (
      await t.call({ method: 'GET', url: '/api/members/sessions', token: third.token })
    ).json() as TMemberSessions;
    expect(after.items.map((s) => s.current)).toEqual([true]);
  });
});
