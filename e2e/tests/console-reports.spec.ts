// The console's Reports and Site screens (issue 15, decision 045) in Chromium against the real
// server: a member plays an in-house round through the game API, the owner opens GGR by vendor
// for today, sees the round's money in it and exports the CSV (header first, then today's rows);
// on the site screen the owner turns maintenance on and off and the player API follows. Axe on
// both screens in both themes and in Chinese (SHOTS=dir keeps screenshots for a look).
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, setMaintenance } from '../support/api';
import { dealScreensToPairs, seriousAxeViolations } from '../support/axe';
import { createFundedMember, inhouseGameNode, playOneShotRound } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const MEMBER = `rep${String(SEED % 1_000_000).padStart(6, '0')}`;
const SHOTS = process.env.SHOTS;
const TODAY = new Date().toISOString().slice(0, 10);

/** Signs the page in as the seeded owner through its API session (not the form). */
async function signedIn(page: Page, request: APIRequestContext, lang = 'en', theme = 'light') {
  const token = await adminToken(request);
  await page.addInitScript(
    (v) => {
      sessionStorage.setItem('console.token', v.token);
      localStorage.setItem('console.lang', v.lang);
      localStorage.setItem('console.theme', v.theme);
    },
    { token, lang, theme },
  );
}

async function axeClean(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}

async function systemStatus(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/site/status');
  return ((await res.json()) as { systemStatus: number }).systemStatus;
}

