// Console cashier operations of issue 15 (decision 053) in Chromium against the real server: a
// finance operator rejects a withdrawal with a reason and the member sees it rejected with the
// money back; a member's proof image opens from the withdrawal queue; the finance operator lowers
// a deposit channel's maximum and the player's deposit form (and the API) refuse an amount over it;
// an owner rotates a vendor's secret and sees it exactly once; an owner resets an operator's lost
// two-factor and the operator is signed out and sent to enrol again. Axe on each screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminToken, encrypt } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer, createFundedMember, walletOf } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const MEMBER = `ccs${String(SEED % 1_000_000).padStart(6, '0')}`;
const FINANCE = `fin${String(SEED % 1_000_000).padStart(6, '0')}`;
const FINANCE_PASSWORD = 'Finance-password-1';
const FUND = '135790';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function axeClean(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}

/** The page starts signed in to the console with `token`, and as `member` on the player site. */
async function signedIn(page: Page, token: string, member?: string) {
  await page.addInitScript(
    (v) => {
      sessionStorage.setItem('console.token', v.token);
      localStorage.setItem('console.lang', 'en');
      localStorage.setItem('console.theme', 'light');
      sessionStorage.setItem('USER_POPUP', '1');
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      if (v.member) {
        sessionStorage.setItem('token', v.member);
      }
    },
    { token, member: member ?? null },
  );
}

