// Who gets into the agent centre (issue 12, spec §4, §6), and how its pages look: a trial user
// opening /agentHome is told a real account is needed; a player goes to the agent login page;
// agent01 sees the invitation link with its QR code on "Register account". Screenshots of the
// agent pages at 390 px and desktop, both themes, zh and km (SHOTS=dir keeps them for a look).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { encrypt, setFlag } from '../support/api';
import { seriousAxeViolations } from '../support/axe';

const SHOTS = process.env.SHOTS;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
});

async function withToken(page: Page, token: string) {
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
}

async function login(request: APIRequestContext, username: string, password: string): Promise<string> {
  await setFlag(request, 'CAPTCHA3', false);
  try {
    const res = await request.post('/api/auth/login', {
      data: { type: 'username', username, password: await encrypt(request, password) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { token: string }).token;
  } finally {
    await setFlag(request, 'CAPTCHA3', true);
  }
}

test('[AGENT] a trial user opening the agent centre is told a real account is needed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const res = await request.post('/api/auth/free-play', { data: {} });
  expect(res.ok(), await res.text()).toBe(true);
  await withToken(page, ((await res.json()) as { token: string }).token);
  await page.goto('/agentHome');
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'A real account is needed' })).toBeVisible();
  await expect(notice.getByText(/The agent centre needs a real agent account/)).toBeVisible();
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(page.getByRole('navigation', { name: 'Agent centre pages' })).toHaveCount(0);
  expect(await seriousAxeViolations(page, 'trial notice')).toEqual([]);
});

test('[AGENT] a player opening the agent centre goes to the agent login page', async ({ page, request }) => {
  await withToken(page, await login(request, 'player01', 'Player123'));
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('[AGENT] register account shows the invitation link and its QR code; the pages in both themes, zh and km', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await withToken(page, await login(request, 'agent01', 'Agent123'));
  await page.goto('/agentHome?page=registerCenter');
  const invite = page.getByTestId('invite-card');
  await expect(invite).toContainText('AGENT01');
  await expect(
    invite.getByRole('img', { name: 'QR code that registers players in your team' }),
  ).toBeVisible();

  const pages = ['agentTeamOverview', 'registerCenter', 'downlineManagmentView', 'agentRevenueReport'];
  const shots: [number, string, string][] = [
    [390, 'light', 'en'],
    [390, 'dark', 'en'],
    [1280, 'light', 'en'],
    [1280, 'dark', 'en'],
    [390, 'light', 'zh'],
    [390, 'dark', 'km'],
  ];
  for (const [width, theme, lang] of shots) {
    await page.setViewportSize({ width, height: 844 });
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('theme', t!);
        localStorage.setItem('lang', l!);
      },
      [theme, lang],
    );
    for (const key of pages) {
      await page.goto(`/agentHome?page=${key}`);
      await expect(page.locator('#agent-content h1')).toBeVisible();
      await expect(page.locator('#agent-content .spinner')).toHaveCount(0);
      await page.waitForTimeout(300);
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll, `${key} ${width} ${theme} ${lang}`).toBeLessThanOrEqual(client);
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/${key}-${width}-${theme}-${lang}.png`, fullPage: true });
      }
    }
  }
});
