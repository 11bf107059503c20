import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  createMember,
  errorCode,
  lastCode,
  loginOk,
  loginRequest,
  nextIp,
  outbox,
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
const me = (token: string) => t.call({ method: 'GET', url: '/api/members/me', token });

describe('[AUTH] change password', () => {
  const change = (
    token: string,
    oldPassword: string | undefined,
    newPassword: string,
    confirm = newPassword,
  ) =>
    t.call({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      ip: nextIp(),
      payload: {
        ...(oldPassword !== undefined ? { oldPassword: t.encrypt(oldPassword) } : {}),
        newPassword: t.encrypt(newPassword),
        confirmNewPassword: t.encrypt(confirm),
      },
    });

  it('changes the password, ends every session and logs in again', async () => {
    const m = await createMember(t, { must_change_password: true });
    const first = await loginOk(t, m.account, m.password);
    const second = await loginOk(t, m.account, m.password);
    expect(first.mustChangePassword).toBe(true);
    const res = await change(first.token, m.password, 'Newpass123');
    expect(res.statusCode).toBe(200);
    const fresh = res.json() as TOk;
    expect(fresh).toMatchObject({
      status: 'ok',
      mustChangePassword: false,
      passwordExpired: false,
      member: { account: m.account },
    });
    for (const old of [first.token, second.token]) {
      const gone = await me(old);
      expect(gone.statusCode).toBe(401);
      expect(errorCode(gone)).toBe('SESSION_EXPIRED');
    }
    expect((await me(fresh.token)).statusCode).toBe(200);
    await withFlags(t, { CAPTCHA3: false }, async () => {
      expect(errorCode(await loginRequest(t, { username: m.account, password: m.password }))).toBe(
        'ACCOUNT_OR_PASSWORD_WRONG',
      );
      expect(await loginOk(t, m.account, 'Newpass123')).toMatchObject({ mustChangePassword: false });
    });
    const row = await t.db
      .selectFrom('members')
      .select(['must_change_password', 'password_changed_at'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(false);
    expect(Date.now() - new Date(row.password_changed_at).getTime()).toBeLessThan(60_000);
  });

  it('changes away from the fixed default password', async () => {
    const m = await createMember(t, { password: '{key}' });
    const login = await loginOk(t, m.account, '{key}');
    expect(login.mustChangePassword).toBe(true);
    expect((await change(login.token, '{key}', '{key}')).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { newPassword: 'password' } },
    });
    expect((await change(login.token, '{key}', 'Chosen123')).statusCode).toBe(200);
    expect((await loginOk(t, m.account, 'Chosen123')).mustChangePassword).toBe(false);
  });

  it('answers each error case', async () => {
    const m = await createMember(t);
    const { token } = await loginOk(t, m.account, m.password);
    expect((await change(token, undefined, 'Newpass123')).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { oldPassword: 'REQUIRED' } },
    });
    expect((await change(token, m.password, 'short')).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { newPassword: 'password' } },
    });
    expect(errorCode(await change(token, m.password, 'Newpass123', 'Newpass124'))).toBe('PASSWORD_MISMATCH');
    expect(errorCode(await change(token, 'Wrong1234', 'Newpass123'))).toBe('OLD_PASSWORD_WRONG');
    expect(errorCode(await change(token, m.password, m.password))).toBe('PASSWORD_REUSED');
    expect(errorCode(await change('not-a-token', m.password, 'Newpass123'))).toBe('SESSION_EXPIRED');
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/auth/change-password',
      ip: nextIp(),
      payload: { newPassword: t.encrypt('a'), confirmNewPassword: t.encrypt('a') },
    });
    expect(errorCode(anonymous)).toBe('NOT_LOGGED_IN');
    // Nothing changed: the old password still works and the session is alive.
    expect((await me(token)).statusCode).toBe(200);
  });

  it('is refused with PASS3 off', async () => {
    const m = await createMember(t);
    const { token } = await loginOk(t, m.account, m.password);
    await withFlags(t, { PASS3: false }, async () => {
      expect(errorCode(await change(token, m.password, 'Newpass123'))).toBe('FEATURE_DISABLED');
    });
  });
});

