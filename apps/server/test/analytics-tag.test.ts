// The analytics setting (spec §3 analytics.gtagId, issue 28 item 8): an operator sets a Google tag id,
// the site configuration carries it and the Content-Security-Policy allows Google's tag script and
// beacons; an empty id turns both off; anything but a tag id is refused with 400 (it would reach a URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const setTag = (gtagId: unknown) =>
  t.call({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: { gtagId } });
const policy = async () =>
  String((await t.call({ method: 'GET', url: '/api/site/public-key' })).headers['content-security-policy']);

describe('[SITE] analytics tag', () => {
  it('allows the tag while an id is set, and only then', async () => {
    expect(await policy()).not.toContain('googletagmanager');
    expect((await setTag('G-ABC123XYZ')).statusCode).toBe(200);
    const site = (await t.call({ method: 'GET', url: '/api/site/permission' })).json() as {
      analytics: { gtagId: string };
    };
    expect(site.analytics.gtagId).toBe('G-ABC123XYZ');
    const on = await policy();
    expect(on).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(on).toContain('https://*.google-analytics.com');
    expect((await setTag('')).statusCode).toBe(200);
    expect(await policy()).not.toContain('googletagmanager');
  });

  it('refuses what is not a tag id', async () => {
    for (const bad of ['G-1"><script>', 'UA-12345-1', 'g-abc123', 'G-' + 'A'.repeat(30), 42]) {
      expect([String(bad), (await setTag(bad)).statusCode]).toEqual([String(bad), 400]);
    }
  });
});
