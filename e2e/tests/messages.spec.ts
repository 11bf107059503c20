// Messages, badges, feedback and the content pages of issue 13 in Chromium against the real server:
// an operator's message reaches an open page over the notification stream and badges the account
// menu and the member centre; reading it drops the badges. A member sends feedback from the footer
// (missing-field warning, length rule, counter) and reads the operator's reply in the history. The
// help centre, beginner guide, news, about us and download pages render in zh and km, at phone
// width without sideways scrolling, with no serious axe violations.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { adminToken, setFlag } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { registerMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const USERNAME = `msg${String(SEED % 1_000_000).padStart(6, '0')}`;
const PASSWORD = 'Message123';

// the machine running the suite may be busy: registration, argon2 logins and the stream take their time
test.describe.configure({ timeout: 180_000 });

let token: string | undefined;
async function member(request: APIRequestContext): Promise<string> {
  token ??= await registerMember(request, USERNAME, PASSWORD);
  return token;
}

async function sendMessage(request: APIRequestContext, title: string, content: string) {
  const res = await request.post('/api/admin/messages', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { audience: { kind: 'member', account: USERNAME }, title, content },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Opens the feedback dialog from the footer. The home page reveals its sections one by one and the
 * footer moves down as they come, so a click can land where the link was: click until it opens.
 */
async function openFeedback(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Feedback and complaints' });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: 'Feedback and complaints' }).click();
    }
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

async function logIn(context: BrowserContext, sessionToken: string | null) {
  await context.addInitScript((t) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    if (t) {
      sessionStorage.setItem('token', t);
    }
  }, sessionToken);
}

/** Opens `url` and waits until the notification stream said `ready` (the server subscribed the tab). */
async function openListening(context: BrowserContext, url: string): Promise<Page> {
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
  await expect
    .poll(() => ready, { message: 'the notification stream never sent ready', timeout: 60_000 })
    .toBe(true);
  return tab;
}

test('[MESSAGES] a message arrives live, badges the menus, and reading it drops the badges', async ({
  context,
  request,
}) => {
  await logIn(context, await member(request));
  await sendMessage(request, 'Welcome aboard', 'Your first line.\nYour second line.');
  const page = await openListening(context, '/');

  const menu = page.getByRole('button', { name: 'Account menu' });
  await expect(page.getByTestId('account-menu-dot')).toBeAttached();
  await menu.click();
  const badge = page.getByTestId('account-badge-messages');
  await expect(badge).toHaveText('11 new');

  // a second message reaches the open page through the stream, without a reload
  await sendMessage(request, 'Weekend offer', 'Deposit this weekend for a bonus.');
  await expect(badge).toHaveText('22 new');

  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/page=messageV2/);
  const pane = page.getByTestId('messages-pane');
  const memberBadge = page.getByTestId('member-badge-messageV2');
  await expect(memberBadge).toHaveText('22 new');
  await expect(pane.getByTestId('messages-unread')).toHaveText('2 unread');

  await pane.getByRole('button', { name: /Welcome aboard/ }).click();
  await expect(pane.getByText('Your second line.')).toBeVisible();
  await expect(memberBadge).toHaveText('11 new');
  expect(await seriousAxeViolations(page, 'messages pane', ['[data-testid="messages-pane"]'])).toEqual([]);

  await pane.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(pane.getByTestId('messages-unread')).toHaveText('All messages read');
  await expect(memberBadge).toHaveCount(0);
  await expect(page.getByTestId('account-menu-dot')).toHaveCount(0);

  await pane.getByRole('button', { name: /Weekend offer/ }).click();
  await pane.getByRole('button', { name: 'Delete' }).click();
  await expect(pane.getByRole('button', { name: /Weekend offer/ })).toHaveCount(0);
});

