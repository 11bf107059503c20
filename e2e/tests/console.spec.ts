// The operator console of issue 15 (apps/console, served at /console) in Chromium against the real
// server: the seeded owner signs in through the form, approves a withdrawal a member made through
// the player API, publishes a notice that then shows on the player home page; axe on every screen
// in both themes and in Chinese (SHOTS=dir keeps screenshots for a look); an owner enrols TOTP and
// creates a finance operator who signs in with TOTP; an auditor changes nothing.
import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { adminToken, encrypt } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer, createFundedMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const MEMBER = `con${String(SEED % 1_000_000).padStart(6, '0')}`;
const NOTICE = `Console notice ${SEED}`;
const SHOTS = process.env.SHOTS;
const WITHDRAWAL = 12_345;

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

/** A member with funds, a fund password and a bank card asks for a withdrawal through the player API. */
async function memberWithdraws(request: APIRequestContext): Promise<string> {
  const { token } = await createFundedMember(request, MEMBER, 100_000);
  const fund = await encrypt(request, '135790');
  const set = await request.post('/api/cashier/fund-password', {
    headers: bearer(token),
    data: { newPassword: fund, confirmNewPassword: fund },
  });
  expect(set.ok(), await set.text()).toBe(true);
  const card = await request.post('/api/cashier/bank-cards', {
    headers: bearer(token),
    data: {
      bankName: 'E2E Bank',
      accountNumber: `7700${String(SEED).padStart(9, '0')}`,
      payeeName: 'Console Member',
    },
  });
  expect(card.ok(), await card.text()).toBe(true);
  const { id: bankCardId } = (await card.json()) as { id: string };
  const withdrawal = await request.post('/api/cashier/withdrawals', {
    headers: bearer(token),
    data: {
      bankCardId,
      amount: WITHDRAWAL,
      fundPassword: await encrypt(request, '135790'),
      requestId: `e2e-console-${SEED}`,
    },
  });
  expect(withdrawal.ok(), await withdrawal.text()).toBe(true);
  return ((await withdrawal.json()) as { id: string }).id;
}

async function axeClean(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}

