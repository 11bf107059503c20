import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { DEMO_FUNDING_MINOR } from '@/db/seed.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  createMember,
  errorCode,
  loginOk,
  loginRequest,
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

describe('[AUTH] login by username', () => {
  it('logs the demo player in with a session that reads member info', async () => {
    const ip = nextIp();
    const body = await loginOk(t, 'player01', 'Player123', ip);
    expect(body).toMatchObject({
      status: 'ok',
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(body.member).toMatchObject({
      account: 'player01',
      type: 0,
      isAgent: false,
      isTrial: false,
      balance: DEMO_FUNDING_MINOR,
      uplineAccount: 'agent01',
    });
    const me = await t.call({ method: 'GET', url: '/api/members/me', token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ account: 'player01', lastLoginIp: ip, email: 'player01@example.com' });
    const again = await loginOk(t, 'PLAYER01', 'Player123');
    expect(again.firstTimeLogin).toBe(false);
    const row = await t.db
      .selectFrom('members')
      .select(['login_count', 'last_login_ip'])
      .where('account', '=', 'player01')
      .executeTakeFirstOrThrow();
    expect(row.login_count).toBe(2);
  });

  it('trims the username and logs every attempt', async () => {
    const m = await createMember(t);
    const ip = nextIp();
    await loginOk(t, `  ${m.account}  `, m.password, ip);
    const attempts = await t.db.selectFrom('login_attempts').selectAll().where('ip', '=', ip).execute();
    expect(attempts).toEqual([
      expect.objectContaining({ member_id: m.id, success: true, method: 'username' }),
    ]);
  });

  it('requires username and password', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      payload: { type: 'username', username: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { username: 'REQUIRED', password: 'REQUIRED' } },
    });
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    const m = await createMember(t);
    const unknown = await loginRequest(t, { username: 'nobody99', password: 'Whatever1' });
    const wrong = await loginRequest(t, { username: m.account, password: 'Wrong1234' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'ACCOUNT_OR_PASSWORD_WRONG', message: expect.any(String), captchaRequired: true },
      });
    }
    const logged = await t.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('account', '=', 'nobody99')
      .execute();
    expect(logged).toEqual([
      expect.objectContaining({ member_id: null, success: false, reason: 'credentials' }),
    ]);
  });

  it('refuses a password that was not encrypted, and unknown fields', async () => {
    const plain = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      payload: { type: 'username', username: 'player01', password: 'Player123' },
    });
    expect(plain.statusCode).toBe(400);
    expect(errorCode(plain)).toBe('VALIDATION_FAILED');
    const garbage = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      payload: { type: 'username', username: 'player01', password: 'rsa:AAAA' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(errorCode(garbage)).toBe('DECRYPTION_FAILED');
    const extra = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      payload: { type: 'username', username: 'player01', password: t.encrypt('x'), admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(errorCode(extra)).toBe('VALIDATION_FAILED');
  });

  it('never answers 500 for malformed input, on any identity call', async () => {
    const bodies = [
      '{"type":',
      '[]',
      '"x"',
      'null',
      '{}',
      '{"type":"sms","mobileNum":{}}',
      JSON.stringify({ type: 'username', username: 'a'.repeat(5000) }),
    ];
    const calls = [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/login/verify'],
      ['POST', '/api/auth/login/challenge-code'],
      ['POST', '/api/auth/login-code'],
      ['POST', '/api/auth/register-code/mobile'],
      ['PUT', '/api/auth/register'],
      ['PUT', '/api/auth/register-mobile'],
      ['POST', '/api/auth/forgot-password'],
      ['POST', '/api/auth/reset-password'],
      ['POST', '/api/auth/set-password-by-phone'],
      ['POST', '/api/auth/free-play'],
    ] as const;
    for (const [method, url] of calls) {
      for (const payload of bodies) {
        if (url === '/api/auth/free-play' && (payload === '{}' || payload === 'null')) {
          continue; // an empty free-play request is valid
        }
        const res = await t.call({
          method,
          url,
          ip: nextIp(),
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
      }
    }
    const query = await t.call({ method: 'GET', url: '/api/auth/affiliate?code[]=x&code[]=y', ip: nextIp() });
    expect(query.statusCode).toBe(400);
  });

  it('limits login attempts to 20 a minute per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      expect(
        errorCode(
          await t.call({
            method: 'POST',
            url: '/api/auth/login',
            ip,
            payload: { type: 'username', username: 'x' },
          }),
        ),
      ).toBe('VALIDATION_FAILED');
    }
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip,
      payload: { type: 'username', username: 'x' },
    });
    expect(res.statusCode).toBe(429);
    expect(errorCode(res)).toBe('RATE_LIMITED');
  });
});

