// Engagement in the operator console (issue 15), in Chromium against the real server: a marketing
// operator sends a platform message to a member, who finds it among their messages, and replies to
// the member's feedback, which the member reads in their feedback history; the operator rejects the
// member's activity application with a reason the member is shown; a read-only auditor sees every
// engagement screen without a write control and the API refuses each write. The member side goes
// through the API fixtures, as the other console specs do. Axe clean on every screen in both
// themes, in Chinese and in Khmer, and on each dialog (SHOTS=dir keeps screenshots).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, setFlag } from '../support/api';
import { dealScreensToPairs, seriousAxeViolations } from '../support/axe';
import { bearer, registerMember } from '../support/funded-member';

// the shared machine runs several suites at once: pages and queries get more time than the default
const ui = expect.configure({ timeout: 30_000 });

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const SHOTS = process.env.SHOTS;
const DAY = 86_400_000;
const MEMBER = `ce${SEED}`;
const SCREENS = [
  ['promotions', 'Promotions'],
  ['promotions/applications', 'Activity applications'],
  ['loyalty', 'VIP & loyalty'],
  ['loyalty/rewards', 'Loyalty rewards'],
  ['points/goods', 'Points mall goods'],
  ['points/redemptions', 'Points redemptions'],
  ['messages', 'Platform messages'],
  ['messages/feedback', 'Member feedback'],
] as const;

async function axeClean(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}

