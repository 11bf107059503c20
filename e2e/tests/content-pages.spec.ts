// The site content pages in a real browser (issue 3 "Site content"): /promotions lists the seeded
// promotions in the interface language, shows a promotion an operator creates through the admin
// API (pictures in sequence order, HTML sanitised), opens a detail view and recovers from a failed
// load; /help shows the seeded help articles beside its fixed sections, with the terms at #term.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { seriousAxeViolations } from '../support/axe';

type TPromotions = {
  promotions: { title: string; announcementImages: { sequence: number; url: string }[] }[];
};

// Startup popups are the lobby's (and tested there); keep them from covering the pages.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
});

async function seededPromotionImages(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/content/announcements?types=PR&language=EN');
  const { promotions } = (await res.json()) as TPromotions;
  return promotions.map((p) => p.announcementImages[0]!.url);
}

async function switchLanguage(page: Page, language: 'zh' | 'km') {
  await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('[CONTENT] promotions lists the seeded promotions and opens a detail view', async ({ page }) => {
  await page.goto('/promotions');
  const list = page.getByRole('list', { name: 'Promotions' });
  for (const title of ['Welcome Bonus', 'Daily red envelope', 'Slots rebate 0.8%']) {
    await expect(list.getByRole('heading', { name: title, exact: true, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'No promotions running right now' })).toHaveCount(0);

  const card = list.getByRole('article', { name: 'Welcome Bonus', exact: true });
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/content\/promotion\/\d+-1\.svg\?lang=EN/);
  await card.getByRole('button', { name: 'View details' }).click();
  const details = page.getByRole('dialog', { name: 'Welcome Bonus' });
  await expect(
    details.getByText(/^Deposit 100\.00 or more and claim 50% of it as a bonus, up to 500\.00\./),
  ).toBeVisible();
  await expect(details.getByRole('img', { name: 'Welcome Bonus, picture 1 of 1' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);
});

test('[CONTENT] promotions follow the interface language', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'Welcome Bonus', exact: true })).toBeVisible();
  await switchLanguage(page, 'zh');
  const card = page.getByRole('article', { name: '欢迎奖金' });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /lang=CN/);
  await expect(page.getByRole('heading', { name: 'Welcome Bonus', exact: true })).toHaveCount(0);
});

test('[CONTENT] a promotion created through the admin API appears, and leaves when deleted', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const [first, second] = await seededPromotionImages(request);
  const stamp = Date.now();
  const title = `Friday Reload ${stamp}`;
  const created = await request.post('/api/admin/content/promotions', {
    headers,
    data: {
      title,
      content:
        '<p>Reload on <strong>Fridays</strong> for 20% extra.</p><script>window.hacked = true</script>',
      // sequence follows the list: 1 is the second seeded picture, 2 the first
      images: [second, first],
      sort: 0,
      translations: { CN: { title: `周五充值 ${stamp}` } },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto('/promotions');
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(
      page.getByTestId('promotion-card').first(),
      'sort 0 comes before the seeded promotions',
    ).toHaveAccessibleName(title);
    await expect(card.locator('img')).toHaveAttribute('src', second!);
    await expect(card.getByText('2 pictures')).toBeVisible();

    await card.getByRole('button', { name: 'View details' }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByText('Reload on Fridays for 20% extra.')).toBeVisible();
    const pictures = details.getByRole('img');
    await expect(pictures).toHaveCount(2);
    await expect(pictures.nth(0)).toHaveAttribute('src', second!);
    await expect(pictures.nth(1)).toHaveAttribute('src', first!);
    await expect(details.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    await details.getByRole('button', { name: 'Close' }).click();

    await switchLanguage(page, 'zh');
    await expect(page.getByRole('article', { name: `周五充值 ${stamp}` })).toBeVisible();
  } finally {
    await request.delete(`/api/admin/content/promotions/${id}`, { headers });
  }
  await page.reload();
  await expect(page.getByRole('article', { name: '欢迎奖金' })).toBeVisible();
  await expect(page.getByRole('article', { name: `周五充值 ${stamp}` })).toHaveCount(0);
});

test('[CONTENT] a failed promotions load offers a retry', async ({ page }) => {
  const promotionsCall = /\/api\/content\/announcements\?.*types=PR/;
  await page.route(promotionsCall, (route) => route.abort());
  await page.goto('/promotions');
  const error = page.getByRole('alert').filter({ hasText: 'This content could not be loaded' });
  await expect(error).toBeVisible();
  await page.unroute(promotionsCall);
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Bonus', exact: true })).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('[CONTENT] help shows the help articles beside the fixed sections', async ({ page }) => {
  await page.goto('/helpmc#deposit');
  const contents = page.getByRole('navigation', { name: 'Help topics' });
  await expect(contents.getByRole('link', { name: 'How to deposit' })).toBeVisible();
  await expect(contents.getByRole('link', { name: 'Beginner guide' })).toBeVisible();
  const deposit = page.getByRole('region', { name: 'How to deposit' });
  await expect(deposit).toHaveAttribute('id', 'deposit');
  await expect(deposit).toContainText('Choose a channel');
  await expect(deposit).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'How to withdraw', level: 2 })).toBeVisible();

  await switchLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '如何存款', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '帮助主题' }).getByRole('link', { name: '如何存款' }),
  ).toBeVisible();
});

test('[CONTENT] the terms stay one section at #term, extended by the terms article', async ({ page }) => {
  await page.goto('/help#term');
  const terms = page.locator('#term');
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 2 })).toBeInViewport();
  await expect(terms).toContainText('You must be at least 18 years old');
  await expect(terms).toContainText('By using this site you agree to play responsibly');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toHaveCount(1);
});

test('[CONTENT] help keeps its fixed sections when the articles fail to load', async ({ page }) => {
  const helpCall = /\/api\/content\/announcements\?.*types=H/;
  await page.route(helpCall, (route) => route.abort());
  await page.goto('/help#term');
  const notice = page.getByRole('alert').filter({ hasText: 'Some help topics could not be loaded.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 2 })).toBeInViewport();
  await page.unroute(helpCall);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'How to deposit', level: 2 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('[CONTENT] axe finds no serious or critical violations on promotions and help', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const [path, ready] of [
      ['/promotions', 'Welcome Bonus'],
      ['/help', 'How to deposit'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready, exact: true, level: 2 })).toBeVisible();
      expect(await seriousAxeViolations(page, `${theme} ${path}`)).toEqual([]);
    }
  }
});
