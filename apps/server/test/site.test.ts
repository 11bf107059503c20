import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_IDS, flattenFlags, type TPermission } from '@pavilion/contracts/site';
import { SECURITY_HEADERS } from '@/plugins/security.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('[SITE] permission and system status', () => {
  it('returns the whole site configuration with every flag', async () => {
    const res = await t.call({ method: 'GET', url: '/api/site/permission', ip: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TPermission;
    const flags = flattenFlags(body.whitelabel);
    for (const id of FLAG_IDS) {
      expect(flags).toHaveProperty(id);
    }
    expect(body.merchant).toMatchObject({
      platform: 'WEB',
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'KM', 'CN'],
    });
    expect(body.location).toEqual({ ip: '203.0.113.7', countryCode: 'KH' });
    expect(body.systemStatus).toBe(0);
  });

  it('answers 1 under maintenance and 0 after', async () => {
    const token = await t.adminToken();
    let res = await t.call({
      method: 'PUT',
      url: '/api/admin/maintenance',
      token,
      payload: { enabled: true, message: 'Upgrade' },
    });
    expect(res.statusCode).toBe(200);
    res = await t.call({ method: 'GET', url: '/api/site/status' });
    expect(res.json()).toMatchObject({ systemStatus: 1 });
    await t.call({ method: 'PUT', url: '/api/admin/maintenance', token, payload: { enabled: false } });
    res = await t.call({ method: 'GET', url: '/api/site/status' });
    expect(res.json()).toMatchObject({ systemStatus: 0 });
  });

  it('answers 2 for a restricted IP range and for a restricted country', async () => {
    const token = await t.adminToken();
    const rule = await t.call({
      method: 'POST',
      url: '/api/admin/region-rules',
      token,
      payload: { kind: 'ip_range', value: '10.9.0.0/16' },
    });
    expect(rule.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/site/status', ip: '10.9.8.7' })).json()).toEqual({
      systemStatus: 2,
      ip: '10.9.8.7',
    });
    expect((await t.call({ method: 'GET', url: '/api/site/status', ip: '10.8.8.7' })).json()).toMatchObject({
      systemStatus: 0,
    });
    await t.call({
      method: 'POST',
      url: '/api/admin/region-rules',
      token,
      payload: { kind: 'country', value: 'us' },
    });
    expect(
      (await t.call({ method: 'GET', url: '/api/site/status', ip: '198.51.100.9' })).json(),
    ).toMatchObject({ systemStatus: 2 });
    const list = (await t.call({ method: 'GET', url: '/api/admin/region-rules', token })).json() as {
      id: number;
    }[];
    for (const r of list) {
      expect(
        (await t.call({ method: 'DELETE', url: `/api/admin/region-rules/${r.id}`, token })).statusCode,
      ).toBe(200);
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/site/status', ip: '198.51.100.9' })).json(),
    ).toMatchObject({ systemStatus: 0 });
  });

  it('toggles a flag through the admin API', async () => {
    const token = await t.adminToken();
    await t.call({ method: 'PUT', url: '/api/admin/flags/FREEPLAY3', token, payload: { enabled: false } });
    let flags = flattenFlags(
      ((await t.call({ method: 'GET', url: '/api/site/permission' })).json() as TPermission).whitelabel,
    );
    expect(flags.FREEPLAY3).toBe(false);
    await t.call({ method: 'PUT', url: '/api/admin/flags/FREEPLAY3', token, payload: { enabled: true } });
    flags = flattenFlags(
      ((await t.call({ method: 'GET', url: '/api/site/permission' })).json() as TPermission).whitelabel,
    );
    expect(flags.FREEPLAY3).toBe(true);
  });

  it('returns countries and the registration field configuration', async () => {
    const countries = (await t.call({ method: 'GET', url: '/api/site/countries' })).json() as {
      countryCode: string;
      countryDialingCode: string;
    }[];
    expect(countries).toContainEqual(
      expect.objectContaining({ countryCode: 'KH', countryDialingCode: '+855' }),
    );
    const config = (await t.call({ method: 'GET', url: '/api/site/registration-config' })).json() as {
      fields: { field: string }[];
    };
    expect(config.fields.map((f) => f.field)).toContain('username');
  });
});

describe('[SITE] admin API errors', () => {
  it('refuses without an operator session', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/admin/maintenance', payload: { enabled: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_LOGGED_IN' } });
  });
  it('refuses a wrong operator password', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'ACCOUNT_OR_PASSWORD_WRONG' } });
  });
  it('rejects an invalid region rule, unknown flag and unknown fields', async () => {
    const token = await t.adminToken();
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/admin/region-rules',
          token,
          payload: { kind: 'ip_range', value: 'not-an-ip' },
        })
      ).json(),
    ).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(
      (await t.call({ method: 'PUT', url: '/api/admin/flags/NOPE', token, payload: { enabled: true } }))
        .statusCode,
    ).toBe(404);
    const extra = await t.call({
      method: 'PUT',
      url: '/api/admin/maintenance',
      token,
      payload: { enabled: true, hack: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('[API] bad input never answers 500', () => {
  it('malformed JSON', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'MALFORMED_REQUEST' } });
  });
  it('wrong types', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 5, password: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
  it('huge body', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });
  it('unknown route', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
  it('serves the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { paths: Record<string, unknown> }).paths).toHaveProperty('/api/site/permission');
  });
  it('sets security headers with a strict CSP', async () => {
    const res = await t.call({ method: 'GET', url: '/api/site/status' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
  it('sends every security header on API answers, 404s and pages alike', async () => {
    for (const url of ['/api/site/status', '/api/no-such-route', '/']) {
      const res = await t.call({ method: 'GET', url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers[name], `${url}: ${name}`).toBe(value);
      }
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    }
  });
});
