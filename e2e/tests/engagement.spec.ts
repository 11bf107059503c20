// Notifications and player protection of issue 5 in Chromium against the real server: a fresh
// member deposits through the sandbox gateway in one tab while a second tab of the app stays open,
// and that tab's header bell gets the notification over server-sent events (toast, unread badge,
// balance) without a reload; then the member sets a 24-hour deposit limit in the security centre
// and the deposit page refuses an amount above it; last, an operator rejects a withdrawal and the
// open tab is told at once and the held amount comes back.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { adminToken, encrypt } from '../support/api';
import { bearer, registerMember, walletOf } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const USERNAME = `eng${String(SEED % 1_000_000).padStart(6, '0')}`;
const PASSWORD = 'Engage123';
const FUND_PASSWORD = '135790';

type TShared = { token: string; symbol: string };
let shared: TShared | undefined;

/** Registers the member under agent01 and logs in, once per worker. */
async function setUp(request: APIRequestContext): Promise<TShared> {
  if (!shared) {
    const token = await registerMember(request, USERNAME, PASSWORD, 'AGENT01');
    shared = { token, symbol: (await walletOf(request, token)).currencySymbol };
  }
  return shared;
}

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  return (await walletOf(request, token)).balance;
}

const fmt = (minor: number, symbol: string) =>
  `${minor < 0 ? '-' : ''}${symbol}${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Every tab of the context is logged in as the member and skips the welcome pop-ups. */
async function logIn(context: BrowserContext, token: string) {
  await context.addInitScript((t) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, token);
}

/**
 * Opens `url` in a new tab and waits until its notification stream has sent `ready`, i.e. the
 * server has subscribed the tab, so a notification made afterwards must reach it. Watched through
 * the DevTools protocol: nothing in the app is changed for the test.
 */
async function openListeningTab(context: BrowserContext, url: string): Promise<Page> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  let ready = false;
  cdp.on('Network.eventSourceMessageReceived', (event) => {
    if (event.eventName === 'ready') {
      ready = true;
    }
  });
  await tab.goto(url);
  await expect.poll(() => ready, { message: 'the notification stream never sent ready' }).toBe(true);
  return tab;
}

/** Starts a gateway deposit of `amount` (text, major units) on the deposit page. */
async function startGatewayDeposit(page: Page, amount: string) {
  await page.getByRole('radio', { name: /Online payment/ }).check();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

/** Sets the fund password, binds a card and asks to withdraw `amount` (minor units), all through the API. */
async function requestWithdrawal(request: APIRequestContext, token: string, amount: number): Promise<string> {
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers: bearer(token), data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: string };
  };
  const fund = await encrypt(request, FUND_PASSWORD);
  await post('/api/cashier/fund-password', { newPassword: fund, confirmNewPassword: fund });
  const card = await post('/api/cashier/bank-cards', {
    bankName: 'ABA Bank',
    accountNumber: `7100${String(SEED % 100_000_000).padStart(8, '0')}`,
    payeeName: 'Chan Sophea',
  });
  const withdrawal = await post('/api/cashier/withdrawals', {
    bankCardId: card.id,
    amount,
    fundPassword: await encrypt(request, FUND_PASSWORD),
    requestId: `e2e-wd-${SEED}`,
  });
  return withdrawal.id;
}

async function unreadOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/notifications/unread-count', { headers: bearer(token) });
  return ((await res.json()) as { unreadCount: number }).unreadCount;
}

test.beforeEach(() => {
  test.info().annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test.describe.serial('[ENGAGEMENT] notifications and deposit limits', () => {
  test('[ENGAGEMENT] a gateway deposit credits the balance and an open tab is notified in real time', async ({
    context,
    page,
    request,
  }) => {
    const { token, symbol } = await setUp(request);
    const before = await balanceOf(request, token);
    await logIn(context, token);
    const watcher = await openListeningTab(context, '/');
    const bell = watcher.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(watcher.getByTestId('header-balance')).toHaveText(fmt(before, symbol));

    await page.goto('/member?page=depositv2');
    await startGatewayDeposit(page, '50.00');
    await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/member\?page=depositv2/);
    await expect(page.getByTestId('deposit-row').first()).toContainText('Credited');
    expect(await balanceOf(request, token)).toBe(before + 5000);
    // the tab that paid counts the notification once it is back
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');

    // the other tab was told while open: toast, badge and balance, no reload
    const toast = watcher.getByTestId('notification-toast');
    await expect(toast).toContainText('Deposit credited');
    await expect(toast).toContainText(`${fmt(5000, symbol)} was added to your balance`);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell).toHaveText('1');
    await expect(watcher.getByTestId('header-balance')).toHaveText(fmt(before + 5000, symbol));

    // the list keeps it; reading it clears the badge
    await bell.click();
    const panel = watcher.getByTestId('notification-panel');
    const item = panel.getByRole('button', { name: /Deposit credited/ });
    await expect(item).toContainText(fmt(5000, symbol));
    await item.click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell).toHaveText('');
  });

  test('[ENGAGEMENT] a 24-hour deposit limit applies at once and refuses a deposit above it', async ({
    context,
    page,
    request,
  }) => {
    const { token, symbol } = await setUp(request);
    await logIn(context, token);
    await page.goto('/member?page=securityCenter');
    const limits = page.getByTestId('responsible-gaming');
    const day = limits.getByRole('textbox', { name: 'Per 24 hours' });
    // `has` is matched inside each form, so it is a locator of its own, not one below `limits`
    const dayRow = limits
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: 'Per 24 hours' }) });
    await expect(dayRow).toContainText(`Deposited ${fmt(5000, symbol)}, no limit`);
    await day.fill('100.5.0');
    await expect(dayRow.getByRole('alert')).toHaveText(
      'Enter an amount with at most two decimals, or leave it empty for no limit',
    );
    await expect(dayRow.getByRole('button', { name: 'Save' })).toBeDisabled();
    await day.fill('100.00');
    await expect(dayRow).toContainText('This lower limit applies at once.');
    await dayRow.getByRole('button', { name: 'Save' }).click();
    await expect(dayRow).toContainText(`Deposited ${fmt(5000, symbol)} of ${fmt(10000, symbol)}`);
    await expect(dayRow.getByRole('meter')).toHaveAttribute('aria-valuenow', '50');

    // a raise waits 24 hours: the lower limit stays in force meanwhile
    await day.fill('500.00');
    await expect(dayRow).toContainText('This change takes effect after 24 hours.');
    await dayRow.getByRole('button', { name: 'Save' }).click();
    await expect(dayRow).toContainText(`Changes to ${fmt(50000, symbol)} at`);
    await expect(dayRow).toContainText(`Deposited ${fmt(5000, symbol)} of ${fmt(10000, symbol)}`);

    // 50.00 of 100.00 used: 60.00 more is refused, before any payment
    await page.goto('/member?page=depositv2');
    await startGatewayDeposit(page, '60.00');
    const form = page.getByTestId('deposit-form');
    await expect(form.getByText('This deposit would exceed your deposit limit')).toBeVisible();
    await expect(page).toHaveURL(/\/member\?page=depositv2/);
    const records = await request.get('/api/cashier/deposits', { headers: bearer(token) });
    expect(((await records.json()) as { rows: unknown[] }).rows).toHaveLength(1);

    // exactly the rest of the limit goes through
    const before = await balanceOf(request, token);
    await startGatewayDeposit(page, '50.00');
    await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('deposit-row').first()).toContainText('Credited');
    expect(await balanceOf(request, token)).toBe(before + 5000);
    await page.goto('/member?page=securityCenter');
    await expect(dayRow).toContainText(`Deposited ${fmt(10000, symbol)} of ${fmt(10000, symbol)}`);
    await expect(dayRow.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  });

  test('[ENGAGEMENT] an operator rejects a withdrawal: the open tab is told and the amount is back', async ({
    context,
    request,
  }) => {
    const { token, symbol } = await setUp(request);
    const before = await balanceOf(request, token);
    const id = await requestWithdrawal(request, token, 3000);
    expect(await balanceOf(request, token)).toBe(before - 3000);
    const unread = await unreadOf(request, token);
    await logIn(context, token);
    const tab = await openListeningTab(context, '/member?page=withdraw');
    const row = tab.getByTestId('withdrawal-row').first();
    await expect(row).toContainText('Under review');
    await expect(tab.getByTestId('header-balance')).toHaveText(fmt(before - 3000, symbol));

    const res = await request.post(`/api/admin/cashier/withdrawals/${id}/reject`, {
      headers: bearer(await adminToken(request)),
      data: { reason: 'The payee name does not match' },
    });
    expect(res.ok(), await res.text()).toBe(true);

    const toast = tab.getByTestId('notification-toast');
    await expect(toast).toContainText('Withdrawal rejected');
    await expect(toast).toContainText(
      `Your withdrawal of ${fmt(3000, symbol)} was rejected and the amount is back in your balance`,
    );
    await expect(tab.getByTestId('notification-bell')).toHaveAccessibleName(
      `Notifications, ${unread + 1} unread`,
    );
    await expect(tab.getByTestId('header-balance')).toHaveText(fmt(before, symbol));
    expect(await balanceOf(request, token)).toBe(before);
    await tab.reload();
    await expect(row).toContainText('Rejected');
  });
});
