// Games and content in the operator console (issue 15, decision 046), in Chromium against the real
// server: a content operator (made through the API by the owner) previews a banner in English and
// Chinese, publishes it and it shows on the player home page, then deletes it; the preview of popup
// HTML shows what the server stores (no script, no onerror); the owner puts a game in maintenance
// and the player's game list marks it, then ends it; axe on every screen in both themes and in
// Chinese (SHOTS=dir keeps screenshots for a look).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TGamePage } from '@pavilion/contracts/games';
import { adminToken } from '../support/api';
import { dealScreensToPairs, seriousAxeViolations } from '../support/axe';
import { bearer } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const SHOTS = process.env.SHOTS;
const CONTENT_OPERATOR = `cnt${String(SEED % 1_000_000).padStart(6, '0')}`;
const CONTENT_PASSWORD = 'Content-password-1';
const BANNER = `Console banner ${SEED}`;
const BANNER_ZH = `控制台横幅 ${SEED}`;

async function axeClean(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}

/** The page starts signed in with this operator token, language and theme. */
async function withToken(page: Page, token: string, lang = 'en', theme = 'light') {
  await page.addInitScript(
    (v) => {
      sessionStorage.setItem('console.token', v.token);
      localStorage.setItem('console.lang', v.lang);
      localStorage.setItem('console.theme', v.theme);
      // the player site's start-up popups count as seen
      sessionStorage.setItem('USER_POPUP', '1');
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    },
    { token, lang, theme },
  );
}