test('[FEEDBACK] a member sends feedback from the footer and reads the reply in the history', async ({
  context,
  page,
  request,
}) => {
  await logIn(context, await member(request));
  await page.goto('/');
  let dialog = await openFeedback(page);
  await dialog.getByRole('button', { name: 'Send feedback' }).last().click();
  await expect(dialog.getByText('Question type, Description, Captcha: these fields are empty')).toBeVisible();
  await dialog.getByLabel('Description').fill('Too short');
  await expect(dialog.getByTestId('feedback-counter')).toHaveText('9/200');
  await dialog.getByRole('button', { name: 'Send feedback' }).last().click();
  await expect(dialog.getByText('Please write between 20 and 200 characters')).toBeVisible();
  expect(await seriousAxeViolations(page, 'feedback dialog', ['[data-testid="feedback-modal"]'])).toEqual([]);

  // the captcha's answer is not readable from here: the site switch turns it off for the send
  const text = `The lobby search is slow in the evening (${SEED}).`;
  await setFlag(request, 'CAPTCHA3', false);
  try {
    await page.reload();
    dialog = await openFeedback(page);
    await expect(dialog.getByLabel('Captcha')).toHaveCount(0);
    await dialog.getByLabel('Question type').selectOption({ label: 'Game' });
    await dialog.getByLabel('Description').fill(text);
    await dialog.getByRole('button', { name: 'Send feedback' }).last().click();
    await expect(dialog.getByText('Thank you! Your feedback was sent')).toBeVisible();
    const history = dialog.getByTestId('feedback-history');
    await expect(history.getByText(text)).toBeVisible();
    await expect(history.getByText('Waiting for reply').first()).toBeVisible();
  } finally {
    await setFlag(request, 'CAPTCHA3', true);
  }

  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const open = (await (await request.get('/api/admin/feedback?status=open', { headers: admin })).json()) as {
    rows: { id: number; content: string }[];
  };
  const mine = open.rows.find((r) => r.content === text)!;
  const reply = await request.post(`/api/admin/feedback/${mine.id}/reply`, {
    headers: admin,
    data: { reply: 'Thanks, we are on it.' },
  });
  expect(reply.ok()).toBe(true);
  await dialog.getByRole('tab', { name: 'Send feedback' }).click();
  await dialog.getByRole('tab', { name: 'My feedback' }).click();
  await expect(dialog.getByTestId('feedback-history').getByText('Thanks, we are on it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('[FEEDBACK] guests are asked to log in', async ({ context, page }) => {
  await logIn(context, null);
  await page.goto('/');
  const dialog = await openFeedback(page);
  await expect(dialog.getByText('Please log in to send feedback')).toBeVisible();
});

const PAGES = {
  zh: [
    ['/help', '帮助中心', null],
    ['/guide', '新手指南', '注册账户'],
    ['/news', '新闻', '每晚新增真人桌台'],
    ['/about', '关于我们', '关于 Pavilion'],
    ['/download', '下载 App', null],
  ],
  km: [
    ['/help', 'មជ្ឈមណ្ឌលជំនួយ', null],
    ['/guide', 'មគ្គុទ្ទេសក៍សម្រាប់អ្នកចាប់ផ្តើម', 'បង្កើតគណនីរបស់អ្នក'],
    ['/news', 'ព័ត៌មាន', 'តុផ្ទាល់ថ្មីរៀងរាល់ល្ងាច'],
    ['/about', 'អំពីយើង', 'អំពី Pavilion'],
    ['/download', 'ទាញយកកម្មវិធី', null],
  ],
} as const;

for (const [language, theme] of [
  ['zh', 'dark'],
  ['km', 'light'],
] as const) {
  test(`[CONTENT] help, guide, news, about and download render in ${language} at phone width`, async ({
    context,
    page,
  }) => {
    await context.addInitScript(
      ({ lang, th }) => {
        sessionStorage.setItem('ANONYMOUS_POPUP', '1');
        localStorage.setItem('lang', lang);
        localStorage.setItem('theme', th);
      },
      { lang: language, th: theme },
    );
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, title, article] of PAGES[language]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (article) {
        await expect(page.getByRole('heading', { level: 2, name: article })).toBeVisible();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page, `${language} ${path}`, ['main'])).toEqual([]);
    }
  });
}