let financeToken = '';
async function finance(request: APIRequestContext): Promise<string> {
  if (!financeToken) {
    const created = await request.post('/api/admin/operators', {
      headers: bearer(await adminToken(request)),
      data: { username: FINANCE, password: FINANCE_PASSWORD, role: 'finance' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const login = await request.post('/api/admin/login', {
      data: { username: FINANCE, password: FINANCE_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    financeToken = ((await login.json()) as { token: string }).token;
  }
  return financeToken;
}

let member: { token: string; cardId: string } | undefined;
async function readyMember(request: APIRequestContext) {
  if (!member) {
    const { token } = await createFundedMember(request, MEMBER, 100_000);
    const fund = await encrypt(request, FUND);
    const set = await request.post('/api/cashier/fund-password', {
      headers: bearer(token),
      data: { newPassword: fund, confirmNewPassword: fund },
    });
    expect(set.ok(), await set.text()).toBe(true);
    const card = await request.post('/api/cashier/bank-cards', {
      headers: bearer(token),
      data: {
        bankName: 'E2E Bank',
        accountNumber: `7800${String(SEED).padStart(9, '0')}`,
        payeeName: 'Cashier Member',
      },
    });
    expect(card.ok(), await card.text()).toBe(true);
    member = { token, cardId: ((await card.json()) as { id: string }).id };
  }
  return member;
}

async function withdraw(request: APIRequestContext, amount: number, n: number): Promise<string> {
  const m = await readyMember(request);
  const res = await request.post('/api/cashier/withdrawals', {
    headers: bearer(m.token),
    data: {
      bankCardId: m.cardId,
      amount,
      fundPassword: await encrypt(request, FUND),
      requestId: `e2e-ccs-${SEED}-${n}`,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

test.beforeEach(({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test.describe.serial('[CONSOLE] cashier operations', () => {
  test('[CONSOLE] a finance operator rejects a withdrawal; the member sees it rejected, money back', async ({
    page,
    request,
  }) => {
    // the first test pays for the set-up (a registered member, a fund password, a card, an operator)
    // and the first page loads: 47 to 60 s in our runs on a shared two-core machine
    test.setTimeout(120_000);
    const m = await readyMember(request);
    const before = (await walletOf(request, m.token)).balance;
    const id = await withdraw(request, 23_456, 1);
    expect((await walletOf(request, m.token)).balance).toBe(before - 23_456);

    await signedIn(page, await finance(request), m.token);
    await page.goto('/console/cashier/withdrawals');
    await page.getByLabel('Member on this page').fill(MEMBER);
    const row = page.getByTestId('table-row').filter({ hasText: MEMBER });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Reject ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject request ${id}` });
    await dialog.getByLabel('Reason').fill('Payee name does not match the card');
    await axeClean(page, 'reject dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Request ${id} rejected.` })).toBeVisible();

    await page.goto('/member?page=withdraw');
    const record = page.getByTestId('withdrawal-row').first();
    await expect(record).toContainText('Rejected');
    await expect(record).toContainText('Payee name does not match the card');
    expect((await walletOf(request, m.token)).balance).toBe(before);
  });

  test('[CONSOLE] a member’s proof image opens from the withdrawal queue', async ({ page, request }) => {
    const m = await readyMember(request);
    const id = await withdraw(request, 11_111, 2);
    const paid = await request.post(`/api/admin/cashier/withdrawals/${id}/approve`, {
      headers: bearer(await finance(request)),
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const confirmed = await request.post(`/api/cashier/withdrawals/${id}/confirm`, {
      headers: bearer(m.token),
      data: { action: 'not_received', proofImage: PNG.toString('base64') },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    // the proof is never public: without an operator token the admin route refuses
    expect((await request.get(`/api/admin/cashier/withdrawals/${id}/proof`)).status()).toBe(401);

    await signedIn(page, await finance(request));
    await page.goto('/console/cashier/withdrawals');
    // the queue's status filter (the table's column menu also has a "Status" checkbox)
    await page.locator('select').and(page.getByLabel('Status')).selectOption('not_received');
    const row = page.getByTestId('table-row').filter({ hasText: MEMBER });
    await expect(row).toHaveCount(1);
    const thumb = row.getByRole('button', { name: `Open the proof image of withdrawal ${id}` });
    await expect(thumb.getByRole('img')).toHaveJSProperty('naturalWidth', 1);
    await axeClean(page, 'withdrawals with proof');
    await thumb.click();
    const view = page.getByRole('dialog', { name: `Proof image of withdrawal ${id}` });
    await expect(view.getByRole('img')).toBeVisible();
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();
  });

  test('[CONSOLE] a lowered deposit maximum is refused by the player’s deposit form and the API', async ({
    page,
    request,
  }) => {
    const m = await readyMember(request);
    const token = await finance(request);
    await signedIn(page, token, m.token);
    await page.goto('/console/cashier/channels');
    await expect(page.getByRole('heading', { name: 'Payment channels and limits', level: 1 })).toBeVisible();
    await axeClean(page, 'channels');
    await page.getByRole('button', { name: 'Edit channel Bank transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit channel Bank transfer' });
    await dialog.getByLabel('Maximum amount').fill('300.00');
    await dialog.getByLabel('Daily limit per member').fill('1000.00');
    await axeClean(page, 'channel dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Channel Bank transfer saved.' })).toBeVisible();
    const row = page.getByTestId('deposit-channel-bank');
    await expect(row).toContainText('300.00');
    await expect(row).toContainText('1,000.00');

    try {
      await page.goto('/member?page=depositv2');
      await page.getByRole('radio', { name: /Bank transfer/ }).check();
      await page.getByLabel('Amount', { exact: true }).fill('300.01');
      await page.getByLabel('Transfer reference', { exact: true }).fill(`E2E-CCS-${SEED}`);
      await page.getByRole('button', { name: 'I have transferred' }).click();
      await expect(page.getByText(/The maximum is .*300\.00/)).toBeVisible();
      const api = await request.post('/api/cashier/deposits', {
        headers: bearer(m.token),
        data: { channelId: 'bank', amount: 30_001, reference: 'E2E', requestId: `e2e-ccs-dep-${SEED}` },
      });
      expect(api.status()).toBe(400);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe('AMOUNT_OUT_OF_RANGE');
    } finally {
      const reset = await request.put('/api/admin/cashier/channels/bank', {
        headers: bearer(token),
        data: { maxAmount: 5_000_000, dailyLimit: null },
      });
      expect(reset.ok(), await reset.text()).toBe(true);
    }
  });

  test('[CONSOLE] an owner rotates a vendor secret and sees it once', async ({ page, request }) => {
    await signedIn(page, await adminToken(request));
    await page.goto('/console/games/vendors');
    const row = page.getByTestId('seamless-vendor-INHOUSE');
    await expect(row).toBeVisible();
    await axeClean(page, 'vendors');
    await row.getByRole('button', { name: 'Rotate the secret of INHOUSE' }).click();
    const confirm = page.getByRole('dialog', { name: 'Rotate the secret of INHOUSE?' });
    await confirm.getByRole('button', { name: 'Rotate secret' }).click();
    const shown = page.getByRole('dialog', { name: 'New secret for INHOUSE' });
    await expect(shown.getByRole('alert')).toContainText('shown once');
    const secret = await shown.getByLabel('New secret').inputValue();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await axeClean(page, 'new secret dialog');
    await shown.getByRole('button', { name: 'I have saved it' }).click();
    await expect(shown).toBeHidden();
    await expect(row).not.toContainText('Never');

    // never again: not on the screen after a reload, not in any read of the admin API
    await page.reload();
    await expect(page.getByTestId('seamless-vendor-INHOUSE')).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    const list = await request.get('/api/admin/seamless-vendors', {
      headers: bearer(await adminToken(request)),
    });
    expect(await list.text()).not.toContain(secret);
  });

  test('[CONSOLE] an owner resets an operator’s lost two-factor; the operator must enrol again', async ({
    page,
    browser,
    request,
  }) => {
    const username = `tot${String(SEED % 1_000_000).padStart(6, '0')}`;
    const password = 'Support-password-1';
    const owner = await adminToken(request);
    const created = await request.post('/api/admin/operators', {
      headers: bearer(owner),
      data: { username, password, role: 'support' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const login = await request.post('/api/admin/login', { data: { username, password } });
    const opToken = ((await login.json()) as { token: string }).token;
    const setup = await request.post('/api/admin/totp/setup', { headers: bearer(opToken) });
    const { secret } = (await setup.json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirmed = await request.post('/api/admin/totp/confirm', {
      headers: bearer(opToken),
      data: { code },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);

    await signedIn(page, owner);
    await page.goto('/console/operators');
    const row = page.getByTestId('table-row').filter({ hasText: username });
    await row.getByRole('button', { name: `Reset the two-factor of ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reset the two-factor of ${username}?` });
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Lost phone, ticket 4411');
    await axeClean(page, 'two-factor reset dialog');
    await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Two-factor of ${username} reset` }),
    ).toBeVisible();
    expect((await request.get('/api/admin/me', { headers: bearer(opToken) })).status()).toBe(401);

    // the password alone signs the operator in again, straight to the enrolment
    const again = await request.post('/api/admin/login', { data: { username, password } });
    const fresh = ((await again.json()) as { token?: string }).token;
    expect(fresh).toEqual(expect.any(String));
    const context = await browser.newContext();
    const operatorPage = await context.newPage();
    await signedIn(operatorPage, fresh!);
    await operatorPage.goto('/console/cashier/withdrawals');
    await expect(operatorPage).toHaveURL(/\/console\/security$/);
    await expect(
      operatorPage.getByRole('status').filter({ hasText: 'An owner reset your two-factor' }),
    ).toBeVisible();
    await context.close();
  });
});