test.beforeEach(({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test.describe.serial('[CONSOLE] operator console', () => {
  let withdrawalId = '';

  test('[CONSOLE] the owner signs in through the form and lands on the dashboard', async ({ page }) => {
    await page.goto('/console/');
    await expect(page).toHaveURL(/\/console\/login$/);
    await axeClean(page, 'login');
    // (no wrong password here: one failure asks this IP for a captcha at the next operator login)
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    for (const entry of ['Withdrawals', 'Deposits', 'Notices', 'Operators', 'Audit log']) {
      await expect(menu.getByRole('link', { name: entry })).toBeVisible();
    }
  });

  test('[CONSOLE] the owner approves a withdrawal a member made through the API', async ({
    page,
    request,
  }) => {
    withdrawalId = await memberWithdraws(request);
    await signedIn(page, request);
    await page.goto('/console/cashier/withdrawals');
    await page.getByLabel('Member on this page').fill(MEMBER);
    const row = page.getByTestId('table-row').filter({ hasText: MEMBER });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('123.45');
    await axeClean(page, 'withdrawals');
    await row.getByRole('button', { name: `Approve ${withdrawalId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 1 request?' });
    await expect(dialog).toContainText(withdrawalId);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 approved.' })).toBeVisible();
    await expect(row).toHaveCount(0);

    const res = await request.get('/api/admin/cashier/withdrawals?status=approved&pageSize=100', {
      headers: bearer(await adminToken(request)),
    });
    const { rows } = (await res.json()) as { rows: { id: string; memberAccount?: string }[] };
    expect(rows.find((r) => r.id === withdrawalId)?.memberAccount).toBe(MEMBER);
  });

  test('[CONSOLE] a notice published in the console shows on the home page', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/console/content/notices');
    await axeClean(page, 'notices');
    await page.getByLabel('Title (English)').fill(NOTICE);
    await page.getByLabel('Text (English)').fill('<p>Published from the operator console.</p>');
    await page.getByLabel('Title (Chinese, optional)').fill(`控制台公告 ${SEED}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Notice \d+ published\./ })).toBeVisible();
    await expect(page.getByTestId('notice-row').filter({ hasText: NOTICE })).toHaveCount(1);

    await page.goto('/');
    await expect(page.getByTestId('notice-marquee')).toContainText(NOTICE);
  });

  test('[CONSOLE] every screen is axe clean in both themes and in Chinese', async ({ browser, request }) => {
    test.setTimeout(240_000); // fifteen screens, each checked by axe
    const screens = ['', 'cashier/withdrawals', 'cashier/deposits', 'content/notices', 'security'];
    for (const [lang, theme] of [
      ['en', 'dark'],
      ['zh', 'light'],
      ['zh', 'dark'],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signedIn(page, request, lang, theme);
      for (const screen of screens) {
        await page.goto(`/console/${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await axeClean(page, `${screen || 'dashboard'} ${lang} ${theme}`);
        if (SHOTS) {
          await page.screenshot({
            path: `${SHOTS}/console-${(screen || 'dashboard').replace('/', '-')}-${lang}-${theme}.png`,
            fullPage: true,
          });
        }
      }
      await context.close();
    }
  });

  test('[CONSOLE] the withdrawal queue fits a tablet', async ({ page, request }) => {
    await signedIn(page, request);
    await page.setViewportSize({ width: 820, height: 1100 });
    await page.goto('/console/cashier/withdrawals');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await expect(page.getByTestId('table-row').filter({ hasText: MEMBER })).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/console-withdrawals-tablet.png`, fullPage: true });
    }
  });
});

// ---------------------------------------------------------------- TOTP (after the access API lands)

/** RFC 6238 code (SHA-1, 30 s, 6 digits) of a base32 secret at `at` ms. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A code of a later 30-second step than `used` (a code is accepted once). */
async function nextCode(secret: string, used: string): Promise<string> {
  await expect.poll(() => totp(secret), { timeout: 35_000, intervals: [1_000] }).not.toBe(used);
  return totp(secret);
}

async function signInByForm(page: Page, username: string, password: string) {
  await page.goto('/console/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe.serial('[CONSOLE] two-factor sign-in', () => {
  const owner = `own${String(SEED % 1_000_000).padStart(6, '0')}`;
  const finance = `fin${String(SEED % 1_000_000).padStart(6, '0')}`;
  const password = 'Owner-password-1';
  let secret = '';
  let lastCode = '';

  test('[CONSOLE] an owner enrols TOTP with the QR code and sees ten recovery codes once', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/admin/operators', {
      headers: bearer(await adminToken(request)),
      data: { username: owner, password, role: 'owner' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await signInByForm(page, owner, password);
    await page
      .getByRole('navigation', { name: 'Console menu' })
      .getByRole('link', { name: 'Account security' })
      .click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code of your two-factor secret' })).toBeVisible();
    secret = (await page.getByTestId('totp-secret').innerText()).trim();
    lastCode = totp(secret);
    await page.getByLabel('Code from the app').fill(lastCode);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await axeClean(page, 'recovery codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByTestId('totp-status')).toHaveText('Two-factor sign-in is on for your account.');
  });

  test('[CONSOLE] the owner signs in with a TOTP code and creates a finance operator', async ({ page }) => {
    await signInByForm(page, owner, password);
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    lastCode = await nextCode(secret, lastCode);
    await page.getByLabel('Verification code').fill(lastCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.goto('/console/operators');
    await page.getByRole('textbox', { name: 'Username' }).fill(finance);
    await page.getByLabel('Initial password').fill('Finance-password-1');
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('finance');
    await page.getByRole('button', { name: 'Create operator' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Operator ${finance} created.` })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/console\/login$/);
  });

  test('[CONSOLE] a read-only auditor sees the screens without write buttons; the API refuses writes', async ({
    page,
    request,
  }) => {
    const auditor = `aud${String(SEED % 1_000_000).padStart(6, '0')}`;
    const created = await request.post('/api/admin/operators', {
      headers: bearer(await adminToken(request)),
      data: { username: auditor, password: 'Auditor-password-1', role: 'auditor' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const login = await request.post('/api/admin/login', {
      data: { username: auditor, password: 'Auditor-password-1' },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    await page.addInitScript((t) => sessionStorage.setItem('console.token', t), token);

    await page.goto('/console/cashier/withdrawals');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await expect(page.getByTestId('table-row').filter({ hasText: MEMBER })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await page.goto('/console/content/notices');
    await expect(page.getByTestId('notice-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await page.goto('/console/operators');
    await expect(page.getByRole('table', { name: 'Operators' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create operator' })).toHaveCount(0);

    const refused = await request.post('/api/admin/content/notices', {
      headers: bearer(token),
      data: { title: 'Not allowed', content: 'x' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  });

  test('[CONSOLE] the finance operator sees the cashier but not the operators', async ({ page }) => {
    await signInByForm(page, finance, 'Finance-password-1');
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    await expect(menu.getByRole('link', { name: 'Withdrawals' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Operators' })).toHaveCount(0);
    await page.goto('/console/operators');
    await expect(page.getByText('Your role does not allow this.')).toBeVisible();
  });
});