test.beforeEach(({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test.describe.serial('[CONSOLE] reports and site', () => {
  test.afterAll(async ({ request }) => {
    await setMaintenance(request, false);
  });

  test('[CONSOLE] the owner opens GGR by vendor for today and exports it as CSV', async ({
    page,
    request,
  }) => {
    const { token } = await createFundedMember(request, MEMBER, 50_000);
    const scratch = await inhouseGameNode(request, 'scratch');
    const round = await playOneShotRound(
      request,
      token,
      scratch,
      { engine: 'scratch', bet: 1_000 },
      `e2e-rep-${SEED}`,
    );
    expect(round.stake).toBe(1_000);

    await signedIn(page, request);
    await page.goto('/console/');
    await page
      .getByRole('navigation', { name: 'Console menu' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Report' })).toHaveValue('ggr-vendor');
    await expect(page.getByLabel('From (UTC day)')).toHaveValue(TODAY);
    await expect(page.getByLabel('To (UTC day)')).toHaveValue(TODAY);
    const table = page.getByRole('table', { name: 'GGR by vendor' });
    await expect(table.getByTestId('table-row').first()).toContainText(TODAY);
    await expect(page.getByRole('group', { name: 'Totals of the range' })).toContainText('GGR');
    await axeClean(page, 'reports');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ggr-vendor_${TODAY}_${TODAY}.csv`);
    const text = await readFile((await download.path())!, 'utf8');
    // UTF-8 with a byte-order mark (Excel), money in major units with a currency column (issue 25)
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('day,vendor,bets,stake,payout,ggr,currency');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.startsWith(`${TODAY},`) && l.endsWith(',USD'))).toBe(true);
    expect(lines.slice(1).every((l) => /^-?[0-9]+\.[0-9]{2}$/.test(l.split(',')[3]!))).toBe(true);
    // the CSV's stake column adds up to the page's rows (one page: a vendor a row)
    const stakes = lines.slice(1).reduce((s, l) => s + Math.round(Number(l.split(',')[3]) * 100), 0);
    expect(stakes).toBeGreaterThanOrEqual(round.stake);

    // an operator's manual credit shows in the manual adjustments report (issue 25)
    const reason = `E2E goodwill ${SEED}`;
    const adjusted = await request.post('/api/admin/wallet/adjustments', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { account: MEMBER, amount: 1_250, reason, requestId: `e2e-rep-adj-${SEED}` },
    });
    expect(adjusted.ok(), await adjusted.text()).toBe(true);
    await page.getByRole('combobox', { name: 'Report' }).selectOption('manual-adjustments');
    await page.getByRole('button', { name: 'Show' }).click();
    const adjustments = page.getByRole('table', { name: 'Manual adjustments' });
    const adjustmentRow = adjustments.getByTestId('table-row').filter({ hasText: reason });
    await expect(adjustmentRow).toContainText(MEMBER);
    await expect(adjustmentRow).toContainText('admin');
    await expect(adjustmentRow).toContainText('12.50');
    await expect(page.getByRole('group', { name: 'Totals of the range' })).toContainText('Credits');

    // another report through the picker, and a reversed range is refused in the form
    await page.getByRole('combobox', { name: 'Report' }).selectOption('player-pnl');
    await page.getByRole('button', { name: 'Show' }).click();
    // members in id order: the new member is on the last page
    const pnl = page.getByRole('table', { name: 'Player P&L' });
    await expect(pnl.getByTestId('table-row').first()).toBeVisible();
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
    while (
      (await pnl.getByTestId('table-row').filter({ hasText: MEMBER }).count()) === 0 &&
      (await next.isEnabled())
    ) {
      const first = await pnl.getByTestId('table-row').first().textContent();
      await next.click();
      await expect(pnl.getByTestId('table-row').first()).not.toHaveText(first ?? '');
    }
    await expect(pnl.getByTestId('table-row').filter({ hasText: MEMBER })).toHaveCount(1);
    await page.getByLabel('From (UTC day)').fill('2026-01-02');
    await page.getByLabel('To (UTC day)').fill('2026-01-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('alert')).toContainText('first not after the last');
  });

  test('[CONSOLE] the owner turns maintenance on and off from the site screen', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/console/site');
    await expect(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
    const state = page.getByTestId('maintenance-state');
    await expect(state).toHaveText('Maintenance is off: the player site is open.');
    await axeClean(page, 'site');

    await page.getByLabel('Message shown to players').fill(`Back soon ${SEED}`);
    await page.getByRole('button', { name: 'Turn maintenance on' }).click();
    await expect(state).toHaveText('Maintenance is on: the player site is closed.');
    await expect.poll(() => systemStatus(request)).toBe(1);

    await page.getByRole('button', { name: 'Turn maintenance off' }).click();
    await expect(state).toHaveText('Maintenance is off: the player site is open.');
    await expect.poll(() => systemStatus(request)).toBe(0);
  });

  test('[CONSOLE] reports and site are axe clean in both themes and in Chinese', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const {
      pair: [lang, theme],
      screens: dealt,
    } of dealScreensToPairs(
      ['reports', 'site'],
      [
        ['en', 'dark'],
        ['zh', 'light'],
        ['zh', 'dark'],
      ],
    )) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signedIn(page, request, lang, theme);
      for (const screen of dealt) {
        await page.goto(`/console/${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (screen === 'reports') {
          await expect(page.getByTestId('table-row').first()).toBeVisible();
        } else {
          await expect(page.getByTestId('maintenance-state')).toBeVisible();
        }
        await axeClean(page, `${screen} ${lang} ${theme}`);
        if (SHOTS) {
          await page.screenshot({ path: `${SHOTS}/console-${screen}-${lang}-${theme}.png`, fullPage: true });
        }
      }
      await context.close();
    }
  });
});

test('[CONSOLE] the site screen shows no write buttons to a read-only role', async ({ page, request }) => {
  const token = await adminToken(request);
  const username = `aud${String(SEED % 1_000_000).padStart(6, '0')}`;
  const password = 'Auditor-pass-123';
  const created = await request.post('/api/admin/operators', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password, role: 'auditor' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/admin/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const auditor = ((await login.json()) as { token: string }).token;
  await page.addInitScript((v) => sessionStorage.setItem('console.token', v), auditor);
  await page.goto('/console/site');
  await expect(page.getByText('Your role may read the site configuration but not change it.')).toBeVisible();
  await expect(page.getByTestId('maintenance-state')).toBeVisible();
  await expect(page.getByRole('button', { name: /Turn maintenance/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
});
