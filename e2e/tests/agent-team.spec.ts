// The agent team of issue 12 in Chromium against the real server: agent01 logs in at /agent,
// registers a downline agent on "Register account", finds it in team management, drills down into
// its own downline (a player it opened through the API) and back up the breadcrumb, sets its fund
// password and transfers to it; the downline agent logs in and sees the money. Axe on every page
// and dialog; 390 px without sideways scrolling.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { encrypt } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const DOWNLINE = `dla${String(SEED % 1_000_000).padStart(6, '0')}`;
const PLAYER = `dlp${String(SEED % 1_000_000).padStart(6, '0')}`;
const PASSWORD = 'Downline123';
const FUND_PASSWORD = '135790';

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
});

async function agentLogin(page: Page, username: string, password: string) {
  await page.goto('/agent');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { type: 'username', username, password: await encrypt(request, password) },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('[AGENT] register a downline agent, find and drill into it, transfer to it; it sees the money', async ({
  page,
  request,
  browser,
}) => {
  await agentLogin(page, 'agent01', 'Agent123');
  await expect(page.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await expect(page.getByTestId('team-figures')).toBeVisible();
  expect(await seriousAxeViolations(page, 'team overview')).toEqual([]);

  // register account: a downline agent under agent01
  await page.getByRole('link', { name: 'Register account' }).click();
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  expect(await seriousAxeViolations(page, 'register account')).toEqual([]);
  await form.getByLabel('Account type').selectOption({ label: 'Agent' });
  await form.getByLabel('Username').fill(DOWNLINE);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('register-done')).toContainText(DOWNLINE);
  await expect(page.getByTestId('invite-card')).toContainText('AGENT01');

  // the new agent opens a player of its own (through the API) so there is a level to drill into
  const downlineToken = await apiLogin(request, DOWNLINE, PASSWORD);
  const opened = await request.post('/api/agent/team/register', {
    headers: bearer(downlineToken),
    data: {
      type: 0,
      username: PLAYER,
      password: await encrypt(request, PASSWORD),
      confirmPassword: await encrypt(request, PASSWORD),
    },
  });
  expect(opened.ok(), await opened.text()).toBe(true);

  // team management: search, drill down one level, back up by the breadcrumb
  await page.getByRole('link', { name: 'Team management' }).click();
  await expect(page.getByRole('heading', { name: 'Team management' })).toBeVisible();
  const search = page.getByRole('search');
  await search.getByLabel('Username').fill(DOWNLINE);
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('team-table-row').filter({ hasText: DOWNLINE });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('team-table-row')).toHaveCount(1);
  expect(await seriousAxeViolations(page, 'team management')).toEqual([]);
  await row.getByRole('button', { name: `Show the 1 direct downline member of ${DOWNLINE}` }).click();
  const crumbs = page.getByTestId('team-breadcrumb');
  await expect(crumbs).toContainText(DOWNLINE);
  const playerRow = page.getByTestId('team-table-row').filter({ hasText: PLAYER });
  await expect(playerRow).toHaveCount(1);
  // a contract is offered to agents only: a player's row has none
  await expect(playerRow.getByRole('button', { name: 'Transfer' })).toBeVisible();
  await expect(playerRow.getByRole('link', { name: 'Offer contract' })).toHaveCount(0);
  await crumbs.getByRole('button', { name: 'agent01' }).click();
  await expect(crumbs.getByRole('button')).toHaveCount(0);
  // back at the top the search is cleared and the demo tree fills the pages: search again
  await search.getByLabel('Username').fill(DOWNLINE);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('team-table-row')).toHaveCount(1);

  // details, then transfer with the fund password (set first in the dialog)
  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Member details' });
  await expect(details.getByTestId('member-details')).toContainText(DOWNLINE);
  expect(await seriousAxeViolations(page, 'member details', ['dialog'])).toEqual([]);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('link', { name: 'Offer contract' })).toHaveAttribute(
    'href',
    `/agentHome?page=agentDailyWages2&member=${DOWNLINE}`,
  );

  await row.getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: `Transfer to ${DOWNLINE}` });
  const agentToken = await page.evaluate(() => sessionStorage.getItem('token'));
  const status = await request.get('/api/cashier/fund-password', { headers: bearer(agentToken ?? '') });
  if (!((await status.json()) as { isSet: boolean }).isSet) {
    await dialog.getByLabel('New fund password (6 digits)').fill(FUND_PASSWORD);
    await dialog.getByLabel('Confirm fund password').fill(FUND_PASSWORD);
    await dialog.getByRole('button', { name: 'Set fund password' }).click();
  }
  await expect(dialog.getByTestId('transfer-form')).toBeVisible();
  expect(await seriousAxeViolations(page, 'transfer dialog', ['dialog'])).toEqual([]);
  await dialog.getByLabel('Amount').fill('12.34');
  await dialog.getByLabel('Fund password', { exact: true }).fill(FUND_PASSWORD);
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByTestId('transfer-done')).toContainText(`$12.34 was sent to ${DOWNLINE}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('$12.34');

  // the downline agent logs in (phone width) and sees the money on its overview
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const downlinePage = await phone.newPage();
  await downlinePage.addInitScript(() => sessionStorage.setItem('USER_POPUP', '1'));
  await agentLogin(downlinePage, DOWNLINE, PASSWORD);
  await expect(downlinePage.getByTestId('my-balance')).toHaveText('$12.34');
  await expect(downlinePage.getByTestId('team-size-all')).toHaveText('1');
  await noSidewaysScroll(downlinePage);
  expect(await seriousAxeViolations(downlinePage, 'downline overview (phone)')).toEqual([]);
  for (const key of ['registerCenter', 'downlineManagmentView']) {
    await downlinePage.goto(`/agentHome?page=${key}`);
    await expect(downlinePage.locator('#agent-page-title')).toBeVisible();
    await noSidewaysScroll(downlinePage);
  }
  await expect(downlinePage.getByTestId('team-table-row').filter({ hasText: PLAYER })).toHaveCount(1);
  expect(await seriousAxeViolations(downlinePage, 'team management (phone)')).toEqual([]);
  await phone.close();
});
