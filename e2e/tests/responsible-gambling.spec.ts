// Player protection of issue 29 item 3 (decision 074) in Chromium against the real server: an
// operator sets a 24-hour deposit limit of 50.00 in the console and the member's next deposit of
// 100.00 is refused in the cashier; a member self-excludes for a year in the member centre, is logged
// out with a notice, and the login form then names the end; an operator excludes a member for good
// from the console, which shows it as permanent and set by an operator; an operator stops a member's
// withdrawals from the console's restrictions and the member's withdrawal is refused, then allowed once
// lifted (issue 29 item 2). Then axe on the console's
// panel and the member centre's section in light and dark, at 390 px and on a desktop, in English
// and Chinese, and (SHOTS=dir) screenshots of both in en, zh and km.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { adminToken, encrypt, setFlag } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer, registerMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const SHOTS = process.env.SHOTS;
const PASSWORD = 'Player123';
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;
type TLang = 'en' | 'zh' | 'km';
type TTheme = 'light' | 'dark';

/** The console tab's and the member centre section's names in each language. */
const NAMES: Record<TLang, { tab: string; section: string }> = {
  en: { tab: 'Player protection', section: 'Time-out and self-exclusion' },
  zh: { tab: '玩家保护', section: '暂停与自我排除' },
  km: { tab: 'ការការពារអ្នកលេង', section: 'ការផ្អាក និងការដកខ្លួនដោយខ្លួនឯង' },
};