describe('[AUTH] captcha after a failure', () => {
  it('switches the captcha on after a failure, for that account from that IP (decision 005)', async () => {
    const m = await createMember(t);
    const ip = nextIp();
    const first = await loginRequest(t, { username: m.account, password: 'Wrong1234', ip });
    expect(first.json()).toMatchObject({
      error: { code: 'ACCOUNT_OR_PASSWORD_WRONG', captchaRequired: true },
    });

    // The account now needs a captcha from that IP, whatever the case of the name.
    const missing = await loginRequest(t, { username: m.account.toUpperCase(), password: m.password, ip });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'CAPTCHA_REQUIRED', captchaRequired: true } });
    const wrong = await loginRequest(t, {
      username: m.account,
      password: m.password,
      ip,
      captchaId: (await solvedCaptcha(t)).captchaId,
      captcha: '0000x',
    });
    expect(errorCode(wrong)).toBe('auth/captcha-check-failed');

    // Another account on the same IP (an office, an agent's shop) is not asked for one.
    const other = await createMember(t);
    expect(
      (await loginRequest(t, { username: other.account, password: other.password, ip })).statusCode,
    ).toBe(200);

    // A solved captcha lets the right password in; it is single use.
    const solved = await solvedCaptcha(t);
    const ok = await loginRequest(t, { username: m.account, password: m.password, ip, ...solved });
    expect(ok.statusCode).toBe(200);
    const member = await t.db
      .selectFrom('members')
      .select('failed_logins')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(member.failed_logins).toBe(0);
    // The success ends it: the next login from that IP needs no captcha.
    expect((await loginRequest(t, { username: m.account, password: m.password, ip })).statusCode).toBe(200);
  });

  it('asks every account on an IP for the captcha once that IP failed on several names', async () => {
    const ip = nextIp();
    for (let i = 0; i < t.config.LOGIN_LOCK_THRESHOLD; i++) {
      expect(
        errorCode(await loginRequest(t, { username: `spray${process.pid}x${i}`, password: 'Wrong1234', ip })),
      ).toBe('ACCOUNT_OR_PASSWORD_WRONG');
    }
    const m = await createMember(t);
    expect(errorCode(await loginRequest(t, { username: m.account, password: m.password, ip }))).toBe(
      'CAPTCHA_REQUIRED',
    );
    expect(
      (await loginRequest(t, { username: m.account, password: m.password, ip, ...(await solvedCaptcha(t)) }))
        .statusCode,
    ).toBe(200);
  });

  it('tells the login form up front when the captcha will be required', async () => {
    const m = await createMember(t);
    const ip = nextIp();
    const ask = async (payload: Record<string, string>, from = ip) =>
      (
        await t.call({ method: 'POST', url: '/api/auth/login/captcha-required', ip: from, payload })
      ).json() as { captchaRequired: boolean };
    expect(await ask({ username: m.account })).toEqual({ captchaRequired: false });
    await loginRequest(t, { username: m.account, password: 'Wrong1234', ip });
    // a fresh browser on that IP learns it before its first submit
    expect(await ask({ username: m.account })).toEqual({ captchaRequired: true });
    expect(await ask({ username: `  ${m.account.toUpperCase()} ` })).toEqual({ captchaRequired: true });
    expect(await ask({ username: m.account }, nextIp())).toEqual({ captchaRequired: false });
    expect(await ask({ username: 'someoneelse' })).toEqual({ captchaRequired: false });
    expect(await ask({})).toEqual({ captchaRequired: false });
    // a made-up name answers the same way as a real one
    await loginRequest(t, { username: 'madeup77', password: 'Wrong1234', ip });
    expect(await ask({ username: 'madeup77' })).toEqual({ captchaRequired: true });
    await withFlags(t, { CAPTCHA3: false }, async () => {
      expect(await ask({ username: m.account })).toEqual({ captchaRequired: false });
    });
  });

  it('never asks for a captcha when CAPTCHA3 is off', async () => {
    await withFlags(t, { CAPTCHA3: false }, async () => {
      const m = await createMember(t);
      const ip = nextIp();
      const wrong = await loginRequest(t, { username: m.account, password: 'Wrong1234', ip });
      expect(wrong.json()).toEqual({
        error: { code: 'ACCOUNT_OR_PASSWORD_WRONG', message: expect.any(String) },
      });
      expect((await loginRequest(t, { username: m.account, password: m.password, ip })).statusCode).toBe(200);
    });
  });
});