/** Creates an operator of `role` through the owner's API and returns its session token. */
async function operatorToken(request: APIRequestContext, prefix: string, role: string): Promise<string> {
  const username = `${prefix}${String(SEED % 1_000_000).padStart(6, '0')}`;
  const password = `${prefix}-Password-123`;
  const created = await request.post('/api/admin/operators', {
    headers: bearer(await adminToken(request)),
    data: { username, password, role },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/admin/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function signedIn(page: Page, token: string, lang = 'en', theme = 'light') {
  await page.addInitScript(
    (v) => {
      sessionStorage.setItem('console.token', v.token);
      localStorage.setItem('console.lang', v.lang);
      localStorage.setItem('console.theme', v.theme);
    },
    { token, lang, theme },
  );
}

/** The member's feedback, sent with the site's captcha off meanwhile. */
async function sendFeedback(request: APIRequestContext, token: string, content: string) {
  await setFlag(request, 'CAPTCHA3', false);
  try {
    const res = await request.put('/api/feedback', { headers: bearer(token), data: { content, type: 4 } });
    expect(res.ok(), await res.text()).toBe(true);
  } finally {
    await setFlag(request, 'CAPTCHA3', true);
  }
}

test.beforeEach(({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test.describe.serial('[CONSOLE] engagement: promotions, loyalty, points, messages', () => {
  test.describe.configure({ timeout: 180_000 });
  let memberToken = '';
  let marketing = '';

  test.beforeAll(async ({ request }) => {
    memberToken = await registerMember(request, MEMBER, 'Player123');
    marketing = await operatorToken(request, 'mkt', 'marketing');
  });

  test('[CONSOLE] a marketing operator sends a message the member reads and replies to their feedback', async ({
    page,
    request,
  }) => {
    await signedIn(page, marketing);
    await page.goto('/console/messages');
    await ui(page.getByRole('heading', { name: 'Platform messages', level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    await expect(menu.getByRole('link', { name: 'Feedback' })).toBeVisible();
    await axeClean(page, 'messages');

    const title = `E2E console notice ${SEED}`;
    // the form's own fields (the table's column chooser has checkboxes of the same names)
    const compose = page.getByRole('form', { name: 'New message' });
    await compose.getByRole('combobox', { name: 'Send to' }).selectOption({ label: 'One member' });
    await compose.getByLabel('Member account').fill(MEMBER);
    await compose.getByLabel('Title', { exact: true }).fill(title);
    await compose.getByLabel('Text', { exact: true }).fill('Your VIP manager will call you this week.');
    await compose.getByRole('button', { name: 'Send message' }).click();
    await ui(page.getByRole('status').filter({ hasText: `Message “${title}” sent.` })).toBeVisible();
    const row = page.getByTestId('table-row').filter({ hasText: title });
    await ui(row).toContainText(`Member · ${MEMBER}`);
    const inbox = await request.get('/api/messages', { headers: bearer(memberToken) });
    expect(inbox.ok(), await inbox.text()).toBe(true);
    const rows = ((await inbox.json()) as { rows: { title: string; content: string }[] }).rows;
    expect(rows.find((m) => m.title === title)?.content).toBe('Your VIP manager will call you this week.');

    // the member's feedback, answered from the feedback queue
    await sendFeedback(request, memberToken, `My withdrawal ${SEED} is taking longer than usual today.`);
    await menu.getByRole('link', { name: 'Feedback' }).click();
    await ui(page.getByRole('heading', { name: 'Member feedback', level: 1 })).toBeVisible();
    const feedback = page.getByTestId('table-row').filter({ hasText: MEMBER });
    await ui(feedback).toHaveCount(1);
    await axeClean(page, 'feedback');
    await feedback.getByRole('button', { name: /^Reply to feedback / }).click();
    const dialog = page.getByRole('dialog', { name: `Reply to ${MEMBER}` });
    await dialog.getByLabel('Reply').fill('We checked: it is paid out within the hour.');
    await axeClean(page, 'reply dialog');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await ui(page.getByRole('status').filter({ hasText: /^Reply to feedback \d+ sent/ })).toBeVisible();
    await ui(page.getByTestId('table-row').filter({ hasText: MEMBER })).toHaveCount(0);
    const history = await request.get('/api/feedback', { headers: bearer(memberToken) });
    const answered = ((await history.json()) as { rows: { status: string; reply: string | null }[] }).rows;
    expect(answered[0]).toMatchObject({
      status: 'replied',
      reply: 'We checked: it is paid out within the hour.',
    });
  });

  test('[CONSOLE] the marketing operator rejects an activity application with a reason the member sees', async ({
    page,
    request,
  }) => {
    const activity = await request.post('/api/admin/promotions', {
      headers: bearer(await adminToken(request)),
      data: {
        title: `Console review ${SEED}`,
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + 10 * DAY).toISOString(),
        rules: { kind: 'application', reward: 5_000, turnoverMultiplier: 1 },
      },
    });
    expect(activity.ok(), await activity.text()).toBe(true);
    const promotionId = ((await activity.json()) as { id: number }).id;
    const applied = await request.post(`/api/promotions/${promotionId}/applications`, {
      headers: bearer(memberToken),
      multipart: { remark: 'Please count my weekend play' },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    const applicationId = ((await applied.json()) as { id: number }).id;

    await signedIn(page, marketing);
    await page.goto('/console/promotions/applications');
    await ui(page.getByRole('heading', { name: 'Activity applications', level: 1 })).toBeVisible();
    const row = page.getByTestId('table-row').filter({ hasText: MEMBER });
    await ui(row).toContainText(`Console review ${SEED}`);
    await axeClean(page, 'applications');
    await row.getByRole('button', { name: `Reject application ${applicationId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject application ${applicationId}` });
    // an empty reason is refused in the dialog, before any request
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await ui(dialog.getByText('Give a reason of 1 to 500 characters.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The weekend play was under the minimum.');
    await axeClean(page, 'reject dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await ui(
      page.getByRole('status').filter({ hasText: `Application ${applicationId} rejected.` }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Rejected' });
    await ui(page.getByTestId('table-row').filter({ hasText: MEMBER })).toContainText(
      'The weekend play was under the minimum.',
    );
    const mine = await request.get('/api/promotions/applications', { headers: bearer(memberToken) });
    const applications = (
      (await mine.json()) as { applications: { id: number; status: string; reason: string }[] }
    ).applications;
    expect(applications.find((a) => a.id === applicationId)).toMatchObject({
      status: 'rejected',
      reason: 'The weekend play was under the minimum.',
    });
  });

  test('[CONSOLE] a read-only auditor sees every engagement screen without a write control; the API refuses writes', async ({
    page,
    request,
  }) => {
    const auditor = await operatorToken(request, 'aue', 'auditor');
    await signedIn(page, auditor);
    // row actions are named after their row ("Reject application 12"); a sortable column header
    // named "Reply" is no write
    const writes =
      /^(Send message|Withdraw|Reply to|Reject|Approve|Save |Add |Edit|Create activity|Schedule)/;
    for (const [path, heading] of SCREENS) {
      await page.goto(`/console/${path}`);
      await ui(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await ui(page.getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: writes })).toHaveCount(0);
    }
    // the loyalty editors are shown, their inputs disabled
    await page.goto('/console/loyalty');
    await ui(page.getByLabel('Name 1', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Referral rewards on')).toBeDisabled();

    const headers = bearer(auditor);
    const refused = await Promise.all([
      request.post('/api/admin/messages', {
        headers,
        data: { audience: { kind: 'all' }, title: 'x', content: 'x' },
      }),
      request.post('/api/admin/feedback/1/reply', { headers, data: { reply: 'x' } }),
      request.post('/api/admin/promotions/applications/1/review', {
        headers,
        data: { action: 'reject', reason: 'x' },
      }),
      request.post('/api/admin/loyalty/rewards/1/reject', { headers, data: { reason: 'x' } }),
      request.put('/api/admin/loyalty/referral-rule', {
        headers,
        data: { enabled: false, minDeposit: 1, reward: 1 },
      }),
      request.post('/api/admin/points/redemptions/1/reject', { headers, data: { remark: 'x' } }),
    ]);
    for (const res of refused) {
      expect([res.status(), ((await res.json()) as { error: { code: string } }).error.code]).toEqual([
        403,
        'FORBIDDEN',
      ]);
    }
  });

  test('[CONSOLE] the engagement screens are axe clean in both themes, in Chinese and in Khmer', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // English in the light theme is checked by the tests above (messages, feedback, applications)
    for (const {
      pair: [lang, theme],
      screens,
    } of dealScreensToPairs(SCREENS, [
      ['en', 'dark'],
      ['zh', 'light'],
      ['km', 'dark'],
    ])) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signedIn(page, marketing, lang, theme);
      for (const [path] of screens) {
        await page.goto(`/console/${path}`);
        await ui(page.getByRole('heading', { level: 1 })).toBeVisible();
        await ui(page.getByRole('table').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await axeClean(page, `${path} ${lang} ${theme}`);
        if (SHOTS) {
          await page.screenshot({
            path: `${SHOTS}/console-${path.replace('/', '-')}-${lang}-${theme}.png`,
            fullPage: true,
          });
        }
      }
      await context.close();
    }
  });
});