let contentToken = '';
async function contentOperator(request: APIRequestContext): Promise<string> {
  if (!contentToken) {
    const created = await request.post('/api/admin/operators', {
      headers: bearer(await adminToken(request)),
      data: { username: CONTENT_OPERATOR, password: CONTENT_PASSWORD, role: 'content' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const login = await request.post('/api/admin/login', {
      data: { username: CONTENT_OPERATOR, password: CONTENT_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    contentToken = ((await login.json()) as { token: string }).token;
  }
  return contentToken;
}

test.beforeEach(({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test.describe.serial('[CONSOLE] games and content', () => {
  test('[CONSOLE] a content operator previews and publishes a banner that shows on the home page', async ({
    page,
    request,
  }) => {
    await withToken(page, await contentOperator(request));
    await page.goto('/console/content/banners');
    await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    await expect(menu.getByRole('link', { name: 'Popups' })).toBeVisible();
    // games are not the content role's: no menu entry
    await expect(menu.getByRole('link', { name: 'Game catalogue' })).toHaveCount(0);

    const english = page.getByRole('group', { name: 'English' });
    await english.getByLabel('Title', { exact: true }).fill(BANNER);
    await english.getByLabel('Subtitle', { exact: true }).fill('From the console');
    await page.getByRole('group', { name: 'Chinese' }).getByLabel('Title', { exact: true }).fill(BANNER_ZH);
    await page.getByRole('button', { name: 'Show preview' }).click();
    const preview = page.getByTestId('content-preview');
    await expect(preview.getByRole('heading', { level: 3 })).toHaveText(BANNER);
    await expect(preview).toContainText('From the console');
    await page.getByRole('combobox', { name: 'Preview language' }).selectOption('zh');
    await page.getByRole('button', { name: 'Show preview' }).click();
    await expect(preview.getByRole('heading', { level: 3 })).toHaveText(BANNER_ZH);
    // the subtitle falls back to English, as on the player site
    await expect(preview).toContainText('From the console');
    await axeClean(page, 'banner editor');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Item \d+ published\./ })).toBeVisible();
    const row = page.getByTestId('table-row').filter({ hasText: BANNER });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('EN · CN');
    await expect(row).toContainText('Live');

    await page.goto('/');
    await expect(page.getByTestId('banner-carousel').locator(`img[alt="${BANNER}"]`)).toHaveCount(1);

    // the home page keeps its seeded banners for the other specs: the operator deletes this one
    await page.goto('/console/content/banners');
    await page.getByRole('button', { name: `Delete ${BANNER}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${BANNER}”?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('table-row').filter({ hasText: BANNER })).toHaveCount(0);
  });

  test('[CONSOLE] the popup preview shows the HTML as the server stores it', async ({ page, request }) => {
    await withToken(page, await contentOperator(request));
    await page.goto('/console/content/popups');
    const english = page.getByRole('group', { name: 'English' });
    await english.getByLabel('Title', { exact: true }).fill(`Preview only ${SEED}`);
    await english
      .getByLabel('Text (HTML)')
      .fill(
        '<p>Safe <b>bold</b></p><img src="/x.png" onerror="window.__hit=1"><script>window.__hit=2</script>',
      );
    await page.getByRole('button', { name: 'Show preview' }).click();
    const body = page.getByTestId('content-preview').locator('.content-preview-body');
    await expect(body.locator('b')).toHaveText('bold');
    const html = await body.innerHTML();
    expect(html).not.toMatch(/script|onerror/i);
    expect(await page.evaluate(() => (window as unknown as { __hit?: number }).__hit)).toBeUndefined();
  });

  test('[CONSOLE] the owner puts a game in maintenance and the player list marks it', async ({
    page,
    request,
  }) => {
    const list = (await (
      await request.get('/api/games?gameType=RNG&q=dragon&pageSize=20')
    ).json()) as TGamePage;
    const game = list.content.find((g) => !g.maintenance)!;
    expect(game).toBeTruthy();
    await withToken(page, await adminToken(request));
    await page.goto('/console/games');
    await expect(page.getByRole('heading', { name: 'Game catalogue', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Name' }).fill(game.displayName);
    await page.getByRole('combobox', { name: 'Vendor' }).selectOption(game.vassalage);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('RNG');
    await page.getByRole('button', { name: 'Find' }).click();
    const row = page
      .getByTestId('table-row')
      .filter({ has: page.getByRole('cell', { name: String(game.nodeId), exact: true }) });
    await expect(row).toHaveCount(1);
    await axeClean(page, 'games');
    const toggle = row.getByRole('switch', { name: `Maintenance: ${game.displayName}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await page.goto('/rng');
    await page.getByRole('searchbox', { name: 'Search games' }).fill(game.displayName);
    const card = page.locator(`[data-node-id="${game.nodeId}"]`);
    await expect(card).toContainText('Maintenance');

    // the maintenance ends: the player list offers the game again
    await page.goto('/console/games');
    await page.getByRole('searchbox', { name: 'Name' }).fill(game.displayName);
    await page.getByRole('combobox', { name: 'Vendor' }).selectOption(game.vassalage);
    await page.getByRole('button', { name: 'Find' }).click();
    await row.getByRole('switch', { name: `Maintenance: ${game.displayName}` }).click();
    await expect(row.getByRole('switch', { name: `Maintenance: ${game.displayName}` })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const after = (await (
      await request.get(`/api/games?gameType=RNG&q=dragon&pageSize=20`)
    ).json()) as TGamePage;
    expect(after.content.find((g) => g.nodeId === game.nodeId)?.maintenance).toBe(false);
  });

  test('[CONSOLE] the games and content screens are axe clean in both themes and in Chinese', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const screens = [
      'games',
      'games/vendors',
      'content/banners',
      'content/popups',
      'content/promotions',
      'content/articles',
    ];
    const owner = await adminToken(request);
    for (const {
      pair: [lang, theme],
      screens: dealt,
    } of dealScreensToPairs(screens, [
      ['en', 'light'],
      ['en', 'dark'],
      ['zh', 'light'],
      ['zh', 'dark'],
    ])) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await withToken(page, owner, lang, theme);
      for (const screen of dealt) {
        await page.goto(`/console/${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('table').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await axeClean(page, `${screen} ${lang} ${theme}`);
        if (SHOTS) {
          await page.screenshot({
            path: `${SHOTS}/console-${screen.replace('/', '-')}-${lang}-${theme}.png`,
            fullPage: true,
          });
        }
      }
      await context.close();
    }
  });
});