describe('[AUTH] forgot password by e-mail', () => {
  const forgot = (payload: Record<string, string>) =>
    t.call({ method: 'POST', url: '/api/auth/forgot-password', ip: nextIp(), payload });
  const reset = (resetToken: string, newPassword: string, confirm = newPassword) =>
    t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      ip: nextIp(),
      payload: { resetToken, newPassword: t.encrypt(newPassword), confirmNewPassword: t.encrypt(confirm) },
    });
  async function linkToken(email: string): Promise<string> {
    const [mail] = await outbox(t, email);
    const token = mail?.body.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) {
      throw new Error('no reset link');
    }
    return token;
  }

  it('mails a reset link that sets a new password once and ends every session', async () => {
    const m = await createMember(t, { email: 'Forgetful@Example.com' });
    const { token: session } = await loginOk(t, m.account, m.password);
    const res = await forgot({ username: m.account, email: 'forgetful@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [mail] = await outbox(t, 'Forgetful@Example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining('password') });
    const resetToken = await linkToken('Forgetful@Example.com');

    expect(errorCode(await reset(resetToken, 'Newpass123', 'Other1234'))).toBe('PASSWORD_MISMATCH');
    expect(errorCode(await reset(resetToken, m.password))).toBe('PASSWORD_REUSED');
    expect((await reset(resetToken, 'Newpass123')).json()).toEqual({ ok: true });
    expect(errorCode(await me(session))).toBe('SESSION_EXPIRED');
    await loginOk(t, m.account, 'Newpass123');
    const reuse = await reset(resetToken, 'Another123');
    expect(reuse.statusCode).toBe(400);
    expect(errorCode(reuse)).toBe('RESET_LINK_INVALID');
  });

  it('accepts a form post', async () => {
    await createMember(t, { account: 'formuser1', email: 'form@example.com' });
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      ip: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=formuser1&email=form%40example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(await outbox(t, 'form@example.com')).toHaveLength(1);
  });

  it('refuses an unknown user, a mismatched e-mail and a bad e-mail format', async () => {
    const unknown = await forgot({ username: 'nobody77', email: 'x@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('USER_OR_EMAIL_NOT_FOUND');
    expect(errorCode(await forgot({ username: 'player01', email: 'other@example.com' }))).toBe(
      'USER_OR_EMAIL_NOT_FOUND',
    );
    expect(errorCode(await forgot({ username: 'player02', email: 'player01@example.com' }))).toBe(
      'USER_OR_EMAIL_NOT_FOUND',
    );
    expect(errorCode(await forgot({ username: 'player01', email: 'not-an-email' }))).toBe('EMAIL_FORMAT');
    expect((await forgot({ username: '1bad', email: 'player01@example.com' })).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { username: 'username' } },
    });
    expect(errorCode(await forgot({ username: 'player01', email: 'player01@example.com', extra: 'x' }))).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('refuses an expired or unknown link, and is refused with PWRESETEMAIL3 off', async () => {
    const m = await createMember(t, { email: 'expired@example.com' });
    await forgot({ username: m.account, email: 'expired@example.com' });
    const resetToken = await linkToken('expired@example.com');
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', m.id)
      .execute();
    expect(errorCode(await reset(resetToken, 'Newpass123'))).toBe('RESET_LINK_INVALID');
    expect(errorCode(await reset('made-up', 'Newpass123'))).toBe('RESET_LINK_INVALID');
    await withFlags(t, { PWRESETEMAIL3: false }, async () => {
      expect(errorCode(await forgot({ username: 'player01', email: 'player01@example.com' }))).toBe(
        'FEATURE_DISABLED',
      );
    });
  });
});

describe('[AUTH] forgot password by phone', () => {
  const sendCode = (mobileNum: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/forgot-password/phone-code',
      ip: nextIp(),
      payload: { mobileNum, countryDialingCode: '+855' },
    });
  const setByPhone = (mobileNum: string, verificationCode: string, newPassword: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/set-password-by-phone',
      ip: nextIp(),
      payload: {
        mobileNum,
        countryDialingCode: '+855',
        verificationCode,
        newPassword: t.encrypt(newPassword),
      },
    });

  it('sets the password with the code, ends old sessions and logs in', async () => {
    const m = await createMember(t, { dialing_code: '+855', mobile: '66600001', must_change_password: true });
    const { token: old } = await loginOk(t, m.account, m.password);
    expect((await sendCode('66600001')).json()).toEqual({ expiredMinutes: 5, resendSeconds: 300 });
    const code = await lastCode(t, '+855 66600001');
    expect(errorCode(await setByPhone('66600001', code, 'bad'))).toBe('VALIDATION_FAILED');
    expect(errorCode(await setByPhone('66600001', code, m.password))).toBe('PASSWORD_REUSED');
    const res = await setByPhone('66600001', code, 'Phonepass1');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TOk;
    expect(body).toMatchObject({ status: 'ok', mustChangePassword: false, member: { account: m.account } });
    expect((await me(body.token)).statusCode).toBe(200);
    expect(errorCode(await me(old))).toBe('SESSION_EXPIRED');
    await loginOk(t, m.account, 'Phonepass1');
    expect(errorCode(await setByPhone('66600001', code, 'Phonepass2'))).toBe(
      'auth/invalid-verification-code',
    );
  });

  it('answers each error case', async () => {
    expect(errorCode(await sendCode(''))).toBe('auth/missing-phone-number');
    expect(errorCode(await sendCode('123'))).toBe('auth/invalid-phone-number');
    // an unregistered number is answered like a registered one; nothing is sent to it
    expect((await sendCode('66600999')).statusCode).toBe(200);
    expect(await outbox(t, '+855 66600999')).toEqual([]);
    expect(errorCode(await setByPhone('66600999', '123456', 'Phonepass1'))).toBe(
      'auth/invalid-verification-code',
    );
    await createMember(t, { dialing_code: '+855', mobile: '66600002' });
    expect(errorCode(await setByPhone('66600002', '', 'Phonepass1'))).toBe('auth/missing-verification-code');
    expect(errorCode(await setByPhone('66600002', '123456', 'Phonepass1'))).toBe(
      'auth/invalid-verification-code',
    );
    await withFlags(t, { PWRESETSMS3: false }, async () => {
      expect(errorCode(await sendCode('66600002'))).toBe('FEATURE_DISABLED');
      expect(errorCode(await setByPhone('66600002', '123456', 'Phonepass1'))).toBe('FEATURE_DISABLED');
    });
  });

  it('unlocks a locked account', async () => {
    const m = await createMember(t, {
      dialing_code: '+855',
      mobile: '66600003',
      failed_logins: 9,
      locked_until: new Date(Date.now() + 3_600_000),
    });
    await sendCode('66600003');
    expect((await setByPhone('66600003', await lastCode(t, '+855 66600003'), 'Phonepass1')).statusCode).toBe(
      200,
    );
    await withFlags(t, { CAPTCHA3: false }, async () => {
      await loginOk(t, m.account, 'Phonepass1');
    });
  });
});
