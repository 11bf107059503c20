// throwaway screenshot script (not committed)
import { chromium, request as pwRequest } from '@playwright/test';
import { constants, publicEncrypt } from 'node:crypto';
const BASE = process.env.BASE ?? 'http://localhost:3161';
const OUT = '/tmp/sw-shots';
const api = await pwRequest.newContext({ baseURL: BASE });
const enc = async (plain) => {
  const { spki } = await (await api.get('/api/site/public-key')).json();
  return `rsa:${publicEncrypt({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki', padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64')}`;
};
const login = await (await api.post('/api/auth/login', { data: { type: 'username', username: 'player01', password: await enc('Player123') } })).json();
const token = login.token;
const admin = (await (await api.post('/api/admin/login', { data: { username: 'admin', password: 'e2e-admin-password' } })).json()).token;
if (process.env.FUND) {
  const r = await api.post('/api/admin/wallet/adjustments', { headers: { authorization: `Bearer ${admin}` }, data: { account: 'player01', amount: 500000, reason: 'shots', requestId: `shots-${Date.now()}` } });
  console.log('fund', r.status());
}
const events = (await (await api.get('/api/sportsbook/events?vertical=SPORTS&status=upcoming')).json()).events.filter((e) => e.away && e.sport === 'football');
const ev1 = events[0].id, ev2 = events[1].id;
const cf = (await (await api.get('/api/sportsbook/events?vertical=COCKFIGHT&status=upcoming')).json()).events;
const cfId = cf[cf.length - 1]?.id;
if (process.env.PLACE) {
  const det = await (await api.get(`/api/sportsbook/events/${ev1}`)).json();
  const m = det.markets.find((x) => x.kind === '1x2');
  const r = await api.post('/api/sportsbook/bets?vendor=IBC', { headers: { authorization: `Bearer ${token}` }, data: { requestId: crypto.randomUUID(), betType: 'single', legs: [{ selectionId: m.selections[0].id, odds1000: m.selections[0].odds1000 }], stakePerLine: 1000, acceptOdds: 'any' } });
  console.log('place', r.status(), (await r.text()).slice(0, 200));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const shots = (process.env.SHOTS ?? 'all').split(',');
const want = (n) => shots.includes('all') || shots.includes(n);
async function shot(name, { width = 1280, theme = 'light', lang = 'en', path, setup, full = true }) {
  if (!want(name)) return;
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript(([t, th, l]) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('token', t);
    localStorage.setItem('theme', th);
    localStorage.setItem('lang', l);
  }, [token, theme, lang]);
  const page = await ctx.newPage();
  await page.goto(BASE + path, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(2500);
  if (setup) await setup(page);
  await page.waitForTimeout(800);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: full });
  console.log(name, 'overflow', overflow);
  await ctx.close();
}
const addTwo = async (page) => {
  await page.goto(`${BASE}/sports?event=${ev1}`, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-kind="1x2"] [data-testid="odds-button"]').first().click();
  await page.goto(`${BASE}/sports?event=${ev2}`, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(1500);
  await page.locator('[data-kind="1x2"] [data-testid="odds-button"]').nth(2).click();
  if (await page.getByTestId('combo-stake').isVisible()) await page.getByTestId('combo-stake').fill('10');
};
await shot('list-light', { path: '/sports' });
await shot('list-dark', { path: '/sports', theme: 'dark' });
await shot('event-slip-light', { path: '/sports', setup: addTwo });
await shot('event-slip-dark', { path: '/sports', theme: 'dark', setup: addTwo });
await shot('event-zh', { path: '/sports', lang: 'zh', setup: addTwo });
await shot('event-km', { path: '/sports', lang: 'km', setup: addTwo });
await shot('phone-list', { path: '/sports', width: 390 });
await shot('phone-event', { path: '/sports', width: 390, setup: addTwo });
await shot('phone-slip', { path: '/sports', width: 390, full: false, setup: async (p) => { await addTwo(p); await p.locator('button[aria-expanded]').filter({ hasText: '(' }).first().click(); await p.getByTestId('combo-stake').fill('10'); } });
await shot('phone-slip-km', { path: '/sports', width: 390, lang: 'km', full: false, setup: async (p) => { await addTwo(p); await p.locator('button[aria-expanded]').filter({ hasText: '(' }).first().click(); } });
await shot('cockfight', { path: `/cockfight?vendor=SV388&event=${cfId}` });
await shot('cockfight-dark-phone', { path: `/cockfight?event=${cfId}`, theme: 'dark', width: 390 });
await shot('esports', { path: '/esports' });
await shot('bets', { path: '/sports?view=bets' });
await shot('bets-phone-zh', { path: '/sports?view=bets', width: 390, lang: 'zh' });
await shot('results', { path: '/sports?view=results', theme: 'dark' });
await shot('home-sports', { path: '/', setup: async (p) => { await p.getByTestId('section-SPORTS').scrollIntoViewIfNeeded(); await p.waitForTimeout(1500); } , full: false});
await shot('records', { path: '/member?page=personalHistoryCopy' });
await shot('records-zh', { path: '/member?page=personalHistoryCopy', lang: 'zh' });
await browser.close();
await api.dispose();
// (appended) place a single via API and show the records pages
