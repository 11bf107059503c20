import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginResult } from '@pavilion/contracts/auth';
import type { TIdentityCallbackResult, TMemberIdentities } from '@pavilion/contracts/identity';
import { open } from '@/modules/crypto/secret-box.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import {
  createMember,
  errorCode,
  lastCode,
  loginOk,
  nextIp,
  setFlag,
  withFlags,
} from './helpers/auth-fixtures.ts';
import {
  callback,
  newBrowser,
  providerLogin,
  startFlow,
  throughProvider,
  type TBrowser,
} from './helpers/identity-flow.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type TSignup = Extract<TIdentityCallbackResult, { status: 'signup' }>;
type TOk = Extract<TLoginResult, { status: 'ok' }>;

let mobileCounter = 0;
function freshMobile(): string {
  mobileCounter += 1;
  return `77${String(mobileCounter).padStart(6, '0')}`;
}

/** Our SMS code for a number, sent as the registration form sends it. */
async function registerCode(mobile: string): Promise<string> {
  const sent = await t.call({
    method: 'POST',
    url: '/api/auth/register-code/username',
    ip: nextIp(),
    payload: { mobileNum: mobile, countryDialingCode: '+855' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return lastCode(t, `+855 ${mobile}`);
}

/**
 * The mobile number and its code when the sign-up asks for them: the demo site verifies mobile
 * numbers at registration (REGMOBVERF3), so a provider sign-up does too.
 */
async function phoneProof(offer: TSignup): Promise<Record<string, unknown>> {
  if (!offer.fields.some((f) => f.field === 'mobileNum')) {
    return {};
  }
  const mobile = freshMobile();
  return {
    values: { mobileNum: mobile },
    countryDialingCode: '+855',
    ...(offer.phoneCheck === 'code' ? { verificationCode: await registerCode(mobile) } : {}),
  };
}

async function signupVia(browser: TBrowser, opts: { affiliateCode?: string; username?: string } = {}) {
  const res = await providerLogin(t, browser, { identity: 'new', ...opts });
  const offer = res.json() as TSignup;
  expect(offer.status).toBe('signup');
  const done = await t.call({
    method: 'POST',
    url: '/api/identity/signup',
    payload: {
      ticket: offer.ticket,
      username: opts.username ?? offer.suggestedUsername,
      acceptTerms: true,
      ...(await phoneProof(offer)),
    },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { offer, result: done.json() as TOk };
}

const me = (token: string) => t.call({ method: 'GET', url: '/api/identity/me', token });

/** A flow taken through the provider: the query string of the return and this tab's flow key. */
async function startedQuery(browser: TBrowser, identity = 'new') {
  const start = await startFlow(t);
  const { authorizationUrl, flowKey } = start.json() as { authorizationUrl: string; flowKey: string };
  return { query: await throughProvider(t, browser, authorizationUrl, { identity }), flowKey };
}

describe('[AUTH] identity providers: the code flow against the bundled Demo ID', () => {
  it('lists the enabled Demo ID and starts with PKCE, state and nonce', async () => {
    const list = await t.call({ method: 'GET', url: '/api/identity/providers' });
    expect(list.json()).toEqual([{ slug: 'demo-id', displayName: 'Demo ID', iconUrl: null }]);
    const start = await startFlow(t);
    const url = new URL((start.json() as { authorizationUrl: string }).authorizationUrl);
    expect(url.pathname).toBe('/oidc/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    // the test's requests come to http://localhost (the demo site's main domain): back to there
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/auth/return');
  });

  it('sends the member back to the address they came from (127.0.0.1 or localhost), an unknown host to the site', async () => {
    const startOn = (host: string) =>
      t.call({
        method: 'POST',
        url: '/api/identity/start',
        ip: nextIp(),
        headers: { host },
        payload: { provider: 'demo-id', intent: 'login', uiLocale: 'en' },
      });
    const returnOf = (res: { json: () => unknown }) =>
      new URL((res.json() as { authorizationUrl: string }).authorizationUrl).searchParams.get('redirect_uri');
    expect(returnOf(await startOn('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000/auth/return');
    expect(returnOf(await startOn('localhost:3000'))).toBe('http://localhost:3000/auth/return');
    expect(returnOf(await startOn('evil.example:3000'))).toBe('http://localhost:3000/auth/return');
    expect(returnOf(await startOn('127.0.0.1:3999'))).toBe('http://localhost:3000/auth/return');

    // the whole flow on 127.0.0.1: the provider accepts that return address and the code exchange repeats it
    const started = await startOn('127.0.0.1:3000');
    const { authorizationUrl, flowKey } = started.json() as { authorizationUrl: string; flowKey: string };
    const query = await throughProvider(t, newBrowser(), authorizationUrl, { identity: 'new' });
    const done = await callback(t, query, { flowKey });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('a first login creates a member with the upline of the affiliate code; the next is one click', async () => {
    const browser = newBrowser();
    const pages: string[] = [];
    const first = await providerLogin(t, browser, { identity: 'new', affiliateCode: 'AGENT01', pages });
    expect(pages[0]).toContain('Allow and continue');
    const offer = first.json() as TSignup;
    expect(offer).toMatchObject({ status: 'signup', providerName: 'Demo ID' });
    expect(offer.email).toMatch(/@demo-id\.test$/);
    const done = await t.call({
      method: 'POST',
      url: '/api/identity/signup',
      payload: {
        ticket: offer.ticket,
        username: offer.suggestedUsername,
        acceptTerms: true,
        ...(await phoneProof(offer)),
      },
    });
    const ok = done.json() as TOk;
    expect(ok.status).toBe('ok');
    expect(ok.member).toMatchObject({ account: offer.suggestedUsername, uplineAccount: 'agent01' });
    expect(ok.mustChangePassword).toBe(false);
    // the ticket is spent
    const again = await t.call({
      method: 'POST',
      url: '/api/identity/signup',
      payload: { ticket: offer.ticket, username: 'otherName1', acceptTerms: true },
    });
    expect(errorCode(again)).toBe('IDENTITY_SIGNUP_EXPIRED');
    // later: the provider remembers the session and the grant, no page is shown
    const laterPages: string[] = [];
    const second = await providerLogin(t, browser, { pages: laterPages });
    expect(laterPages).toEqual([]);
    expect(second.json()).toMatchObject({ status: 'ok', member: { account: offer.suggestedUsername } });
    const attempts = await t.db
      .selectFrom('login_attempts')
      .select(['method', 'success'])
      .where('member_id', '=', ok.member.id)
      .execute();
    expect(attempts).toEqual([
      { method: 'provider', success: true },
      { method: 'provider', success: true },
    ]);
    const linked = (await me(ok.token)).json() as TMemberIdentities;
    expect(linked).toMatchObject({ passwordLogin: false, linked: [{ provider: 'demo-id' }], available: [] });
  });

  it('shows the consent page in the language asked for', async () => {
    const start = await t.call({
      method: 'POST',
      url: '/api/identity/start',
      payload: { provider: 'demo-id', uiLocale: 'km' },
    });
    const pages: string[] = [];
    await throughProvider(t, newBrowser(), (start.json() as { authorizationUrl: string }).authorizationUrl, {
      pages,
    });
    expect(pages[0]).toContain('lang="km"');
    expect(pages[0]).toContain('អនុញ្ញាត និងបន្ត');
  });

  it('refuses a wrong state, and a return in another tab or browser than the one that started', async () => {
    const { query, flowKey } = await startedQuery(newBrowser());
    const params = new URLSearchParams(query);
    params.set('state', 'x'.repeat(43));
    const res = await callback(t, `?${params.toString()}`, { flowKey });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('IDENTITY_STATE_INVALID');
    expect(errorCode(await callback(t, '?code=abc', { flowKey }))).toBe('IDENTITY_STATE_INVALID');
    expect(errorCode(await callback(t, query, { flowKey: 'another-tab' }))).toBe('IDENTITY_STATE_INVALID');
    // the flow was not spent by the foreign attempt
    expect((await callback(t, query, { flowKey })).statusCode).toBe(200);
  });

  it('refuses a replayed return and a replayed code', async () => {
    const browser = newBrowser();
    const { query, flowKey } = await startedQuery(browser);
    expect((await callback(t, query, { flowKey })).statusCode).toBe(200);
    expect(errorCode(await callback(t, query, { flowKey }))).toBe('IDENTITY_STATE_INVALID');
    // the same code under a fresh state: the provider refuses it (used, and not this verifier)
    const fresh = await startedQuery(browser);
    const replay = new URLSearchParams(query);
    replay.set('state', new URLSearchParams(fresh.query).get('state') ?? '');
    const res = await callback(t, `?${replay.toString()}`, { flowKey: fresh.flowKey });
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('IDENTITY_TOKEN_INVALID');
  });

  it('refuses an ID token with the wrong nonce', async () => {
    const { query, flowKey } = await startedQuery(newBrowser());
    const state = new URLSearchParams(query).get('state') ?? '';
    await t.db
      .updateTable('identity_flows')
      .set({ nonce: 'not-the-nonce' })
      .where('state', '=', state)
      .execute();
    const res = await callback(t, query, { flowKey });
    expect(errorCode(res)).toBe('IDENTITY_TOKEN_INVALID');
  });

  it('refuses an expired ID token', async () => {
    const { query, flowKey } = await startedQuery(newBrowser());
    const before = t.config.IDENTITY_CLOCK_SKEW_SECONDS;
    // our clock two hours ahead of the provider's: its one-hour ID token has expired
    t.config.IDENTITY_CLOCK_SKEW_SECONDS = 7200;
    try {
      expect(errorCode(await callback(t, query, { flowKey }))).toBe('IDENTITY_TOKEN_INVALID');
    } finally {
      t.config.IDENTITY_CLOCK_SKEW_SECONDS = before;
    }
  });

  it('answers popup-closed when the user cancels at the provider', async () => {
    const start = await startFlow(t);
    const { authorizationUrl, flowKey } = start.json() as { authorizationUrl: string; flowKey: string };
    const query = await throughProvider(t, newBrowser(), authorizationUrl, { cancel: true });
    expect(new URLSearchParams(query).get('error')).toBe('access_denied');
    expect(errorCode(await callback(t, query, { flowKey }))).toBe('auth/popup-closed-by-user');
  });

  it('answers an abort of an unknown interaction at once with 400', async () => {
    const started = Date.now();
    const res = await t.call({ method: 'POST', url: '/oidc/interaction/no-such-interaction/abort' });
    expect(res.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a disabled provider is not offered, not started and not finished', async () => {
    const token = await t.adminToken();
    const browser = newBrowser();
    const { query, flowKey } = await startedQuery(browser);
    const toggle = (enabled: boolean) =>
      t.call({
        method: 'PUT',
        url: '/api/admin/identity-providers/demo-id',
        token,
        payload: {
          displayName: 'Demo ID',
          issuer: 'http://localhost:3000/oidc',
          clientId: 'pavilion-demo',
          enabled,
        },
      });
    expect((await toggle(false)).statusCode).toBe(200);
    try {
      expect((await t.call({ method: 'GET', url: '/api/identity/providers' })).json()).toEqual([]);
      expect(errorCode(await startFlow(t))).toBe('auth/operation-not-allowed');
      expect(errorCode(await callback(t, query, { flowKey }))).toBe('auth/operation-not-allowed');
    } finally {
      await toggle(true);
    }
  });
});

describe('[AUTH] identity providers: the password login rules hold', () => {
  async function linkedMember(browser: TBrowser, extra: Record<string, unknown> = {}) {
    const m = await createMember(t, { email: `idp${Date.now()}@example.com`, ...extra });
    const session = await loginOk(t, m.account, m.password);
    const res = await providerLogin(t, browser, { intent: 'link', token: session.token, identity: 'new' });
    expect(res.json()).toEqual({ status: 'linked', providerName: 'Demo ID' });
    return { ...m, token: session.token };
  }

  it('a locked member is refused', async () => {
    const browser = newBrowser();
    const m = await linkedMember(browser);
    await t.db
      .updateTable('members')
      .set({ locked_until: new Date(Date.now() + 600_000) })
      .where('id', '=', m.id)
      .execute();
    const res = await providerLogin(t, browser);
    expect(res.statusCode).toBe(423);
    expect(errorCode(res)).toBe('ACCOUNT_LOCKED');
  });

  it('a disabled member is refused', async () => {
    const browser = newBrowser();
    const m = await linkedMember(browser);
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', m.id).execute();
    expect(errorCode(await providerLogin(t, browser))).toBe('ACCOUNT_DISABLED');
  });

  it('a self-excluded member logs in as by password, and stays excluded from play', async () => {
    const browser = newBrowser();
    const m = await linkedMember(browser);
    const excl = await t.call({
      method: 'POST',
      url: '/api/protection/exclusion',
      token: m.token,
      payload: { duration: '7d' },
    });
    expect(excl.statusCode, excl.body).toBe(200);
    expect((await loginOk(t, m.account, m.password)).status).toBe('ok');
    const res = await providerLogin(t, browser);
    const ok = res.json() as TOk;
    expect(ok.status).toBe('ok');
    const state = await t.call({ method: 'GET', url: '/api/protection/exclusion', token: ok.token });
    expect((state.json() as { until: string | null }).until).not.toBeNull();
  });

  it('an unknown IP gets the second verification (LOGINIPVERF3)', async () => {
    const browser = newBrowser();
    const m = await linkedMember(browser);
    await setFlag(t, 'LOGINIPVERF3', true);
    try {
      const res = await providerLogin(t, browser, { ip: nextIp() });
      expect(res.json()).toMatchObject({ status: 'verify', methods: expect.arrayContaining(['email']) });
      const sessions = await t.db.selectFrom('sessions').select('id').where('member_id', '=', m.id).execute();
      expect(sessions).toHaveLength(1); // only the password login's
    } finally {
      await setFlag(t, 'LOGINIPVERF3', false);
    }
  });

  it('maintenance stops the provider login', async () => {
    const token = await t.adminToken();
    const { query, flowKey } = await startedQuery(newBrowser());
    const set = (enabled: boolean) =>
      t.call({ method: 'PUT', url: '/api/admin/maintenance', token, payload: { enabled } });
    await set(true);
    try {
      await new Promise((r) => setTimeout(r, 1100)); // the status snapshot lives one second
      expect(errorCode(await callback(t, query, { flowKey }))).toBe('SYSTEM_MAINTENANCE');
    } finally {
      await set(false);
      await new Promise((r) => setTimeout(r, 1100));
    }
  });
});

describe('[AUTH] identity providers: linking rules', () => {
  it('a first login links an existing account only with its password', async () => {
    const m = await createMember(t);
    const browser = newBrowser();
    const offer = (await providerLogin(t, browser, { identity: 'new' })).json() as TSignup;
    const link = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/identity/link-existing',
        payload: { ticket: offer.ticket, username: m.account, password: t.encrypt(password) },
      });
    const wrong = await link('NotThePassword1');
    expect(errorCode(wrong)).toBe('ACCOUNT_OR_PASSWORD_WRONG');
    const ok = (await link(m.password)).json() as TOk;
    expect(ok).toMatchObject({ status: 'ok', member: { account: m.account } });
    expect((await providerLogin(t, browser)).json()).toMatchObject({ member: { account: m.account } });
  });

  it('an identity linked to one account cannot be linked to another', async () => {
    const browser = newBrowser();
    await signupVia(browser);
    const other = await createMember(t);
    const session = await loginOk(t, other.account, other.password);
    const res = await providerLogin(t, browser, { intent: 'link', token: session.token });
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('IDENTITY_ALREADY_LINKED');
  });

  it('linking needs a real member session, and finishes only in that session', async () => {
    const res = await startFlow(t, { intent: 'link' });
    expect(errorCode(res)).toBe('NOT_LOGGED_IN');
    const m = await createMember(t);
    const session = await loginOk(t, m.account, m.password);
    const start = await startFlow(t, { intent: 'link', token: session.token });
    const { authorizationUrl, flowKey } = start.json() as { authorizationUrl: string; flowKey: string };
    const query = await throughProvider(t, newBrowser(), authorizationUrl);
    const other = await createMember(t);
    const otherSession = await loginOk(t, other.account, other.password);
    const foreign = await callback(t, query, { flowKey, token: otherSession.token });
    expect(errorCode(foreign)).toBe('IDENTITY_STATE_INVALID');
  });

  it('the only way to log in cannot be unlinked; with a password it can', async () => {
    const { result } = await signupVia(newBrowser());
    const unlink = (token: string) => t.call({ method: 'DELETE', url: '/api/identity/me/demo-id', token });
    const refused = await unlink(result.token);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('IDENTITY_LAST_LOGIN_METHOD');

    const m = await createMember(t);
    const session = await loginOk(t, m.account, m.password);
    await providerLogin(t, newBrowser(), { intent: 'link', token: session.token });
    const after = await unlink(session.token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ passwordLogin: true, linked: [], available: [{ slug: 'demo-id' }] });
    expect(errorCode(await unlink(session.token))).toBe('IDENTITY_NOT_LINKED');
  });

  it('a provider-made member has no password to log in with', async () => {
    const { offer } = await signupVia(newBrowser());
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      ip: nextIp(),
      payload: { type: 'username', username: offer.suggestedUsername, password: t.encrypt('anything1') },
    });
    expect(errorCode(res)).toBe('ACCOUNT_OR_PASSWORD_WRONG');
  });

  it('sign-up asks for the registration fields the site requires', async () => {
    const token = await t.adminToken();
    const setPayee = (enabled: boolean, required: boolean) =>
      t.call({
        method: 'PUT',
        url: '/api/admin/registration-fields/payeeName',
        token,
        payload: { enabled, required },
      });
    const before = await t.db
      .selectFrom('registration_fields')
      .select(['enabled', 'required'])
      .where('field', '=', 'payeeName')
      .executeTakeFirstOrThrow();
    await setPayee(true, true);
    try {
      const offer = (await providerLogin(t, newBrowser(), { identity: 'new' })).json() as TSignup;
      expect(offer.fields.map((f) => f.field)).toContain('payeeName');
      const missing = await t.call({
        method: 'POST',
        url: '/api/identity/signup',
        payload: { ticket: offer.ticket, username: offer.suggestedUsername, acceptTerms: true },
      });
      expect(errorCode(missing)).toBe('VALIDATION_FAILED');
      expect((missing.json() as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
        'payeeName',
      );
      const proof = await phoneProof(offer);
      const done = await t.call({
        method: 'POST',
        url: '/api/identity/signup',
        payload: {
          ticket: offer.ticket,
          username: offer.suggestedUsername,
          acceptTerms: true,
          ...proof,
          values: { payeeName: 'Sok Dara', ...(proof.values ?? {}) },
        },
      });
      expect(done.statusCode, done.body).toBe(200);
    } finally {
      await setPayee(before.enabled, before.required);
    }
  });
});

describe('[AUTH] identity providers: a required mobile number at sign-up', () => {
  const signupCall = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/identity/signup', ip: nextIp(), payload });
  const fieldsOf = (res: { json: () => unknown }) =>
    (res.json() as { error: { fields: Record<string, string> } }).error.fields;

  it('asks for the mobile number with its SMS code when registration verifies mobiles', async () => {
    const offer = (await providerLogin(t, newBrowser(), { identity: 'new' })).json() as TSignup;
    expect(offer.phoneCheck).toBe('code');
    expect(offer.fields.find((f) => f.field === 'mobileNum')).toMatchObject({ required: true });
    const base = { ticket: offer.ticket, username: offer.suggestedUsername, acceptTerms: true };
    const missing = await signupCall(base);
    expect(errorCode(missing)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(missing)).toMatchObject({ mobileNum: 'REQUIRED' });
    const badNumber = await signupCall({ ...base, values: { mobileNum: '12' }, countryDialingCode: '+855' });
    expect(fieldsOf(badNumber)).toHaveProperty('mobileNum');
    const mobile = freshMobile();
    const withMobile = { ...base, values: { mobileNum: mobile }, countryDialingCode: '+855' };
    expect(errorCode(await signupCall(withMobile))).toBe('auth/missing-verification-code');
    const code = await registerCode(mobile);
    const wrong = await signupCall({
      ...withMobile,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(errorCode(wrong)).toBe('auth/invalid-verification-code');
    const done = await signupCall({ ...withMobile, verificationCode: code });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as TOk).member).toMatchObject({ mobileNum: mobile, countryDialingCode: '+855' });
    // the code is spent with the ticket, and the number now belongs to that member
    const next = (await providerLogin(t, newBrowser(), { identity: 'new' })).json() as TSignup;
    const taken = await signupCall({
      ticket: next.ticket,
      username: next.suggestedUsername,
      acceptTerms: true,
      values: { mobileNum: mobile },
      countryDialingCode: '+855',
      verificationCode: code,
    });
    expect(errorCode(taken)).toBe('MOBILE_TAKEN');
  });

  it('asks for no mobile when the site neither requires nor verifies one', async () => {
    await withFlags(t, { REGMOBVERF3: false }, async () => {
      const offer = (await providerLogin(t, newBrowser(), { identity: 'new' })).json() as TSignup;
      expect(offer.phoneCheck).toBe('none');
      expect(offer.fields.map((f) => f.field)).not.toContain('mobileNum');
      const done = await signupCall({
        ticket: offer.ticket,
        username: offer.suggestedUsername,
        acceptTerms: true,
      });
      expect(done.statusCode, done.body).toBe(200);
    });
  });

  it('a required mobile without SMS verification needs no code; a shown payment password is asked', async () => {
    const token = await t.adminToken();
    const setField = async (field: string, patch: Record<string, boolean>) => {
      const res = await t.call({
        method: 'PUT',
        url: `/api/admin/registration-fields/${field}`,
        token,
        payload: patch,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setField('mobileNum', { enabled: true, required: true });
    await setField('paymentPassword', { enabled: true });
    try {
      await withFlags(t, { REGMOBVERF3: false }, async () => {
        const offer = (await providerLogin(t, newBrowser(), { identity: 'new' })).json() as TSignup;
        expect(offer.phoneCheck).toBe('none');
        expect(offer.fields.map((f) => f.field)).toEqual(
          expect.arrayContaining(['mobileNum', 'paymentPassword']),
        );
        const base = { ticket: offer.ticket, username: offer.suggestedUsername, acceptTerms: true };
        const missing = await signupCall(base);
        expect(fieldsOf(missing)).toMatchObject({ mobileNum: 'REQUIRED', paymentPassword: 'REQUIRED' });
        const mobile = freshMobile();
        const done = await signupCall({
          ...base,
          values: { mobileNum: mobile },
          countryDialingCode: '+855',
          paymentPassword: t.encrypt('135790'),
        });
        expect(done.statusCode, done.body).toBe(200);
        const row = await t.db
          .selectFrom('members')
          .select(['mobile', 'fund_password_hash'])
          .where('account', '=', offer.suggestedUsername)
          .executeTakeFirstOrThrow();
        expect(row.mobile).toBe(mobile);
        expect(row.fund_password_hash).not.toBeNull();
      });
    } finally {
      await setField('mobileNum', { enabled: true, required: false });
      await setField('paymentPassword', { enabled: false });
    }
  });
});

describe('[AUTH] identity providers: operators', () => {
  it('stores a client secret encrypted and never shows it', async () => {
    const token = await t.adminToken();
    const put = await t.call({
      method: 'PUT',
      url: '/api/admin/identity-providers/acme',
      token,
      payload: {
        displayName: 'Acme ID',
        issuer: 'https://id.acme.example',
        clientId: 'pavilion',
        clientSecret: t.encrypt('s3cret-value'),
        enabled: false,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      slug: 'acme',
      hasClientSecret: true,
      redirectUri: 'http://localhost:3000/auth/return',
    });
    expect(put.body).not.toContain('s3cret');
    const row = await t.db
      .selectFrom('identity_providers')
      .select('client_secret_enc')
      .where('slug', '=', 'acme')
      .executeTakeFirstOrThrow();
    // RSA in transit, sealed at rest (decision 064): never the console's ciphertext nor the plain text
    expect(row.client_secret_enc).toMatch(/^sbx1:/);
    expect(row.client_secret_enc).not.toContain('s3cret');
    expect(open(row.client_secret_enc ?? '')).toBe('s3cret-value');
    const plain = await t.call({
      method: 'PUT',
      url: '/api/admin/identity-providers/acme',
      token,
      payload: {
        displayName: 'Acme ID',
        issuer: 'https://id.acme.example',
        clientId: 'p',
        clientSecret: 'plain',
      },
    });
    expect(plain.statusCode).toBe(400);
    const inUse = await t.call({ method: 'DELETE', url: '/api/admin/identity-providers/demo-id', token });
    expect(inUse.statusCode).toBe(409);
    expect(errorCode(inUse)).toBe('IDENTITY_PROVIDER_IN_USE');
    const noAdmin = await t.call({ method: 'GET', url: '/api/admin/identity-providers' });
    expect(noAdmin.statusCode).toBe(401);
    expect(
      (await t.call({ method: 'DELETE', url: '/api/admin/identity-providers/acme', token })).statusCode,
    ).toBe(200);
  });
});
