// Risk tools of issue 29 item 2 (decision 079) in Chromium against the real server: an operator
// opens a member who shares a bank card with another member and sees that member listed with the
// reason; a withdrawal above the four-eyes amount approved by the owner waits for a second operator
// (created through the admin API) and is paid after that operator's approval. Then axe on the linked
// accounts tab, the withdrawal queue and the four-eyes setting (light and dark, en and zh, 390 px and
// desktop) and, with SHOTS=dir, screenshots of each in en, zh and km.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { adminToken, encrypt } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer, createFundedMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const SHOTS = process.env.SHOTS;
const TAG = String(SEED).padStart(6, '0');
const FUND_PASSWORD = '246810';
const CARD = `66${TAG}4321`;
/** above the four-eyes amount (90,000.00) and within the withdrawal channel's maximum */
const THRESHOLD = 9_000_000;
const AMOUNT = 9_500_000;
type TLang = 'en' | 'zh' | 'km';
type TTheme = 'light' | 'dark';
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function putFourEyes(request: APIRequestContext, thresholds: object[]) {
  const res = await request.put('/api/admin/cashier/four-eyes', {
    headers: bearer(await adminToken(request)),
    data: { thresholds },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

// the amount is the whole server's: no other spec's withdrawal may meet it
test.afterAll(async ({ request }) => {
  await putFourEyes(request, []);
});

/** A member with funds, a fund password and a bound card with `card`'s number. */
async function memberWithCard(request: APIRequestContext, username: string, funds: number, payee: string) {
  const member = await createFundedMember(request, username, funds);
  const headers = bearer(member.token);
  const password = await encrypt(request, FUND_PASSWORD);
  const fund = await request.post('/api/cashier/fund-password', {
    headers,
    data: { newPassword: password, confirmNewPassword: await encrypt(request, FUND_PASSWORD) },
  });
  expect(fund.ok(), await fund.text()).toBe(true);
  const card = await request.post('/api/cashier/bank-cards', {
    headers,
    data: { bankName: 'E2E Bank', accountNumber: CARD, payeeName: payee },
  });
  expect(card.ok(), await card.text()).toBe(true);
  return { ...member, cardId: ((await card.json()) as { id: string }).id };
}

async function memberId(request: APIRequestContext, username: string): Promise<number> {
  const found = await request.get('/api/admin/members', {
    headers: bearer(await adminToken(request)),
    params: { q: username, pageSize: 20 },
  });
  const { rows } = (await found.json()) as { rows: { id: number; account: string }[] };
  return rows.find((r) => r.account === username)!.id;
}

async function secondOperator(request: APIRequestContext): Promise<string> {
  const username = `risk${TAG}`;
  const password = 'Risk-operator-pass-1';
  const created = await request.post('/api/admin/operators', {
    headers: bearer(await adminToken(request)),
    data: { username, password, role: 'finance' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/admin/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function consolePage(browser: Browser, token: string, lang: TLang = 'en', theme: TTheme = 'light') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(
    (v) => {
      sessionStorage.setItem('console.token', v.token);
      localStorage.setItem('console.lang', v.lang);
      localStorage.setItem('console.theme', v.theme);
    },
    { token, lang, theme },
  );
  return page;
}

let main: { username: string; id: number };

test.describe.serial('[RISK] risk tools', () => {
  test('[RISK] linked accounts are listed; a withdrawal above the four-eyes amount needs two operators', async ({
    browser,
    request,
  }) => {
    const a = await memberWithCard(request, `rka${TAG}`, AMOUNT + 10_000, 'Risk Member A');
    const b = await memberWithCard(request, `rkb${TAG}`, 100, 'Risk Member B');
    main = { username: a.username, id: await memberId(request, a.username) };
    await putFourEyes(request, [{ currency: 'USD', amount: THRESHOLD }]);
    const requested = await request.post('/api/cashier/withdrawals', {
      headers: bearer(a.token),
      data: {
        bankCardId: a.cardId,
        amount: AMOUNT,
        fundPassword: await encrypt(request, FUND_PASSWORD),
        requestId: `e2e-risk-${TAG}`,
      },
    });
    expect(requested.ok(), await requested.text()).toBe(true);
    const withdrawalId = ((await requested.json()) as { id: string }).id;

    // the owner opens member A: member B is listed, linked by the bank card
    const owner = await consolePage(browser, await adminToken(request));
    await owner.goto(`/console/members/${main.id}`);
    await owner.getByRole('tab', { name: 'Linked accounts' }).click();
    const linkedRow = owner.getByTestId('table-row').filter({ hasText: b.username });
    await expect(linkedRow).toContainText('Same bank card');
    await expect(linkedRow).toContainText(`******${CARD.slice(-4)}`);
    await expect(linkedRow.getByRole('link', { name: b.username })).toHaveAttribute(
      'href',
      /\/console\/members\/\d+$/,
    );

    // the owner approves the withdrawal: it waits for a second operator
    await owner.goto('/console/cashier/withdrawals');
    await owner.getByLabel('Member on this page').fill(a.username);
    const row = owner.getByTestId('table-row').filter({ hasText: a.username });
    await expect(
      row.getByRole('link', { name: new RegExp(`^${a.username}: \\d+ linked account`) }),
    ).toBeVisible();
    await row.getByRole('button', { name: `Approve ${withdrawalId}` }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(owner.getByRole('status')).toContainText(
      `Awaiting a second operator's approval: ${withdrawalId}.`,
    );
    await expect(row).toContainText('Awaiting second approval, first by admin');
    // approving again is refused with the reason
    await row.getByRole('button', { name: `Approve ${withdrawalId}` }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(owner.locator('p.notice')).toContainText('needs a second approval by another operator');
    await owner.context().close();

    // a second operator approves it: paid out
    const second = await consolePage(browser, await secondOperator(request));
    await second.goto('/console/cashier/withdrawals');
    await second.getByLabel('Member on this page').fill(a.username);
    const again = second.getByTestId('table-row').filter({ hasText: a.username });
    await again.getByRole('button', { name: `Approve ${withdrawalId}` }).click();
    await second.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(second.getByRole('status').filter({ hasText: '1 approved.' })).toBeVisible();
    await second.context().close();
    const records = await request.get('/api/cashier/withdrawals', { headers: bearer(a.token) });
    const mine = ((await records.json()) as { rows: { id: string; status: string }[] }).rows;
    expect(mine.find((r) => r.id === withdrawalId)?.status).toBe('approved');
  });

  test('[RISK] the linked accounts tab, the withdrawal queue and the four-eyes setting are axe clean and translated', async ({
    browser,
    request,
  }) => {
    test.setTimeout(SHOTS ? 300_000 : 30_000);
    // a pending withdrawal with its first approval: the queue shows the four-eyes state
    const c = await memberWithCard(request, `rkc${TAG}`, AMOUNT + 10_000, 'Risk Member C');
    await putFourEyes(request, [{ currency: 'USD', amount: THRESHOLD }]);
    const requested = await request.post('/api/cashier/withdrawals', {
      headers: bearer(c.token),
      data: {
        bankCardId: c.cardId,
        amount: AMOUNT,
        fundPassword: await encrypt(request, FUND_PASSWORD),
        requestId: `e2e-risk-${TAG}-c`,
      },
    });
    expect(requested.ok(), await requested.text()).toBe(true);
    const id = ((await requested.json()) as { id: string }).id;
    const first = await request.post(`/api/admin/cashier/withdrawals/${id}/approve`, {
      headers: bearer(await adminToken(request)),
    });
    expect(first.ok(), await first.text()).toBe(true);

    const combos: [TLang, TTheme, keyof typeof VIEWPORTS][] = SHOTS
      ? (['en', 'zh', 'km'] as const).flatMap((l) =>
          (['light', 'dark'] as const).flatMap((th) =>
            (['desktop', 'phone'] as const).map((w) => [l, th, w] as [TLang, TTheme, keyof typeof VIEWPORTS]),
          ),
        )
      : [
          ['en', 'light', 'desktop'],
          ['zh', 'dark', 'phone'],
        ];
    const token = await adminToken(request);
    for (const [lang, theme, width] of combos) {
      const label = `${lang}-${theme}-${width}`;
      const page = await consolePage(browser, token, lang, theme);
      await page.setViewportSize(VIEWPORTS[width]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/console/members/${main.id}?tab=linked`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('table-row').first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText('members.');
      expect(await seriousAxeViolations(page, `linked ${label}`, ['main'])).toEqual([]);
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/risk-linked-${label}.png`, fullPage: true });
      }
      await page.goto('/console/cashier/withdrawals');
      await page.getByRole('searchbox').fill(c.username);
      await expect(page.locator('.four-eyes-state')).toBeVisible();
      await expect(page.locator('main')).not.toContainText('fourEyes.');
      expect(await seriousAxeViolations(page, `queue ${label}`, ['main'])).toEqual([]);
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/risk-queue-${label}.png`, fullPage: true });
      }
      await page.goto('/console/cashier/channels');
      await expect(page.locator('fieldset.four-eyes-row')).toHaveCount(1);
      await expect(page.locator('main')).not.toContainText('fourEyes.');
      expect(await seriousAxeViolations(page, `four-eyes ${label}`, ['main'])).toEqual([]);
      if (SHOTS) {
        await page.locator('#four-eyes-title').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/risk-four-eyes-${label}.png` });
      }
      await page.context().close();
    }
  });
});