describe('[AUTH] lockout', () => {
  it('locks the account after the threshold of consecutive failures, and a success resets the count', async () => {
    await withFlags(t, { CAPTCHA3: false }, async () => {
      const m = await createMember(t);
      const threshold = t.config.LOGIN_LOCK_THRESHOLD;
      for (let i = 1; i < threshold - 1; i++) {
        expect(errorCode(await loginRequest(t, { username: m.account, password: `Wrong${i}00` }))).toBe(
          'ACCOUNT_OR_PASSWORD_WRONG',
        );
      }
      await loginOk(t, m.account, m.password);
      const reset = await t.db
        .selectFrom('members')
        .select('failed_logins')
        .where('id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(reset.failed_logins).toBe(0);

      for (let i = 1; i < threshold; i++) {
        expect(errorCode(await loginRequest(t, { username: m.account, password: `Wrong${i}00` }))).toBe(
          'ACCOUNT_OR_PASSWORD_WRONG',
        );
      }
      const locking = await loginRequest(t, { username: m.account, password: 'WrongLast1' });
      expect(locking.statusCode).toBe(423);
      expect(locking.json()).toMatchObject({
        error: { code: 'ACCOUNT_LOCKED', retryAfterSeconds: t.config.LOGIN_LOCK_MINUTES * 60 },
      });

      // Even the right password is refused while locked.
      const locked = await loginRequest(t, { username: m.account, password: m.password });
      expect(locked.statusCode).toBe(423);
      const body = locked.json() as { error: { retryAfterSeconds: number } };
      expect(body.error.retryAfterSeconds).toBeGreaterThan(0);
      expect(locked.headers['retry-after']).toBe(String(body.error.retryAfterSeconds));

      // After the lock expires the right password works and clears the counter.
      await t.db
        .updateTable('members')
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where('id', '=', m.id)
        .execute();
      await loginOk(t, m.account, m.password);
      const after = await t.db
        .selectFrom('members')
        .select(['failed_logins', 'locked_until'])
        .where('id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ failed_logins: 0, locked_until: null });
    });
  });
});

describe('[AUTH] a made-up name cannot be told from a real one', () => {
  it('locks a made-up name like a real account: same answers at every attempt', async () => {
    await withFlags(t, { CAPTCHA3: false }, async () => {
      const m = await createMember(t);
      const shape = (res: Awaited<ReturnType<typeof loginRequest>>) => {
        const error = (res.json() as { error: { code: string; retryAfterSeconds?: number } }).error;
        return `${res.statusCode} ${error.code} ${error.retryAfterSeconds === undefined ? '-' : 'retry'}`;
      };
      const real: string[] = [];
      const madeUp: string[] = [];
      for (let i = 0; i < t.config.LOGIN_LOCK_THRESHOLD + 2; i++) {
        real.push(shape(await loginRequest(t, { username: m.account, password: `Wrong${i}00` })));
        madeUp.push(
          shape(await loginRequest(t, { username: `ghost${process.pid}x`, password: `Wrong${i}00` })),
        );
      }
      expect(madeUp).toEqual(real);
      expect(real.slice(-3)).toEqual([
        '423 ACCOUNT_LOCKED retry',
        '423 ACCOUNT_LOCKED retry',
        '423 ACCOUNT_LOCKED retry',
      ]);
    });
  });
});

describe('[AUTH] who may log in where', () => {
  it('refuses a disabled account', async () => {
    const m = await createMember(t, { status: 'disabled' });
    const res = await loginRequest(t, { username: m.account, password: m.password });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('ACCOUNT_DISABLED');
  });

  it('refuses non-members (trial type 4) on the player site', async () => {
    const m = await createMember(t, { type: 4 });
    const res = await loginRequest(t, { username: m.account, password: m.password });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('NON_MEMBER_LOGIN');
  });

  it('lets agents in on both sites and refuses players on the agent site', async () => {
    const agent = await loginRequest(t, { username: 'agent01', password: 'Agent123', site: 'agent' });
    expect(agent.statusCode).toBe(200);
    expect((agent.json() as TLoginResult & { member: { isAgent: boolean } }).member.isAgent).toBe(true);
    expect((await loginRequest(t, { username: 'agent01', password: 'Agent123' })).statusCode).toBe(200);
    const m = await createMember(t);
    const player = await loginRequest(t, { username: m.account, password: m.password, site: 'agent' });
    expect(player.statusCode).toBe(403);
    expect(errorCode(player)).toBe('NON_AGENT_LOGIN');
  });
});

describe('[AUTH] forced password change', () => {
  it('forces a change for the fixed default password {key}', async () => {
    const m = await createMember(t, { password: '{key}' });
    const body = await loginOk(t, m.account, '{key}');
    expect(body).toMatchObject({ mustChangePassword: true, passwordExpired: false });
  });

  it('forces a change when an operator set must_change_password', async () => {
    const m = await createMember(t, { must_change_password: true });
    expect((await loginOk(t, m.account, m.password)).mustChangePassword).toBe(true);
  });

  it('reports an expired password, and forces the change only with PWDEXPFORCECHANGE3', async () => {
    const old = new Date(Date.now() - (t.config.PASSWORD_MAX_AGE_DAYS + 1) * 86_400_000);
    const m = await createMember(t, { password_changed_at: old });
    expect(await loginOk(t, m.account, m.password)).toMatchObject({
      passwordExpired: true,
      mustChangePassword: true,
    });
    await withFlags(t, { PWDEXPFORCECHANGE3: false }, async () => {
      expect(await loginOk(t, m.account, m.password)).toMatchObject({
        passwordExpired: true,
        mustChangePassword: false,
      });
    });
  });

  it('does not force a change on an ordinary first login', async () => {
    const m = await createMember(t);
    expect(await loginOk(t, m.account, m.password)).toMatchObject({
      firstTimeLogin: true,
      mustChangePassword: false,
    });
  });
});

describe('[AUTH] captcha image', () => {
  it('returns a PNG, stored for 5 minutes, at most once a second per IP', async () => {
    const ip = nextIp();
    const res = await t.call({ method: 'GET', url: '/api/auth/captcha', ip });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; value: string; captchaId: string };
    expect(body.success).toBe(true);
    expect(Buffer.from(body.value, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    const row = await t.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', body.captchaId)
      .executeTakeFirstOrThrow();
    // only a keyed hash of the answer is stored, never the digits
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row).some((v) => typeof v === 'string' && /^[0-9]{4}$/.test(v))).toBe(false);
    const ttl = new Date(row.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    const again = await t.call({ method: 'GET', url: '/api/auth/captcha', ip });
    expect(again.statusCode).toBe(429);
    expect(errorCode(again)).toBe('RATE_LIMITED');
  });

  it('refuses an expired captcha', async () => {
    await withFlags(t, { CAPTCHA3: true }, async () => {
      const m = await createMember(t);
      const ip = nextIp();
      await loginRequest(t, { username: m.account, password: 'Wrong1234', ip });
      const solved = await solvedCaptcha(t);
      await t.db
        .updateTable('captchas')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', solved.captchaId)
        .execute();
      expect(
        errorCode(await loginRequest(t, { username: m.account, password: m.password, ip, ...solved })),
      ).toBe('auth/captcha-check-failed');
    });
  });
});
