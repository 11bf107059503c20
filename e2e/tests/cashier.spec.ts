// The member-centre cashier of issue 5 in Chromium against the real server: a fresh member
// registered under agent01 (affiliate code AGENT01) binds a card and sets a fund password in the
// security centre, deposits through the sandbox gateway (Pay on its checkout page) and by bank
// transfer (confirmed by an operator through the admin API), withdraws, gets the payout approved by
// the operator, marks it partially received with a proof image, and transfers to the upline.
// Needs the cashier panes registered in the member centre (depositv2, withdraw, transferUpline,
// transferFund) and SecurityCashierBlocks in the security centre.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { registerMember, walletOf } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const USERNAME = `csh${String(SEED % 1_000_000).padStart(6, '0')}`;
const PASSWORD = 'Cashier123';
const FUND_PASSWORD = '246810';
const ACCOUNT_NUMBER = `6200${String(SEED % 100_000_000).padStart(8, '0')}`;
const REFERENCE = `E2E-${SEED}`;
// a 1×1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type TShared = { token: string; symbol: string };
let shared: TShared | undefined;

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
});

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

async function openPane(page: Page, token: string, key: string) {
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  await page.goto(`/member?page=${key}`);
}

/** The operator's pending record of this member (deposits or withdrawals). */
async function pendingOf(
  request: APIRequestContext,
  kind: 'deposits' | 'withdrawals',
): Promise<{ id: string; amount: number }> {
  const res = await request.get(`/api/admin/cashier/${kind}?status=pending&pageSize=100`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { rows } = (await res.json()) as { rows: { id: string; amount: number; memberAccount?: string }[] };
  const mine = rows.find((r) => r.memberAccount === USERNAME);
  if (!mine) {
    throw new Error(`no pending ${kind} of ${USERNAME}`);
  }
  return mine;
}

async function operator(request: APIRequestContext, path: string) {
  const res = await request.post(`/api/admin/cashier/${path}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe.serial('[CASHIER] member-centre cashier', () => {
  test('[CASHIER] withdraw asks for a card and a fund password first, with a link to set them', async ({
    page,
    request,
  }) => {
    const { token } = await setUp(request);
    await openPane(page, token, 'withdraw');
    const needs = page.getByTestId('cashier-requirements');
    await expect(needs).toContainText('Bind a bank card');
    await expect(needs).toContainText('Set a fund password');
    await needs.getByRole('link', { name: 'Go to the security centre' }).click();
    await expect(page).toHaveURL(/page=securityCenter/);
  });

  test('[CASHIER] bind a card and set a fund password in the security centre', async ({ page, request }) => {
    const { token } = await setUp(request);
    await openPane(page, token, 'securityCenter');
    const fund = page.getByTestId('fund-password-block');
    await fund.getByLabel('New fund password', { exact: true }).fill('12345');
    await fund.getByLabel('Confirm fund password', { exact: true }).fill('12345');
    await fund.getByRole('button', { name: 'Set fund password' }).click();
    await expect(fund.getByText('The fund password is 6 digits')).toBeVisible();
    await fund.getByLabel('New fund password', { exact: true }).fill(FUND_PASSWORD);
    await fund.getByLabel('Confirm fund password', { exact: true }).fill(FUND_PASSWORD);
    await fund.getByRole('button', { name: 'Set fund password' }).click();
    await expect(fund.getByText('Your fund password is set.')).toBeVisible();
    await expect(fund.getByLabel('Current fund password', { exact: true })).toBeVisible();

    const cards = page.getByTestId('bank-card-block');
    await expect(cards.getByText('No bank card bound yet.')).toBeVisible();
    await cards.getByLabel('Bank', { exact: true }).fill('ABA Bank');
    await cards.getByLabel('Account number', { exact: true }).fill(ACCOUNT_NUMBER);
    await cards.getByLabel('Payee name', { exact: true }).fill('Sok Dara');
    await cards.getByRole('button', { name: 'Bind card' }).click();
    await expect(cards.getByText('Bank card bound.')).toBeVisible();
    const card = cards.getByTestId('bank-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(ACCOUNT_NUMBER.slice(-4));
    await expect(card).not.toContainText(ACCOUNT_NUMBER);
    // the first card fixes the payee name
    const payee = cards.getByLabel('Payee name', { exact: true });
    await expect(payee).toHaveValue('Sok Dara');
    await expect(payee).toHaveAttribute('readonly', '');
  });

  test('[CASHIER] deposit through the sandbox gateway credits the balance', async ({ page, request }) => {
    const { token, symbol } = await setUp(request);
    const before = await balanceOf(request, token);
    await openPane(page, token, 'depositv2');
    await page.getByRole('radio', { name: /Online payment/ }).check();
    await page.getByLabel('Amount', { exact: true }).fill('5.001');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Enter an amount with at most 2 decimals, e.g. 100.50')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('50.00');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/member\?page=depositv2/);
    const row = page.getByTestId('deposit-row').first();
    await expect(row).toContainText('Credited');
    await expect(row).toContainText(fmt(5000, symbol));
    expect(await balanceOf(request, token)).toBe(before + 5000);
    await page.goto('/member?page=transferFund');
    await expect(page.getByTestId('wallet-balance')).toHaveText(fmt(before + 5000, symbol));
  });

  test('[CASHIER] deposit by bank transfer is credited once an operator confirms it', async ({
    page,
    request,
  }) => {
    const { token, symbol } = await setUp(request);
    const before = await balanceOf(request, token);
    await openPane(page, token, 'depositv2');
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await expect(page.getByTestId('deposit-bank')).toContainText('Pavilion Bank');
    await page.getByLabel('Amount', { exact: true }).fill('200.00');
    await page.getByLabel('Transfer reference', { exact: true }).fill(REFERENCE);
    await page.getByRole('button', { name: 'I have transferred' }).click();
    await expect(page.getByText('Deposit submitted.', { exact: false })).toBeVisible();
    const row = page.getByTestId('deposit-row').filter({ hasText: REFERENCE });
    await expect(row).toContainText('Waiting for confirmation');

    const pending = await pendingOf(request, 'deposits');
    expect(pending.amount).toBe(20000);
    await operator(request, `deposits/${pending.id}/confirm`);
    await page.reload();
    await expect(row).toContainText('Credited');
    expect(await balanceOf(request, token)).toBe(before + 20000);
    await page.goto('/member?page=transferFund');
    await expect(page.getByTestId('wallet-balance')).toHaveText(fmt(before + 20000, symbol));
  });

  test('[CASHIER] withdraw with the fund password; the amount is locked while pending', async ({
    page,
    request,
  }) => {
    const { token, symbol } = await setUp(request);
    const before = await balanceOf(request, token);
    await openPane(page, token, 'withdraw');
    await expect(page.getByTestId('withdraw-withdrawable')).toHaveText(fmt(before, symbol));
    const form = page.getByTestId('withdraw-form');
    await form.getByLabel('Amount', { exact: true }).fill('120.00');
    await form.getByLabel('Fund password', { exact: true }).fill('000000');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByText('The fund password is wrong')).toBeVisible();
    await form.getByLabel('Fund password', { exact: true }).fill(FUND_PASSWORD);
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Withdrawal requested.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('withdrawal-row').first()).toContainText('Under review');
    await page.goto('/member?page=transferFund');
    await expect(page.getByTestId('wallet-locked')).toHaveText(fmt(12000, symbol));
    await expect(page.getByTestId('wallet-balance')).toHaveText(fmt(before - 12000, symbol));
  });

  test('[CASHIER] after the operator pays out, mark it partially received with a proof image', async ({
    page,
    request,
  }) => {
    const { token, symbol } = await setUp(request);
    const pending = await pendingOf(request, 'withdrawals');
    await operator(request, `withdrawals/${pending.id}/approve`);
    await openPane(page, token, 'withdraw');
    const row = page.getByTestId('withdrawal-row').first();
    await expect(row).toContainText('Paid out – please confirm');
    await row.getByRole('button', { name: 'Partially received' }).click();
    const dialog = page.getByTestId('confirm-withdrawal');
    await dialog.getByLabel('Amount not received', { exact: true }).fill('20.00');
    const proof = dialog.getByLabel('Proof image', { exact: true });
    // refused in the browser before any upload
    await proof.setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(dialog.getByText('The proof must be a PNG or JPG image')).toBeVisible();
    await proof.setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(dialog.getByText('The proof image must be at most 5 MB')).toBeVisible();
    await proof.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Partially received');
    await expect(row.getByTestId('withdrawal-remaining')).toHaveText(`Not received: ${fmt(2000, symbol)}`);
    await expect(row).toContainText('Proof sent');
    await expect(row.getByRole('button', { name: 'Received' })).toHaveCount(0);
  });

  test('[CASHIER] transfer to the upline agent with the fund password', async ({ page, request }) => {
    const { token, symbol } = await setUp(request);
    const before = await balanceOf(request, token);
    await openPane(page, token, 'transferUpline');
    await expect(page.getByTestId('upline-name')).toContainText('agent01');
    const form = page.getByTestId('transfer-upline-form');
    await form.getByLabel('Amount', { exact: true }).fill('30.00');
    await form.getByLabel('Fund password', { exact: true }).fill(FUND_PASSWORD);
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText(`${fmt(3000, symbol)} sent to agent01.`)).toBeVisible();
    expect(await balanceOf(request, token)).toBe(before - 3000);
    await expect(page.getByTestId('upline-balance')).toHaveText(fmt(before - 3000, symbol));
  });

  test('[CASHIER] the cashier panes fit a 390 px phone without sideways scrolling', async ({
    page,
    request,
  }) => {
    const { token } = await setUp(request);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const key of ['depositv2', 'withdraw', 'transferUpline', 'transferFund', 'securityCenter']) {
      await openPane(page, token, key);
      await expect(page.locator('#member-pane-title')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, key).toBeLessThanOrEqual(0);
    }
  });
});
