// The site shell in a real browser: route guards, blocking screens, language and theme
// persistence, the side menu on game pages, the phone layout and accessibility of the home page.
import { expect, test, type Page } from '@playwright/test';
import { addRegionRule, removeRegionRule, setMaintenance } from '../support/api';
import { seriousAxeViolations } from '../support/axe';

// Startup popups are the lobby's (and tested there); keep them from covering the shell.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
});

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

test('[SHELL] /lottery as a guest lands on /login with the login dialog', async ({ page }) => {
  await page.goto('/lottery?gameCode=SSC');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('[SHELL] guests are sent away from the member and agent centres', async ({ page }) => {
  await page.goto('/member?page=withdraw');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});

test('[SHELL] maintenance replaces the whole app', async ({ page, request }) => {
  await setMaintenance(request, true);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Game maintenance' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  } finally {
    await setMaintenance(request, false);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game maintenance' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('[SHELL] a blocked region sees the IP blocked screen with its IP', async ({ page, request }) => {
  const ids = [
    await addRegionRule(request, 'ip_range', '127.0.0.1/32'),
    await addRegionRule(request, 'ip_range', '::1/128'),
  ];
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'IP blocked' })).toBeVisible();
    await expect(page.getByTestId('blocked-ip')).toHaveText(/^(127\.0\.0\.1|::1)$/);
    await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
  } finally {
    for (const id of ids) {
      await removeRegionRule(request, id);
    }
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'IP blocked' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('[SHELL] switching to Chinese and to Khmer survives a reload', async ({ page }) => {
  await openHome(page);
  const english = page.getByRole('combobox', { name: 'Language' });
  await expect(english.locator('option[value="JA"]')).toBeDisabled();
  await english.selectOption('zh');
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');

  await page.getByRole('combobox', { name: '语言' }).selectOption('km');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'ចូល', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('hisLang') ?? '[]') as string[]);
  expect(history.slice(0, 2)).toEqual(['km', 'zh']);
});

test('[SHELL] the theme switch survives a reload', async ({ page }) => {
  await openHome(page);
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  const after = before === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: `Switch to ${after} theme` }).click();
  await expect(html).toHaveAttribute('data-theme', after);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
  await expect(page.getByRole('button', { name: `Switch to ${before} theme` })).toBeVisible();
});

test('[SHELL] the side menu is hidden on game pages', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  await page.goto('/seamless?gameCode=DEMO');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pavilion home' })).toBeVisible();
});

test('[SHELL] a hash scrolls to its element and unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/help#term');
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 2 })).toBeInViewport();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('[SHELL] phone width has no horizontal scroll and a drawer menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/', '/help', '/download', '/promotions']) {
    await openHome(page, path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
  const side = page.getByRole('complementary', { name: 'Side menu' });
  await expect(side).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(side).toBeVisible();
  await expect(side.getByRole('link', { name: 'Sports', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(side).toBeHidden();
});

test('[SHELL] axe finds no serious or critical violations on the home page', async ({ page }) => {
  // the home page holds hundreds of game tiles; two full axe passes take a while
  test.setTimeout(180_000);
  for (const theme of ['dark', 'light']) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await openHome(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page, theme)).toEqual([]);
  }
});