let members = 0;
const nextUsername = () => `rg${String(SEED).padStart(6, '0')}${++members}`;

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Registers a member (under agent01, as the cashier's channels expect) and returns its id and token. */
async function newMember(request: APIRequestContext) {
  const username = nextUsername();
  const token = await registerMember(request, username, PASSWORD, 'AGENT01');
  const res = await request.get('/api/admin/members', {
    headers: bearer(await adminToken(request)),
    params: { q: username, pageSize: 20 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { rows } = (await res.json()) as { rows: { id: number; account: string }[] };
  const id = rows.find((r) => r.account === username)?.id;
  expect(id, `member ${username} in the console's search`).toBeTruthy();
  return { username, token, id: id as number };
}

/** The console page signed in as the seeded owner through its API session (not the form). */
async function consoleSignedIn(
  page: Page,
  request: APIRequestContext,
  lang: TLang = 'en',
  theme: TTheme = 'light',
) {
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

/** The player site logged in as the member, welcome pop-ups skipped. */
async function memberSignedIn(page: Page, token: string | null, lang: TLang = 'en', theme: TTheme = 'light') {
  await page.addInitScript(
    (v) => {
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('USER_POPUP', '1');
      if (v.token) {
        sessionStorage.setItem('token', v.token);
      }
      localStorage.setItem('lang', v.lang);
      localStorage.setItem('theme', v.theme);
    },
    { token, lang, theme },
  );
}

/** Opens the member's console page on its "Player protection" tab. */
async function openProtection(page: Page, memberId: number, lang: TLang = 'en'): Promise<Locator> {
  await page.goto(`/console/members/${memberId}`);
  await page.getByRole('tab', { name: NAMES[lang].tab }).click();
  const panel = page.getByTestId('member-protection');
  await expect(panel.getByTestId('limit-30d')).toBeVisible();
  return panel;
}

async function axeClean(page: Page, label: string, include: string[]) {
  expect(await seriousAxeViolations(page, label, include)).toEqual([]);
}

async function memberLogin(request: APIRequestContext, username: string) {
  await setFlag(request, 'CAPTCHA3', false);
  try {
    return await request.post('/api/auth/login', {
      data: { type: 'username', username, password: await encrypt(request, PASSWORD) },
    });
  } finally {
    await setFlag(request, 'CAPTCHA3', true);
  }
}

test.describe.serial('[RG] player protection', () => {
  test('[RG] an operator sets a 24-hour deposit limit of 50.00; the member cannot deposit 100.00', async ({
    page,
    browser,
    request,
  }) => {
    const member = await newMember(request);
    await consoleSignedIn(page, request);
    const panel = await openProtection(page, member.id);
    const day = panel.getByTestId('limit-24h');
    await expect(day).toContainText('No limit');
    await expect(panel).toContainText('A lower limit applies at once.');
    const field = day.getByLabel('New limit per 24 hours');
    await field.fill('50.00');
    await expect(day).toContainText('A lower limit: applies at once.');
    await day.getByRole('button', { name: 'Save limit' }).click();
    await expect(panel.getByRole('status')).toHaveText('Deposit limit saved.');
    await expect(day).toContainText(/Limit\s*50\.00/);
    await expect(field).toHaveValue('50.00');
    // the limit is in force at once, as the member's own list says
    const limits = await request.get('/api/protection/deposit-limits', { headers: bearer(member.token) });
    const day24 = (
      (await limits.json()) as { limits: { period: string; amount: number | null }[] }
    ).limits.find((l) => l.period === '24h');
    expect(day24?.amount).toBe(5_000);

    // the member's next deposit of 100.00 is refused with the limit's message, before any payment
    const context = await browser.newContext();
    const site = await context.newPage();
    await memberSignedIn(site, member.token);
    await site.goto('/member?page=depositv2');
    await site.getByRole('radio', { name: /Online payment/ }).check();
    await site.getByLabel('Amount', { exact: true }).fill('100.00');
    await site.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      site.getByTestId('deposit-form').getByText('This deposit would exceed your deposit limit'),
    ).toBeVisible();
    await expect(site).toHaveURL(/\/member\?page=depositv2/);
    const records = await request.get('/api/cashier/deposits', { headers: bearer(member.token) });
    expect(((await records.json()) as { rows: unknown[] }).rows).toHaveLength(0);
    await context.close();
  });

  test('[RG] a member self-excludes for a year: logged out at once, and the login names the end', async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    await memberSignedIn(page, member.token);
    await page.goto('/member?page=securityCenter');
    const section = page.getByRole('region', { name: 'Time-out and self-exclusion' });
    const length = section.getByRole('combobox', { name: 'Length' });
    await length.selectOption({ label: '1 year' });
    await section.getByRole('button', { name: 'Self-exclude' }).click();
    const confirm = page.getByRole('dialog', { name: 'Exclude yourself?' });
    const nextYear = new Date().getFullYear() + 1;
    await expect(confirm).toContainText(`You cannot log in, deposit or bet until ${nextYear}-`);
    await expect(confirm).toContainText('You will be logged out now, on every device.');
    await confirm.getByRole('button', { name: 'Yes, exclude me' }).click();

    // logged out the way "Log out" does, with the notice of the end
    const notice = page.getByRole('dialog', { name: 'You are self-excluded' });
    await expect(notice).toContainText(`You have been logged out. You cannot log in until ${nextYear}-`);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    const ended = await request.get('/api/protection/exclusion', { headers: bearer(member.token) });
    expect(ended.status()).toBe(401);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/member-exclusion-notice-en-light-desktop.png` });
    }
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    // a visitor again: the site's startup popup for visitors follows the notice
    const popup = page.getByTestId('startup-popup');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();

    // logging in again is refused with the end
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill(member.username);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toContainText(
      new RegExp(
        `Your account is self-excluded until ${nextYear}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\. You cannot log in before then\\.`,
      ),
    );
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/login-self-excluded-en-light-desktop.png` });
    }
  });

  test('[RG] an operator excludes a member for good: the console shows it as permanent, set by an operator', async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    await consoleSignedIn(page, request);
    const panel = await openProtection(page, member.id);
    await expect(panel).toContainText('Not excluded.');
    await panel.getByRole('button', { name: 'Exclude', exact: true }).click();
    const form = page.getByRole('dialog', { name: `Exclude ${member.username}` });
    await form.getByLabel('Length').selectOption({ label: 'Permanently' });
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Reason').fill(`E2E: asked by phone to be excluded for good ${SEED}`);
    await form.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: `Exclude ${member.username} (Permanently)?` });
    await expect(confirm).toContainText(
      `${member.username} is logged out on every device now and can never log in, deposit or bet again.`,
    );
    await expect(confirm).not.toContainText('9999');
    await confirm.getByRole('button', { name: 'Exclude', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByRole('status')).toHaveText(`${member.username} is excluded.`);
    const facts = panel.getByTestId('exclusion-facts');
    await expect(facts).toContainText('Self-exclusion');
    await expect(facts).toContainText('Permanent');
    await expect(facts).toContainText('Operator');
    await expect(facts).not.toContainText('9999');
    await expect(page.getByText('Self-excluded', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Exclude', exact: true })).toHaveCount(0);

    // the member's session ended, and the login is refused for good
    const ended = await request.get('/api/protection/exclusion', { headers: bearer(member.token) });
    expect(ended.status()).toBe(401);
    const refused = await memberLogin(request, member.username);
    expect(refused.status()).toBe(403);
    const body = (await refused.json()) as { error: { code: string; data?: { permanent?: boolean } } };
    expect(body.error.code).toBe('SELF_EXCLUDED');
    expect(body.error.data?.permanent).toBe(true);
  });

  test("[RG] an operator stops withdrawals in the console: the member's withdrawal is refused, then allowed", async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    const admin = bearer(await adminToken(request));
    const funded = await request.post('/api/admin/wallet/adjustments', {
      headers: admin,
      data: {
        account: member.username,
        amount: 50_000,
        reason: 'e2e funding',
        requestId: `e2e-rg-${member.username}`,
      },
    });
    expect(funded.ok(), await funded.text()).toBe(true);
    const fund = await encrypt(request, '135790');
    const set = await request.post('/api/cashier/fund-password', {
      headers: bearer(member.token),
      data: { newPassword: fund, confirmNewPassword: fund },
    });
    expect(set.ok(), await set.text()).toBe(true);
    const card = await request.post('/api/cashier/bank-cards', {
      headers: bearer(member.token),
      data: {
        bankName: 'E2E Bank',
        accountNumber: `5500${String(SEED).padStart(9, '0')}`,
        payeeName: 'Rg Member',
      },
    });
    expect(card.ok(), await card.text()).toBe(true);
    const cardId = ((await card.json()) as { id: string }).id;
    let n = 0;
    const withdraw = async () =>
      request.post('/api/cashier/withdrawals', {
        headers: bearer(member.token),
        data: {
          bankCardId: cardId,
          amount: 10_000,
          fundPassword: await encrypt(request, '135790'),
          requestId: `e2e-rg-w-${member.username}-${++n}`,
        },
      });

    await consoleSignedIn(page, request);
    const panel = await openProtection(page, member.id);
    const card29 = panel.getByTestId('member-restrictions');
    await card29.getByRole('checkbox', { name: /No withdrawals/ }).check();
    await card29.getByLabel('Reason').fill('E2E: withdrawals held while a chargeback is reviewed');
    await card29.getByRole('button', { name: 'Save restrictions' }).click();
    await expect(panel.getByRole('status')).toHaveText('Restrictions saved.');
    await expect(card29.getByTestId('restrictions-last')).toContainText('chargeback');

    const refused = await withdraw();
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_RESTRICTED');

    await card29.getByRole('checkbox', { name: /No withdrawals/ }).uncheck();
    await card29.getByLabel('Reason').fill('E2E: review closed');
    await card29.getByRole('button', { name: 'Save restrictions' }).click();
    await expect(card29.getByTestId('restrictions-last')).toContainText('review closed');
    const allowed = await withdraw();
    expect(allowed.ok(), await allowed.text()).toBe(true);
  });

  test('[RG] the console panel and the member centre section are axe clean and translated', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    // a member with a limit in force, a raise pending and an operator's time-out running
    const member = await newMember(request);
    const admin = bearer(await adminToken(request));
    for (const [period, amount] of [
      ['24h', 5_000],
      ['7d', 20_000],
      ['7d', 80_000],
    ] as const) {
      const res = await request.put(`/api/admin/members/${member.id}/deposit-limits`, {
        headers: admin,
        data: { period, amount },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    const timeout = await request.post(`/api/admin/members/${member.id}/exclusion`, {
      headers: admin,
      data: { duration: '24h', reason: 'E2E: a cooling-off the member asked for by phone' },
    });
    expect(timeout.ok(), await timeout.text()).toBe(true);

    // Khmer is looked at in screenshots (SHOTS); axe runs in en and zh, so without SHOTS km adds nothing
    for (const lang of SHOTS ? (['en', 'zh', 'km'] as const) : (['en', 'zh'] as const)) {
      for (const theme of ['light', 'dark'] as const) {
        await sweep(browser, request, member, lang, theme);
      }
    }
  });
});

/** One language and theme: both screens at both widths, axe in en and zh, screenshots when SHOTS. */
async function sweep(
  browser: Browser,
  request: APIRequestContext,
  member: { id: number; token: string; username: string },
  lang: TLang,
  theme: TTheme,
) {
  const checked = lang !== 'km';
  const context = await browser.newContext();
  const consolePage = await context.newPage();
  await consoleSignedIn(consolePage, request, lang, theme);
  const site = await (await browser.newContext()).newPage();
  await memberSignedIn(site, member.token, lang, theme);
  for (const [width, viewport] of VIEWPORTS) {
    const label = `${lang}-${theme}-${width}`;
    await consolePage.setViewportSize(viewport);
    const panel = await openProtection(consolePage, member.id, lang);
    await expect(consolePage.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(panel).not.toContainText('protection.');
    await expect(panel.getByTestId('member-restrictions')).not.toContainText('restrictions.');
    await expect(panel.getByTestId('exclusion-facts')).toBeVisible();
    if (checked) {
      await axeClean(consolePage, `console panel ${label}`, ['[data-testid="member-protection"]']);
    }
    if (SHOTS) {
      await consolePage.screenshot({ path: `${SHOTS}/console-protection-${label}.png`, fullPage: true });
    }
    // the exclusion dialog's confirmation step
    await panel.locator('button.btn-danger').click();
    const dialog = consolePage.getByRole('dialog');
    await dialog.locator('select').selectOption('5y');
    await dialog.locator('textarea').fill('E2E look');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('h2')).toContainText(member.username);
    await expect(dialog).not.toContainText('protection.');
    if (checked) {
      await axeClean(consolePage, `console exclude dialog ${label}`, ['dialog[open]']);
    }
    if (SHOTS) {
      await consolePage.screenshot({ path: `${SHOTS}/console-exclude-confirm-${label}.png` });
    }
    await consolePage.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await site.setViewportSize(viewport);
    await site.goto('/member?page=securityCenter');
    const section = site.getByRole('region', { name: NAMES[lang].section });
    await expect(section.getByRole('combobox')).toBeVisible();
    await expect(section).not.toContainText('rg.exclusion');
    // the operator's time-out, with who set it
    await expect(section).toContainText(
      { en: 'set by the operator', zh: '由运营方设置', km: 'កំណត់ដោយប្រតិបត្តិករ' }[lang],
    );
    await section.scrollIntoViewIfNeeded();
    if (checked) {
      await axeClean(site, `member centre ${label}`, ['[data-testid="responsible-gaming"]']);
    }
    if (SHOTS) {
      await section.screenshot({ path: `${SHOTS}/member-exclusion-${label}.png` });
    }
    await section.getByRole('combobox').selectOption('permanent');
    await section.getByRole('button').last().click();
    const confirm = site.getByTestId('exclusion-confirm');
    await expect(confirm).toBeVisible();
    await expect(confirm).not.toContainText('9999');
    await expect(confirm).not.toContainText('rg.exclusion');
    if (checked) {
      await axeClean(site, `member centre confirmation ${label}`, ['[data-testid="exclusion-confirm"]']);
    }
    if (SHOTS) {
      await site.screenshot({ path: `${SHOTS}/member-exclusion-confirm-${label}.png` });
    }
    await site.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
  }
  await site.context().close();
  await context.close();
}
